import { isFreeText, isOneLineText } from "@oficina-virtual/api-contract";
import { z } from "zod";
import { nameLength, textareaCount } from "../domain/textLength";
import { formatMessage } from "../locales/format";
import type { Messages } from "../locales/messages";

/** Limits of part 1 §5 and §9. */
export const LIMITS = {
  nameMax: 50,
  lastNamesMax: 50,
  emailMax: 100,
  phoneMinDigits: 9,
  usernameMin: 3,
  usernameMax: 30,
  documentMin: 8,
  documentMax: 10,
  passwordMin: 8,
  issueTitleMax: 200,
  issueDescriptionMax: 1000,
  resetUsernameMax: 100,
} as const;

// ---------- Predicates: true when the value satisfies the spec rule ----------

/** Characters that count as "special" for the password classes. */
export const PASSWORD_SPECIAL_CHARS = "!@#$%^*.";
/** Characters a password must not contain (first reading of the spec). */
export const PASSWORD_FORBIDDEN_CHARS = '=_&?-/\\"';

/** How many of upper case, lower case, digit and special (!@#$%^*.) the value has (0–4). Accented letters count as letters. */
export function passwordClassCount(value: string): number {
  return [/\p{Lu}/u, /\p{Ll}/u, /[0-9]/, /[!@#$%^*.]/].filter((pattern) => pattern.test(value)).length;
}

/** password-policy: ≥ 8 characters, ≥ 3 of the 4 classes, none of = _ & ? - / \ ". */
export function passwordPolicy(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMin &&
    passwordClassCount(value) >= 3 &&
    ![...PASSWORD_FORBIDDEN_CHARS].some((char) => value.includes(char))
  );
}

/** username-policy: 3 to 30 ASCII letters or digits. */
export function usernamePolicy(value: string): boolean {
  return /^[A-Za-z0-9]{3,30}$/.test(value);
}

/** allowedChars: letters, digits, Spanish accents (áéíóúüñ, capitals too), whitespace and . , ' - (empty passes). */
export function allowedChars(value: string): boolean {
  return /^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ\s.,'-]*$/.test(value);
}

/** document-policy: 8 to 10 ASCII letters or digits. */
export function documentPolicy(value: string): boolean {
  return /^[A-Za-z0-9]{8,10}$/.test(value);
}

/** Digits only. */
export function isNumeric(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/** A practical e-mail check (zod's own pattern). */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value);
}

/** firstname-length: length plus double quotes within `max`. */
export function firstnameLength(value: string, max: number = LIMITS.nameMax): boolean {
  return nameLength(value) <= max;
}

/** lastname-length: both surnames (each length plus its quotes; the joining space not counted) within 50. */
export function lastnameLength(lastName1: string, lastName2: string, max: number = LIMITS.lastNamesMax): boolean {
  return nameLength(lastName1) + nameLength(lastName2) <= max;
}

/** textarea-count: length + 5 per double quote + 1 per newline within `max`. */
export function textareaCountWithin(value: string, max: number): boolean {
  return textareaCount(value) <= max;
}

// ---------- Checks: the first message for a value, or null ----------

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

export const passwordPolicyCheck =
  (messages: Messages): Check =>
  (value) =>
    when(passwordPolicy(value), messages.rules.passwordPolicy);

export const usernamePolicyCheck =
  (messages: Messages): Check =>
  (value) =>
    when(usernamePolicy(value), messages.rules.usernamePolicy);

export const allowedCharsCheck =
  (messages: Messages): Check =>
  (value) =>
    when(allowedChars(value), messages.rules.allowedChars);

export const documentPolicyCheck =
  (messages: Messages): Check =>
  (value) =>
    when(documentPolicy(value.trim()), messages.rules.documentPolicy);

export const firstnameLengthCheck =
  (messages: Messages, max: number = LIMITS.nameMax): Check =>
  (value) =>
    when(firstnameLength(value, max), formatMessage(messages.rules.firstnameLength, { max }));

export const textareaCountCheck =
  (messages: Messages, field: string, max: number): Check =>
  (value) =>
    when(textareaCountWithin(value, max), formatMessage(messages.rules.textareaCount, { field, max }));

/** The first message of the first failing check, or null. */
export function firstFailure(value: string, checks: readonly Check[]): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
}
