import type { CompleteMessages } from "../messages";

export const exportLimits = {
  excel: "EXCEL: 1,000 results",
  pdfZip: "PDF, ZIP: 200 results",
  yearRange: "Exports may cover 1 year at most.",
} satisfies CompleteMessages["exportLimits"];
