import type { CompleteMessages } from "../messages";

export const exportLimits = {
  excel: "EXCEL: 1.000 emaitza",
  pdfZip: "PDF, ZIP: 200 emaitza",
  yearRange: "Esportazioek urte 1 har dezakete gehienez.",
} satisfies CompleteMessages["exportLimits"];
