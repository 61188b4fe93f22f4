// Field checks: the spec's Spanish message when a value breaks a rule, null otherwise.
import { isFreeText, isOneLineText } from "@oficina-virtual/api-contract";
import { formatMessage } from "../locales/format";
import type { Messages } from "../locales/messages";
import { LIMITS } from "./limits";
import { isEmail, isNumeric } from "./predicates";

export { LIMITS };

/** A field check: the Spanish message when `value` breaks the rule, null otherwise. */
export type Check = (value: string) => string | null;

const when = (ok: boolean, message: string) => (ok ? null : message);

export const requiredCheck =
  (messages: Messages, field: string): Check =>
  (value) =>
    when(value.trim() !== "", formatMessage(messages.validation.required, { field }));

/** The API's text rule (no control characters, no broken Unicode), so a form refuses what
 * the server would answer 400 for. `multiline` keeps tab and line breaks (a textarea). */
export const plainTextCheck =
  (messages: Messages, field: string, multiline = false): Check =>
  (value) =>
    when((multiline ? isFreeText : isOneLineText)(value), formatMessage(messages.validation.forbiddenChars, { field }));

export const maxLengthCheck =
  (messages: Messages, field: string, max: number): Check =>
  (value) =>
    when(value.length <= max, formatMessage(messages.validation.maxLength, { field, max }));

export const emailCheck =
  (messages: Messages, field: string): Check =>
  (value) =>
    when(isEmail(value.trim()), formatMessage(messages.validation.email, { field }));

export const numericCheck =
  (messages: Messages, field: string): Check =>
  (value) =>
    when(isNumeric(value), formatMessage(messages.validation.numeric, { field }));

export const minDigitsCheck =
  (messages: Messages, field: string, min: number): Check =>
  (value) =>
    when(value.length >= min, formatMessage(messages.validation.minDigits, { field, min }));

export const oneOfCheck =
  (messages: Messages, field: string, options: readonly string[]): Check =>
  (value) =>
    when(options.includes(value.trim().toLowerCase()), formatMessage(messages.validation.invalidOption, { field }));

/** The first message of the first failing check, or null. */
export function firstFailure(value: string, checks: readonly Check[]): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
}
