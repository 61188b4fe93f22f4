import type { CompleteMessages } from "../messages";

export const issues = {
  success: "La nova sol·licitud s'ha registrat correctament.",
  successCode: "Codi de la sol·licitud: {{code}}",
  contactSoon: "Ens posarem en contacte amb tu tan aviat com sigui possible.",
  error: "Hi ha hagut un error, torna-ho a provar.",
  empty: "No s'han trobat sol·licituds.",
} satisfies CompleteMessages["issues"];
