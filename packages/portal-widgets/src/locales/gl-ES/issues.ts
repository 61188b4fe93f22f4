import type { CompleteMessages } from "../messages";

export const issues = {
  success: "O rexistro da nova solicitude realizouse con éxito.",
  successCode: "Código da solicitude: {{code}}",
  contactSoon: "Poñerémonos en contacto contigo o antes posible.",
  error: "Houbo un erro, téntao de novo.",
  empty: "Non se atoparon solicitudes.",
} satisfies CompleteMessages["issues"];
