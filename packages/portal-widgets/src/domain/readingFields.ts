import { esES, type Messages } from "../locales/es-ES";
import { formatMessage } from "../locales/format";
import { normalizeTariff, type PeriodKey } from "./tariff";

export type ReadingFieldId =
  | "EnergiaActivaTotal"
  | "Punta"
  | "Valle"
  | "Llano"
  | PeriodKey
  | `EnergiaReactiva${PeriodKey}`
  | `PotenciaMaxima${PeriodKey}`
  | "Consumo";

export type ReadingField = { id: ReadingFieldId; label: string };

export type ReadingFieldsInput = {
  /** 'Electricidad' or 'Gas' in any case; anything but gas is read as electricity. */
  line: string | null | undefined;
  /** The supply point's accessFee.fee: a code ('2.0DHA', '3.0TD') or a number (6.1). */
  accessFee: string | number | null | undefined;
};

const PERIODS: readonly PeriodKey[] = ["P1", "P2", "P3", "P4", "P5", "P6"];
const SIX_PERIOD_SETS: ReadingFieldId[] = [
  ...PERIODS,
  ...PERIODS.map((p) => `EnergiaReactiva${p}` as const),
  ...PERIODS.map((p) => `PotenciaMaxima${p}` as const),
];
const SINGLE_TOTAL: ReadingFieldId[] = ["EnergiaActivaTotal"];
const PEAK_VALLEY: ReadingFieldId[] = ["Punta", "Valle"];
const PEAK_FLAT_VALLEY: ReadingFieldId[] = ["Punta", "Llano", "Valle"];

/**
 * Which readings a supply point asks for (part 2 §9), in display order.
 * Spec rules: 2.0A/2.1A → total; 2.0DHA/2.1DHA → Punta, Valle; 2.0DHS/2.1DHS →
 * Punta, Llano, Valle; 3.0A/3.1A or fee rounding to 6 → P1–P6 active, reactive and
 * maximum power; gas with fee rounding to 3 → Consumo.
 * Our extension for fees the spec does not name:
 * - gas always → Consumo (RL.1, RL.2 … are single-reading tariffs too);
 * - electricity without fee → the default tariff 6.1TD → six-period sets;
 * - electricity whose fee rounds to 3 (3.0TD, 3.0TDVE, 3) → six-period sets, like 3.0A;
 * - any other electricity fee (2.0TD, unknown) → Punta, Llano, Valle (three periods).
 */
export function readingFieldIds({ line, accessFee }: ReadingFieldsInput): ReadingFieldId[] {
  if ((line ?? "").trim().toLowerCase() === "gas") return ["Consumo"];
  const code = normalizeTariff(accessFee === null || accessFee === undefined ? "" : String(accessFee));
  if (code === "") return [...SIX_PERIOD_SETS];
  if (code === "2.0A" || code === "2.1A") return [...SINGLE_TOTAL];
  if (code === "2.0DHA" || code === "2.1DHA") return [...PEAK_VALLEY];
  if (code === "2.0DHS" || code === "2.1DHS") return [...PEAK_FLAT_VALLEY];
  if (code === "3.0A" || code === "3.1A") return [...SIX_PERIOD_SETS];
  const rounded = Math.round(Number.parseFloat(code));
  if (rounded === 6 || rounded === 3) return [...SIX_PERIOD_SETS];
  return [...PEAK_FLAT_VALLEY];
}

/** The Spanish label of a reading field ('Energía Reactiva P2'). */
export function readingFieldLabel(id: ReadingFieldId, messages: Messages = esES): string {
  const labels = messages.reading.labels;
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

/** Digits, then optionally a comma and 1 to 3 decimals; no thousands separator. */
const READING_VALUE = /^\d+(,\d{1,3})?$/;

/**
 * First problem with a typed reading, or null. The value is trimmed; it is
 * required, must match the numeric rule and be greater than zero.
 */
export function validateReading(label: string, value: string | null | undefined, messages: Messages = esES): string | null {
  const text = (value ?? "").trim();
  if (text === "") return formatMessage(messages.validation.required, { field: label });
  if (!READING_VALUE.test(text)) return formatMessage(messages.reading.numeric, { field: label });
  if (!(Number(text.replace(",", ".")) > 0)) return formatMessage(messages.reading.positive, { field: label });
  return null;
}
