import { type ReadingField as ContractReadingField, readingFromTyped, requiredReadingFields } from "@oficina-virtual/api-contract";
import { intlLocale, type LocaleId } from "../locales/available";
import { esES, type Messages } from "../locales/es-ES";
import { readingMessages } from "../locales/es-ES/reading";
import { validationMessages } from "../locales/es-ES/validation";
import { formatMessage } from "../locales/format";
import { textsOf } from "../locales/texts";
import { type PreviousReading, readingProblem } from "./readingSanity";

/** A reading field of part 2 §9 ('EnergiaActivaTotal', 'Punta', 'P1', 'EnergiaReactivaP1'…). */
export type ReadingFieldId = ContractReadingField;

export type ReadingField = { id: ReadingFieldId; label: string };

export type ReadingFieldsInput = {
  /** 'Electricidad' or 'Gas' in any case; anything but gas is read as electricity. */
  line: string | null | undefined;
  /** The supply point's accessFee.fee: a code ('2.0DHA', '3.0TD') or a number (6.1). */
  accessFee: string | number | null | undefined;
};

/** Which readings a supply point asks for (part 2 §9), in display order: the contract's
 * table, so the form asks exactly what the reading call accepts. */
export function readingFieldIds({ line, accessFee }: ReadingFieldsInput): ReadingFieldId[] {
  return requiredReadingFields(line, accessFee);
}

/** The Spanish label of a reading field ('Energía Reactiva P2'). */
export function readingFieldLabel(id: ReadingFieldId, messages: Messages = esES): string {
  const labels = textsOf(messages, readingMessages).labels;
  switch (id) {
    case "EnergiaActivaTotal":
      return labels.energiaActivaTotal;
    case "Punta":
      return labels.punta;
    case "Llano":
      return labels.llano;
    case "Valle":
      return labels.valle;
    case "Consumo":
      return labels.consumo;
    default: {
      const period = id.slice(-2);
      if (id.startsWith("EnergiaReactiva")) return formatMessage(labels.energiaReactiva, { period });
      if (id.startsWith("PotenciaMaxima")) return formatMessage(labels.potenciaMaxima, { period });
      return formatMessage(labels.energiaActiva, { period });
    }
  }
}

/** Fields with their labels, in display order. */
export function readingFields(input: ReadingFieldsInput, messages: Messages = esES): ReadingField[] {
  return readingFieldIds(input).map((id) => ({ id, label: readingFieldLabel(id, messages) }));
}

const decimalPointByLocale = new Map<LocaleId, boolean>();

/** Whether `locale` writes decimals with a point (English: '60.5'); the others use a comma. */
export function writesDecimalPoint(locale: LocaleId): boolean {
  let point = decimalPointByLocale.get(locale);
  if (point === undefined) {
    point = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === "decimal")?.value === ".";
    decimalPointByLocale.set(locale, point);
  }
  return point;
}

/** The reading as the contract takes it ('60,5'), read in `locale`'s writing; null if it is
 * not a number there (readingFromTyped). */
export function readingValue(typed: string, locale: LocaleId = "es-ES"): string | null {
  return readingFromTyped(typed, writesDecimalPoint(locale));
}

const PROBLEM_TEXT = { decimals: "wholeKwh", lower: "lower", jump: "jump" } as const;

/**
 * First problem with a typed reading, or null. The value is trimmed; it is
 * required, must be a number in `locale`'s writing (a comma decimal, and in English a point
 * one too: readingValue) and greater than zero; with its field's id, it
 * must also be plausible for that register (readingProblem).
 */
export function validateReading(
  label: string,
  value: string | null | undefined,
  messages: Messages = esES,
  id?: ReadingFieldId,
  previous?: PreviousReading,
  locale: LocaleId = "es-ES",
): string | null {
  const text = (value ?? "").trim();
  if (text === "") return formatMessage(textsOf(messages, validationMessages).required, { field: label });
  const texts = textsOf(messages, readingMessages);
  const reading = readingValue(text, locale);
  if (reading === null) return formatMessage(texts.numeric, { field: label });
  if (!(Number(reading.replace(",", ".")) > 0)) return formatMessage(texts.positive, { field: label });
  const problem = id ? readingProblem(id, reading, previous) : null;
  return problem ? formatMessage(texts[PROBLEM_TEXT[problem]], { field: label }) : null;
}
