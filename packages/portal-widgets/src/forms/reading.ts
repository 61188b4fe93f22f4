import { z } from "zod";
import { type ReadingFieldId, type ReadingFieldsInput, readingFields, readingValue, validateReading } from "../domain/readingFields";
import type { PreviousReading } from "../domain/readingSanity";
import type { LocaleId } from "../locales/available";
import { esES, type Messages } from "../locales/es-ES";
import { formatMessage } from "../locales/format";
import { textField } from "./fields";
import { validationTexts } from "./rules";

/**
 * Meter reading form (part 2 §5, §9): one required field per reading the supply
 * point asks for (readingFields), each numeric with a comma decimal (≤ 3
 * decimals; in English a point decimal too) and greater than zero. Keys are the field ids
 * ('P1', 'Consumo'…); the values come out in the contract's form ('60.5' typed in English
 * is sent as '60,5'). With the previous reading of a field, also not below it and not an
 * implausible jump from it.
 */
export function readingFormSchema(
  input: ReadingFieldsInput,
  messages: Messages = esES,
  previous: Partial<Record<ReadingFieldId, PreviousReading>> = {},
  locale: LocaleId = "es-ES",
) {
  const shape: Partial<Record<ReadingFieldId, ReturnType<typeof textField>>> = {};
  // Only valid values reach the transform; the fallback keeps its type total.
  const toContract = (value: string) => readingValue(value, locale) ?? value.trim();
  for (const { id, label } of readingFields(input, messages)) {
    const required = formatMessage(validationTexts(messages).required, { field: label });
    shape[id] = textField([(value) => validateReading(label, value, messages, id, previous[id], locale)], required, {
      transform: toContract,
    });
  }
  return z.object(shape as Record<ReadingFieldId, ReturnType<typeof textField>>);
}

export type ReadingFormValues = Partial<Record<ReadingFieldId, string>>;
