// The spec's field rules as predicates: true when the value satisfies the rule. The checks of
// rules.ts turn them into messages.
import { nameLength, textareaCount } from "../domain/textLength";
import { LIMITS } from "./limits";

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

/** zod's own e-mail pattern (`z.email()`, what the contract checks), copied: importing it
 * would bring zod's regexes module into the first load of /login.
 * predicates.test.ts holds the copy to zod's. */
// eslint-disable-next-line no-useless-escape -- zod's pattern verbatim: the test compares the sources.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A practical e-mail check (zod's own pattern). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
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
