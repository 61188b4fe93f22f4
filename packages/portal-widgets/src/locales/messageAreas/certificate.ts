import { messageArea } from "./areaHandle";

/** The consumption certificate's empty answer. */
export const certificateMessages = messageArea("certificate", { empty: "No se han encontrado certificados en las fechas seleccionadas." });
