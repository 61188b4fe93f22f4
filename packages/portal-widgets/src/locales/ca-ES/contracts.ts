import type { CompleteMessages } from "../messages";

export const contracts = {
  empty: "No s'han trobat productes contractats.",
  detailError: "S'ha produït un error en obtenir la informació del contracte {{code}}",
} satisfies CompleteMessages["contracts"];
