import type { CompleteMessages } from "../../messages";

export const draftsLabels = {
  recovered: "Hem recuperat el teu esborrany",
  recoveredDetail: "El que vas escriure el {{date}} a les {{time}} torna a ser al formulari.",
  discard: "Descarta l'esborrany",
  discarded: "Has descartat l'esborrany.",
  undo: "Desfés",
  dismiss: "Tanca l'avís",
} satisfies CompleteMessages["labels"]["drafts"];
