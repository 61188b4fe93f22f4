import { textArea } from "../textArea";

/** The contracts list and a contract's details. */
export const contractsMessages = textArea("contracts", {
  empty: "No se han encontrado productos contratados.",
  detailError: "Se ha producido un error al intentar obtener la información del contrato {{code}}",
});
