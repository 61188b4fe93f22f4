import type { CompleteMessages } from "../messages";

export const validation = {
  required: "O campo {{field}} é obrigatorio.",
  maxLength: "O campo {{field}} non debe ter máis de {{max}} caracteres",
  email: "O campo {{field}} debe conter un correo electrónico válido.",
  numeric: "O campo {{field}} só pode conter números.",
  minDigits: "O campo {{field}} debe ter polo menos {{min}} díxitos.",
  invalidOption: "O valor do campo {{field}} non é válido.",
  passwordMismatch: "Os contrasinais non coinciden.",
  emailMismatch: "Os correos electrónicos non coinciden.",
  ownerCifMismatch: "O CIF do titular debe coincidir co número de documento.",
  forbiddenChars: "O campo {{field}} contén caracteres non permitidos, como tabuladores ou caracteres de control.",
} satisfies CompleteMessages["validation"];
