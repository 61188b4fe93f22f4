import type { CompleteMessages } from "../messages";

export const loadCurve = { empty: "Ez da neurketarik aurkitu CUPS honetarako." } satisfies CompleteMessages["loadCurve"];
