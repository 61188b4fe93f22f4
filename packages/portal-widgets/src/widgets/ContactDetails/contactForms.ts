import { spanishMobile } from "@oficina-virtual/api-contract";
import type { LocaleId } from "../../locales/available";
import type { contactDetailsLabels } from "../../locales/es-ES/labels/contactDetails";
import type { Messages } from "../../locales/messages";
import { type CallOutcome, tooManyAttemptsMessage } from "../shared/account/callFailure";

type Texts = (typeof contactDetailsLabels)["contactDetails"];

/** The field's own error, before any call: the same rules as the server's contract. */
export const phoneError = (value: string, t: Texts) => (spanishMobile(value.trim()) ? undefined : t.invalidPhone);
export const codeError = (value: string, t: Texts) => (/^\d{6}$/.test(value.trim()) ? undefined : t.invalidCode);
export const emailError = (value: string, t: Texts) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 100 ? undefined : t.invalidEmail;

/** The text of a failed call, in the portal's language: the server's Spanish texts have a
 * translation here per status. */
export function failureText(result: CallOutcome, t: Texts, locale: LocaleId, messages: Messages): string | undefined {
  if (result.ok) return undefined;
  if (result.status === 429) return tooManyAttemptsMessage(result, locale, messages) || t.error;
  if (result.status === 422) return t.wrongCode;
  if (result.status === 409) return t.emailInUse;
  return t.error;
}
