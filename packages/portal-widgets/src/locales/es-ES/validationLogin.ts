import { textArea } from "../textArea";

/**
 * The checks' texts the login form reads (forms/check.ts: a required field; its checkbox's
 * invalid value): a part of the `validation` area with a handle of its own, so the login page
 * does not bring the other forms' texts. validation.ts spreads these into the whole area's.
 */
export const validationLoginMessages = textArea("validation", {
  required: "El campo {{field}} es obligatorio.",
  invalidOption: "El valor del campo {{field}} no es válido.",
});
