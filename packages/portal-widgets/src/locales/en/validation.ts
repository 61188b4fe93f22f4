import type { CompleteMessages } from "../messages";

export const validation = {
  required: "The {{field}} field is required.",
  maxLength: "The {{field}} field must not be longer than {{max}} characters",
  email: "The {{field}} field must contain a valid e-mail address.",
  numeric: "The {{field}} field may only contain numbers.",
  minDigits: "The {{field}} field must have at least {{min}} digits.",
  invalidOption: "The value of the {{field}} field is not valid.",
  passwordMismatch: "The passwords do not match.",
  emailMismatch: "The e-mail addresses do not match.",
  ownerCifMismatch: "The holder's CIF must match the document number.",
  forbiddenChars: "The {{field}} field contains characters that are not allowed, such as tabs or control characters.",
} satisfies CompleteMessages["validation"];
