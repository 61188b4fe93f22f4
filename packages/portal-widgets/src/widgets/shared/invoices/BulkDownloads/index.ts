export { BulkDownloads, type BulkDownloadsProps, type BulkFetchers, type BulkFormat } from "./BulkDownloads";
export { useInvoiceDownloads, type InvoiceDownloads, type InvoicePdfRequest, type InvoiceRef, type ProformaRequest } from "./useInvoiceDownloads";
