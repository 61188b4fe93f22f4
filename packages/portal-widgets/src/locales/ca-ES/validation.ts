import type { CompleteMessages } from "../messages";

export const validation = {
  required: "El camp {{field}} és obligatori.",
  maxLength: "El camp {{field}} no pot tenir més de {{max}} caràcters",
  email: "El camp {{field}} ha de contenir un correu electrònic vàlid.",
  numeric: "El camp {{field}} només pot contenir números.",
  minDigits: "El camp {{field}} ha de tenir com a mínim {{min}} dígits.",
  invalidOption: "El valor del camp {{field}} no és vàlid.",
  passwordMismatch: "Les contrasenyes no coincideixen.",
  emailMismatch: "Els correus electrònics no coincideixen.",
  ownerCifMismatch: "El CIF del titular ha de coincidir amb el número de document.",
  forbiddenChars: "El camp {{field}} conté caràcters no permesos, com ara tabuladors o caràcters de control.",
} satisfies CompleteMessages["validation"];
