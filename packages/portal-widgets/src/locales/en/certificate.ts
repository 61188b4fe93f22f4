import type { CompleteMessages } from "../messages";

export const certificate = { empty: "No certificates were found for the selected dates." } satisfies CompleteMessages["certificate"];
