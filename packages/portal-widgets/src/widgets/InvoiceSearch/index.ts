export { InvoiceSearch, type InvoiceSearchProps } from "./InvoiceSearch";
export { useInvoiceSearch, type DatedSearch, type InvoiceSearchState } from "./useInvoiceSearch";
