import type { CompleteMessages } from "../messages";

export const connectionCheck = {
  button: "Comprobar a conexión",
  success: "A conexión verificouse correctamente.",
  failure: "Non hai conexión coa Oficina Virtual. Por favor, contacta con Atención ao Cliente no teléfono {{phone}}.",
} satisfies CompleteMessages["connectionCheck"];
