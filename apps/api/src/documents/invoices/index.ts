export { invoiceBreakdown, type AmountLine, type InvoiceBreakdown } from "./breakdown";
export { formatAmount, formatDate, invoiceFileName, invoiceNumber, periodCount, type Line } from "./format";
export { renderInvoiceListPdf, type InvoiceListOptions } from "./invoiceListPdf";
export { renderInvoicePdf, renderUnifiedInvoicePdf, type UnifiedInvoiceDocument } from "./invoicePdf";
export { renderConsumptionsXlsx, renderInvoicesXlsx } from "./invoicesXlsx";
export { proformasOf, renderProformasPdf, renderProformasXlsx, renderProformasZip, type Proforma } from "./proformas";
export type { InvoiceDocument } from "./invoiceDocument";
export { renderZip, type ZipEntry } from "./zip";
