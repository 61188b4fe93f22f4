import type { CompleteMessages } from "../messages";

export const certificate = { empty: "Non se atoparon certificados nas datas seleccionadas." } satisfies CompleteMessages["certificate"];
