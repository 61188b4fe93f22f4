import type { CompleteMessages } from "../messages";

export const loadCurve = { empty: "No s'han trobat mesures per a aquest CUPS." } satisfies CompleteMessages["loadCurve"];
