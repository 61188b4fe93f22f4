import { textArea } from "../textArea";

/** The consumption certificate's empty answer. */
export const certificateMessages = textArea("certificate", { empty: "No se han encontrado certificados en las fechas seleccionadas." });
