import { textArea } from "../textArea";

/** The password rules of the e-mailed link's password change (EmailLinkPasswordChange). */
export const emailLinkPasswordMessages = textArea("emailLinkPassword", {
  minLength: "La contraseña debe tener al menos 8 caracteres.",
  complexity:
    "La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial",
  mismatch: "Las contraseñas no coinciden.",
});
