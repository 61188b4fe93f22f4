import { textArea } from "../textArea";
import { retryLater, unavailable } from "./sentences";

const validationSent = "Te hemos enviado de nuevo el correo electrónico de validación.";

/** The new validation link's answers by status (ResendValidation), and its link to the login. */
export const resendValidationMessages = textArea("resendValidation", {
  statuses: {
    "200": validationSent,
    "202": validationSent,
    "204": validationSent,
    "404": "No existe ningún usuario con estos datos.",
    "409": "Tu usuario ya está activo. Puedes iniciar sesión.",
    "500": "Se ha producido un error no controlado. Por favor, inténtalo más tarde.",
    "503": unavailable,
    default: retryLater,
  },
  loginLink: "Iniciar sesión",
});
