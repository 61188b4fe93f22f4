import type { CompleteMessages } from "../../messages";

export const draftsLabels = {
  recovered: "Recuperamos o teu borrador",
  recoveredDetail: "O que escribiches o {{date}} ás {{time}} está de novo no formulario.",
  discard: "Descartar o borrador",
  discarded: "Descartaches o borrador.",
  undo: "Desfacer",
  dismiss: "Pechar o aviso",
} satisfies CompleteMessages["labels"]["drafts"];
