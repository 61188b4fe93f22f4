import type { CompleteMessages } from "../messages";

export const loadCurve = { empty: "Non se atoparon medicións para este CUPS." } satisfies CompleteMessages["loadCurve"];
