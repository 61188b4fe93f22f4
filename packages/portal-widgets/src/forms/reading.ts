import { z } from "zod";
import { type ReadingFieldId, type ReadingFieldsInput, readingFields, validateReading } from "../domain/readingFields";
import type { PreviousReading } from "../domain/readingSanity";
import { esES, type Messages } from "../locales/es-ES";
import { formatMessage } from "../locales/format";
import { textField, trimmed } from "./fields";
import { validationTexts } from "./rules";

/**
 * Meter reading form (part 2 §5, §9): one required field per reading the supply
 * point asks for (readingFields), each numeric with a comma decimal (≤ 3
 * decimals) and greater than zero. Keys are the field ids ('P1', 'Consumo'…). With the
 * previous reading of a field, also not below it and not an implausible jump from it.
 */
export function readingFormSchema(
  input: ReadingFieldsInput,
  messages: Messages = esES,
  previous: Partial<Record<ReadingFieldId, PreviousReading>> = {},
) {
  const shape: Partial<Record<ReadingFieldId, ReturnType<typeof textField>>> = {};
  for (const { id, label } of readingFields(input, messages)) {
    const required = formatMessage(validationTexts(messages).required, { field: label });
    shape[id] = textField([(value) => validateReading(label, value, messages, id, previous[id])], required, { transform: trimmed });
  }
  return z.object(shape as Record<ReadingFieldId, ReturnType<typeof textField>>);
}

export type ReadingFormValues = Partial<Record<ReadingFieldId, string>>;
