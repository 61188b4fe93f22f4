import type { CompleteMessages } from "../messages";

export const certificate = { empty: "Ez da ziurtagiririk aurkitu hautatutako datetan." } satisfies CompleteMessages["certificate"];
