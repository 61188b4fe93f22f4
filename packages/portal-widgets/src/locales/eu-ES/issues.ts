import type { CompleteMessages } from "../messages";

export const issues = {
  success: "Eskaera berria behar bezala erregistratu da.",
  successCode: "Eskaeraren kodea: {{code}}",
  contactSoon: "Ahalik eta lasterren jarriko gara zurekin harremanetan.",
  error: "Errore bat gertatu da; saiatu berriro.",
  empty: "Ez da eskaerarik aurkitu.",
} satisfies CompleteMessages["issues"];
