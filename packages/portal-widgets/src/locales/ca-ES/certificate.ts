import type { CompleteMessages } from "../messages";

export const certificate = { empty: "No s'han trobat certificats en les dates seleccionades." } satisfies CompleteMessages["certificate"];
