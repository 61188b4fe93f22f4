import { defineRoute } from "../route";
import * as invoices from "../schemas/invoices";
import { json, blob, PDF_MIME, ZIP_MIME, XLSX_MIME, PROFORMA_ACCEPT } from "./responses";

/** Part 2: invoice searches, lists, documents and exports. */
export const invoiceRoutes = {
  priceLimits: defineRoute({
    method: "GET", path: "/ov/invoices/api/getPriceMinAndMaxInvoice", host: "customer", auth: "bearer",
    request: {}, response: json(invoices.priceLimitsSchema),
    summary: "Amount slider limits (fallback -10000..10000)",
  }),
  fullbilling: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling", host: "customer", auth: "bearer",
    request: { query: invoices.fullbillingQuerySchema }, response: json(invoices.fullbillingResponseSchema, invoices.readInvoiceSearch),
    summary: "Invoice search; 204 means no data",
  }),
  filterFullbilling: defineRoute({
    method: "GET", path: "/ov/invoices/api/filterfullbilling", host: "customer", auth: "bearer",
    request: { query: invoices.filterFullbillingQuerySchema }, response: json(invoices.fullbillingResponseSchema, invoices.readInvoiceSearch),
    summary: "The administrator screen's invoice search; 204 means no data",
  }),
  searchOneInvoice: defineRoute({
    method: "GET", path: "/ov/invoices/api/searchOneInvoice", host: "customer", auth: "bearer",
    request: { query: invoices.searchOneInvoiceQuerySchema }, response: json(invoices.fullbillingResponseSchema, invoices.readInvoiceSearch),
    summary: "One invoice by number ('Encontrar factura'); 204 means not found",
  }),
  fullbillingRar: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/allinRar/{line}", host: "customer", auth: "bearer",
    request: { params: invoices.lineParamsSchema, query: invoices.fullbillingQuerySchema },
    response: blob(ZIP_MIME), summary: "All matching invoices in a ZIP, saved as 'facturas {line}.rar'",
  }),
  fullbillingPdf: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/allinPDF/{line}", host: "customer", auth: "bearer",
    request: { params: invoices.lineParamsSchema, query: invoices.fullbillingQuerySchema },
    response: blob(PDF_MIME), summary: "All matching invoices in one PDF, 'facturas {line}.pdf'",
  }),
  invoicesExcel: defineRoute({
    method: "GET", path: "/ov/invoices/api/{line}", host: "customer", auth: "bearer",
    request: { params: invoices.lineParamsSchema, query: invoices.invoicesExcelQuerySchema },
    response: blob(XLSX_MIME), summary: "Excel export of the matching invoices, 'facturas {line}.xlsx'",
  }),
  proforma: defineRoute({
    method: "GET", path: "/ov/invoices/api/proforma", host: "customer", auth: "bearer",
    request: { headers: invoices.proformaHeadersSchema }, response: blob(PROFORMA_ACCEPT),
    summary: "An invoice's proformas: one Excel or a ZIP, 'PROFORMAS-{series}{number}'",
  }),
  proformaDownload: defineRoute({
    method: "GET", path: "/ov/invoices/api/proformaDownload", host: "customer", auth: "bearer",
    request: { headers: invoices.proformaHeadersSchema }, response: blob(PDF_MIME),
    summary: "An invoice's proforma as a PDF",
  }),
  unicasGasInvoices: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/unicas/gas", host: "customer", auth: "bearer",
    request: { query: invoices.unicasGasQuerySchema }, response: json(invoices.fullbillingResponseSchema, invoices.readInvoiceSearch),
    summary: "The gas screen's unified invoices; shares its path with unicasGasProformas (see sharedPaths)",
  }),
  unicasGasProformas: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/unicas/gas", host: "customer", auth: "bearer",
    request: { query: invoices.unicasGasProformasQuerySchema, headers: invoices.proformaHeadersSchema },
    response: blob(PROFORMA_ACCEPT), summary: "Unique gas proformas of the all-invoices view (query cb)",
  }),
  unifiedInvoicePdf: defineRoute({
    method: "GET", path: "/ov/contracts/api/contracts", host: "customer", auth: "bearer",
    request: { query: invoices.unifiedInvoicePdfQuerySchema }, response: blob(PDF_MIME),
    summary: "A unified invoice's PDF",
  }),
  invoicePdf: defineRoute({
    method: "GET", path: invoices.INVOICE_PDF_PATH, host: "customer", auth: "bearer",
    request: { query: invoices.invoicePdfQuerySchema }, response: blob(PDF_MIME),
    summary: "An invoice's PDF: the path+query an invoice's Pdf/pdf field carries (invoicePdfPath)",
  }),
} as const;
