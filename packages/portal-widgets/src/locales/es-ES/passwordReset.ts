import { textArea } from "../textArea";
import { internalError, specialCharacters, unavailable, unexpectedError } from "./sentences";

const resetSent = "Te hemos enviado un correo electrónico para cambiar tu contraseña.";

/** The password reset request's answers by status and by the answer's code (PasswordResetRequest). */
export const passwordResetMessages = textArea("passwordReset", {
  statuses: {
    "202": resetSent,
    "204": resetSent,
    "400": "Los datos introducidos no coinciden con los del registro.",
    "464": "No se ha podido cambiar la contraseña.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "169": "El correo electrónico no coincide con el del registro.",
    "170": "El teléfono no coincide con el del registro.",
    "174": "El nombre de usuario no está registrado.",
  },
});
