import { z } from "zod";
import { fieldsMessages } from "../locales/es-ES/fields";
import { formatMessage } from "../locales/format";
import type { Messages } from "../locales/messages";
import { textsOf } from "../locales/texts";
import { type Check, firstFailure, plainTextCheck, requiredCheck, validationTexts } from "./rules";

/** The field names of `messages` (the `{{field}}` of each check), with a host's overrides. */
export const fieldTexts = (messages: Messages) => textsOf(messages, fieldsMessages);

type FieldOptions<T extends string> = {
  /** Skip every check when the value is empty or blank. */
  optional?: boolean;
  /** Applied to the output after the checks pass (trim, upper case…). */
  transform?: (value: string) => T;
  /** A textarea: tab and line breaks are allowed (every field refuses other control characters). */
  multiline?: boolean;
};

/**
 * A string field that reports only its first failing check, so a form shows one
 * message per field. A missing value is read as '' (zod `prefault`), so an absent
 * key gets the same "required" message as an empty input; `typeMessage` is for
 * values that are not strings at all.
 */
export function textField<T extends string = string>(checks: readonly Check[], typeMessage: string, options: FieldOptions<T> = {}) {
  const transform = options.transform ?? ((value: string) => value as T);
  return z
    .string({ error: typeMessage })
    .superRefine((value, ctx) => {
      if (options.optional && value.trim() === "") return;
      const message = firstFailure(value, checks);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    })
    .transform(transform)
    .prefault("");
}

/** A required field: "El campo {label} es obligatorio." first, then `checks` in order. */
export function requiredField<T extends string = string>(
  messages: Messages,
  label: string,
  checks: readonly Check[] = [],
  options: FieldOptions<T> = {},
) {
  const required = formatMessage(validationTexts(messages).required, { field: label });
  return textField([requiredCheck(messages, label), ...checks, plainTextCheck(messages, label, options.multiline)], required, options);
}

/** An optional field: empty passes, anything typed must pass `checks`. */
export function optionalField<T extends string = string>(
  messages: Messages,
  label: string,
  checks: readonly Check[],
  options: FieldOptions<T> = {},
) {
  const invalid = formatMessage(validationTexts(messages).invalidOption, { field: label });
  return textField([...checks, plainTextCheck(messages, label, options.multiline)], invalid, { ...options, optional: true });
}

/** A checkbox value (administrator flag…): a boolean, false when absent. */
export function flagField() {
  return z.boolean().prefault(false);
}

export const trimmed = (value: string) => value.trim();
export const upperTrimmed = (value: string) => value.trim().toUpperCase();
export const lowerTrimmed = (value: string) => value.trim().toLowerCase();
