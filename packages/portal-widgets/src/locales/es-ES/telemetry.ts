import { textArea } from "../textArea";

/** The telemetry chart's empty answer. */
export const telemetryMessages = textArea("telemetry", {
  empty: "No se han encontrado mediciones para las fechas seleccionadas.",
  emptyHint: "Comprueba que las fechas seleccionadas son correctas.",
});
