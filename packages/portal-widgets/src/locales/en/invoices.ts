import type { CompleteMessages } from "../messages";

export const invoices = {
  empty: "No invoices were found for the selected dates.",
  pdfError: "An error occurred while downloading the invoice PDF.",
  pdfErrorWithNumber: "An error occurred while downloading invoice: {{invoice}}",
  zipError: "An error occurred while downloading the invoice ZIP.",
  fileError: "An error occurred while downloading the requested file.",
  exportZipError: "An error occurred while exporting the invoices as ZIP",
  exportExcelError: "An error occurred while exporting the invoices as EXCEL",
  exportPdfError: "An error occurred while exporting the invoices as PDF",
  pdfUnavailable: "PDF not available",
  overLimit: "A bulk download of invoices is not possible because the results exceed the permitted limits.",
  currentResults: "Current results {{count}}",
  brokenLimits: "Limits exceeded:",
} satisfies CompleteMessages["invoices"];
