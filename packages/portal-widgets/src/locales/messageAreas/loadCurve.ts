import { messageArea } from "./areaHandle";

/** The load curve's empty answer. */
export const loadCurveMessages = messageArea("loadCurve", { empty: "No se han encontrado mediciones para este CUPS." });
