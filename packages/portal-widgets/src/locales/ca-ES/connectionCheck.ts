import type { CompleteMessages } from "../messages";

export const connectionCheck = {
  button: "Comprova la connexió",
  success: "La connexió s'ha verificat correctament.",
  failure: "No hi ha connexió amb l'Oficina Virtual. Contacta amb Atenció al Client al telèfon {{phone}}.",
} satisfies CompleteMessages["connectionCheck"];
