// The named custom rules of part 1 §5 (password, username, document…): their texts are the
// `rules` message area, which the login page does not need, so they are apart from rules.ts.
import { esES, type Messages } from "../locales/es-ES";
import { rulesMessages } from "../locales/es-ES/rules";
import { formatMessage } from "../locales/format";
import { textsOf } from "../locales/texts";
import { LIMITS } from "./limits";
import { allowedChars, documentPolicy, firstnameLength, passwordPolicy, textareaCountWithin, usernamePolicy } from "./predicates";
import type { Check } from "./rules";

/** The `rules` area of `messages` (es-ES's by default). */
export const rulesTexts = (messages: Messages = esES) => textsOf(messages, rulesMessages);

const when = (ok: boolean, message: string) => (ok ? null : message);

export const passwordPolicyCheck =
  (messages: Messages): Check =>
  (value) =>
    when(passwordPolicy(value), rulesTexts(messages).passwordPolicy);

export const usernamePolicyCheck =
  (messages: Messages): Check =>
  (value) =>
    when(usernamePolicy(value), rulesTexts(messages).usernamePolicy);

export const allowedCharsCheck =
  (messages: Messages): Check =>
  (value) =>
    when(allowedChars(value), rulesTexts(messages).allowedChars);

export const documentPolicyCheck =
  (messages: Messages): Check =>
  (value) =>
    when(documentPolicy(value.trim()), rulesTexts(messages).documentPolicy);

export const firstnameLengthCheck =
  (messages: Messages, max: number = LIMITS.nameMax): Check =>
  (value) =>
    when(firstnameLength(value, max), formatMessage(rulesTexts(messages).firstnameLength, { max }));

export const textareaCountCheck =
  (messages: Messages, field: string, max: number): Check =>
  (value) =>
    when(textareaCountWithin(value, max), formatMessage(rulesTexts(messages).textareaCount, { field, max }));
