import { textArea } from "../textArea";
import { specialCharacters } from "./sentences";

/** The screens opened from an e-mailed link (VerifyEmail, SetNewPassword, EmailLinkPasswordChange). */
export const tokenPagesMessages = textArea("tokenPages", {
  expired: "El enlace ha caducado o no es válido.",
  requestNewLink: "Solicitar nuevo enlace",
  specialCharacters,
  emailVerified: "Tu correo electrónico se ha verificado correctamente.",
  passwordUpdated: "Tu contraseña se ha actualizado correctamente.",
});
