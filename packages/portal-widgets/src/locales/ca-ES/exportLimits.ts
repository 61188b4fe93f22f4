import type { CompleteMessages } from "../messages";

export const exportLimits = {
  excel: "EXCEL: 1.000 resultats",
  pdfZip: "PDF, ZIP: 200 resultats",
  yearRange: "Només es permet 1 any com a màxim per a les exportacions.",
} satisfies CompleteMessages["exportLimits"];
