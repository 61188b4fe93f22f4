import type { CompleteMessages } from "../messages";

export const contracts = {
  empty: "Non se atoparon produtos contratados.",
  detailError: "Produciuse un erro ao tentar obter a información do contrato {{code}}",
} satisfies CompleteMessages["contracts"];
