import { textArea } from "../textArea";

/** The connection diagnostic's button and verdict: the diagnostic itself and the sign-up's summary. */
export const connectionCheckMessages = textArea("connectionCheck", {
  button: "Comprobar conexión",
  success: "La conexión se ha verificado correctamente.",
  failure: "No hay conexión con la Oficina Virtual. Por favor, contacta con Atención al Cliente en el teléfono {{phone}}.",
});
