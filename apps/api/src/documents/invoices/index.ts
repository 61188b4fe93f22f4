export { type AmountLine, type InvoiceBreakdown, invoiceBreakdown } from "./breakdown";
export { formatAmount, formatDate, invoiceFileName, invoiceNumber, type Line, periodCount } from "./format";
export type { InvoiceDocument } from "./invoiceDocument";
export { type InvoiceListOptions, renderInvoiceListPdf } from "./invoiceListPdf";
export { renderInvoicePdf } from "./invoicePdf";
export { renderConsumptionsXlsx, renderInvoicesXlsx } from "./invoicesXlsx";
export { type Proforma, proformasOf, renderProformasPdf, renderProformasXlsx, renderProformasZip } from "./proformas";
export { renderUnifiedInvoicePdf, type UnifiedInvoiceDocument } from "./unifiedInvoicePdf";
export { renderZip, type ZipEntry } from "./zip";
