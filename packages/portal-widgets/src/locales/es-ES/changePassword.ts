import { textArea } from "../textArea";
import { retryLater, specialCharacters } from "./sentences";

const wrongCurrentPassword = "La contraseña actual no es correcta.";

/** The logged-in password change's answers by status (AccountMenu). */
export const changePasswordMessages = textArea("changePassword", {
  statuses: {
    "200": "La contraseña se ha cambiado correctamente.",
    "400": wrongCurrentPassword,
    "403": wrongCurrentPassword,
    "465": specialCharacters,
    "500": wrongCurrentPassword,
    default: retryLater,
  },
});
