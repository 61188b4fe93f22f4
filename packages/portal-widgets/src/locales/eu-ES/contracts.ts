import type { CompleteMessages } from "../messages";

export const contracts = {
  empty: "Ez da kontratatutako produkturik aurkitu.",
  detailError: "Errore bat gertatu da {{code}} kontratuaren informazioa lortzean",
} satisfies CompleteMessages["contracts"];
