import type { CompleteMessages } from "../messages";

export const exportLimits = {
  excel: "EXCEL: 1.000 resultados",
  pdfZip: "PDF, ZIP: 200 resultados",
  yearRange: "Só se permite 1 ano como máximo para as exportacións.",
} satisfies CompleteMessages["exportLimits"];
