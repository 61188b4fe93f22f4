export { InvoiceBreakdown, type InvoiceBreakdownProps } from "./InvoiceBreakdown";
