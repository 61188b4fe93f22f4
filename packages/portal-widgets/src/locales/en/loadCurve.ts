import type { CompleteMessages } from "../messages";

export const loadCurve = { empty: "No readings were found for this CUPS." } satisfies CompleteMessages["loadCurve"];
