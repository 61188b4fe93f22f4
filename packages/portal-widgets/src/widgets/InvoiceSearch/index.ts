export { InvoiceSearch, type InvoiceSearchProps } from "./InvoiceSearch";
export { type DatedSearch, type InvoiceSearchState, useInvoiceSearch } from "./useInvoiceSearch";
