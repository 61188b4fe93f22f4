// Field checks: the spec's Spanish message when a value breaks a rule, null otherwise.
import { isFreeText, isOneLineText } from "@oficina-virtual/api-contract";
import { validationMessages } from "../locales/es-ES/validation";
import { formatMessage } from "../locales/format";
import type { Messages } from "../locales/messages";
import { textsOf } from "../locales/texts";
import { type Check, firstFailure, requiredCheck } from "./check";
import { LIMITS } from "./limits";
import { isEmail, isNumeric } from "./predicates";

export { type Check, firstFailure, LIMITS, requiredCheck };

/** The validation area of `messages`, with a host's overrides. */
export const validationTexts = (messages: Messages) => textsOf(messages, validationMessages);

const when = (ok: boolean, message: string) => (ok ? null : message);

/** The API's text rule (no control characters, no broken Unicode), so a form refuses what
 * the server would answer 400 for. `multiline` keeps tab and line breaks (a textarea). */
export const plainTextCheck =
  (messages: Messages, field: string, multiline = false): Check =>
  (value) =>
    when((multiline ? isFreeText : isOneLineText)(value), formatMessage(validationTexts(messages).forbiddenChars, { field }));

export const maxLengthCheck =
  (messages: Messages, field: string, max: number): Check =>
  (value) =>
    when(value.length <= max, formatMessage(validationTexts(messages).maxLength, { field, max }));

export const emailCheck =
  (messages: Messages, field: string): Check =>
  (value) =>
    when(isEmail(value.trim()), formatMessage(validationTexts(messages).email, { field }));

export const numericCheck =
  (messages: Messages, field: string): Check =>
  (value) =>
    when(isNumeric(value), formatMessage(validationTexts(messages).numeric, { field }));

export const minDigitsCheck =
  (messages: Messages, field: string, min: number): Check =>
  (value) =>
    when(value.length >= min, formatMessage(validationTexts(messages).minDigits, { field, min }));

export const oneOfCheck =
  (messages: Messages, field: string, options: readonly string[]): Check =>
  (value) =>
    when(options.includes(value.trim().toLowerCase()), formatMessage(validationTexts(messages).invalidOption, { field }));
