import { textArea } from "../textArea";

/** Support requests: sent, failed, none found (IssueForm, IssuesView). */
export const issuesMessages = textArea("issues", {
  success: "El registro de la nueva solicitud se ha realizado con éxito.",
  successCode: "Código de la solicitud: {{code}}",
  contactSoon: "Nos pondremos en contacto lo antes posible.",
  error: "Ha habido un error, inténtalo nuevamente.",
  empty: "No se han encontrado solicitudes.",
});
