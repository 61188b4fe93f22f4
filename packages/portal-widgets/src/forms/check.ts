// What the login form's schema needs of the field checks (plainForm.ts, login.ts), apart from
// rules.ts: the other checks' texts are the part of the validation area the login page does
// not load.

import { validationLoginMessages } from "../locales/es-ES/validationLogin";
import { formatMessage } from "../locales/format";
import type { Messages } from "../locales/messages";
import { textsOf } from "../locales/texts";

/** A field check: the Spanish message when `value` breaks the rule, null otherwise. */
export type Check = (value: string) => string | null;

/** The validation texts the login form reads (`required`, `invalidOption`), with a host's overrides. */
export const validationLoginTexts = (messages: Messages) => textsOf(messages, validationLoginMessages);

export const requiredCheck =
  (messages: Messages, field: string): Check =>
  (value) =>
    value.trim() !== "" ? null : formatMessage(validationLoginTexts(messages).required, { field });

/** The first message of the first failing check, or null. */
export function firstFailure(value: string, checks: readonly Check[]): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
}
