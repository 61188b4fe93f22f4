import { textArea } from "../textArea";

/** The bulk export limits the invoice lists state. */
export const exportLimitsMessages = textArea("exportLimits", {
  excel: "EXCEL: 1,000 resultados",
  pdfZip: "PDF, ZIP: 200 resultados",
  yearRange: "Sólo se permite 1 Año como máximo para las exportaciones.",
});
