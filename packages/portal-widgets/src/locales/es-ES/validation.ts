import { textArea } from "../textArea";
import { validationLoginMessages } from "./validationLogin";

/** The field checks' texts (length, e-mail, digits, matching fields…): every form but the login's. */
export const validationMessages = textArea("validation", {
  ...validationLoginMessages.spanish,
  maxLength: "El campo {{field}} no debe ser mayor a {{max}} caracteres",
  email: "El campo {{field}} debe contener un correo electrónico válido.",
  numeric: "El campo {{field}} sólo puede contener números.",
  minDigits: "El campo {{field}} debe tener al menos {{min}} dígitos.",
  passwordMismatch: "Las contraseñas no coinciden.",
  emailMismatch: "Los correos electrónicos no coinciden.",
  ownerCifMismatch: "El CIF del titular debe coincidir con el número de documento.",
  forbiddenChars: "El campo {{field}} contiene caracteres no permitidos, como tabuladores o caracteres de control.",
});
