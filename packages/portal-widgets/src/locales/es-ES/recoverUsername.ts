import { textArea } from "../textArea";
import { internalError, unavailable, unexpectedError } from "./sentences";

/** The username recovery's answers by status (RecoverUsername). */
export const recoverUsernameMessages = textArea("recoverUsername", {
  statuses: {
    "200": "Te hemos enviado un correo electrónico con tu nombre de usuario.",
    "204": "No existe ninguna cuenta asociada a este correo electrónico.",
    "400": "No se ha encontrado ningún usuario con estos datos.",
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
});
