import { textArea } from "../textArea";
import { internalError, specialCharacters, unavailable, unexpectedError } from "./sentences";

/** Setting a new password from a link: answers by status and by the answer's code (SetNewPassword). */
export const setPasswordMessages = textArea("setPassword", {
  statuses: {
    "202": "La contraseña se ha guardado correctamente.",
    "400": "La solicitud no es correcta.",
    "412": "No se cumplen las condiciones necesarias para cambiar la contraseña.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "147": "El código de confirmación ha caducado o no es correcto.",
    "176": "El formato de la contraseña no es correcto.",
  },
});
