import { textArea } from "../textArea";

/** The load curve's empty answer. */
export const loadCurveMessages = textArea("loadCurve", { empty: "No se han encontrado mediciones para este CUPS." });
