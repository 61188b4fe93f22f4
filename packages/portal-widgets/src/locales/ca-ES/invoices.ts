import type { CompleteMessages } from "../messages";

export const invoices = {
  empty: "No s'han trobat factures en les dates seleccionades.",
  pdfError: "S'ha produït un error en baixar el PDF de la factura.",
  pdfErrorWithNumber: "S'ha produït un error en baixar la factura: {{invoice}}",
  zipError: "S'ha produït un error en baixar el ZIP de la factura.",
  fileError: "S'ha produït un error en baixar el fitxer sol·licitat.",
  exportZipError: "S'ha produït un error en exportar les factures en ZIP",
  exportExcelError: "S'ha produït un error en exportar les factures en EXCEL",
  exportPdfError: "S'ha produït un error en exportar les factures en PDF",
  pdfUnavailable: "PDF no disponible",
  overLimit: "La baixada massiva de factures no és possible, ja que els resultats superen els límits permesos.",
  currentResults: "Resultats actuals {{count}}",
  brokenLimits: "Límits incomplerts:",
} satisfies CompleteMessages["invoices"];
