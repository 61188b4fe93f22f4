import type { ReadingField } from "./schemas/readings";

/*
 * Which meter readings a supply point takes (part 2 §9). It lives in the contract because
 * the form (library) and the reading call (server) must ask for exactly the same fields.
 */

const PERIODS = ["P1", "P2", "P3", "P4", "P5", "P6"] as const;
const SIX_PERIOD_SETS: ReadingField[] = [
  ...PERIODS,
  ...PERIODS.map((p) => `EnergiaReactiva${p}` as const),
  ...PERIODS.map((p) => `PotenciaMaxima${p}` as const),
];
const SINGLE_TOTAL: ReadingField[] = ["EnergiaActivaTotal"];
const PEAK_VALLEY: ReadingField[] = ["Punta", "Valle"];
const PEAK_FLAT_VALLEY: ReadingField[] = ["Punta", "Llano", "Valle"];

/** Tariff codes compared without case or spaces: ' 6.1 td' is 6.1TD. */
const normalizeFee = (fee: string | number | null | undefined) =>
  (fee === null || fee === undefined ? "" : String(fee)).replace(/\s+/g, "").toUpperCase();

/**
 * The fields, in display order. Spec rules: 2.0A/2.1A → total; 2.0DHA/2.1DHA → Punta,
 * Valle; 2.0DHS/2.1DHS → Punta, Llano, Valle; 3.0A/3.1A or a fee rounding to 6 → P1–P6
 * active, reactive and maximum power; gas with a fee rounding to 3 → Consumo.
 * Our extension for fees the spec does not name:
 * - gas always → Consumo (RL.1, RL.2 … are single-reading tariffs too);
 * - electricity without fee → the default tariff 6.1TD → six-period sets;
 * - electricity whose fee rounds to 3 (3.0TD, 3.0TDVE) → six-period sets, like 3.0A;
 * - any other electricity fee (2.0TD, unknown) → Punta, Llano, Valle.
 */
export function requiredReadingFields(line: string | null | undefined, accessFee: string | number | null | undefined): ReadingField[] {
  if ((line ?? "").trim().toLowerCase() === "gas") return ["Consumo"];
  const code = normalizeFee(accessFee);
  if (code === "") return [...SIX_PERIOD_SETS];
  if (code === "2.0A" || code === "2.1A") return [...SINGLE_TOTAL];
  if (code === "2.0DHA" || code === "2.1DHA") return [...PEAK_VALLEY];
  if (code === "2.0DHS" || code === "2.1DHS") return [...PEAK_FLAT_VALLEY];
  if (code === "3.0A" || code === "3.1A") return [...SIX_PERIOD_SETS];
  const rounded = Math.round(Number.parseFloat(code));
  if (rounded === 6 || rounded === 3) return [...SIX_PERIOD_SETS];
  return [...PEAK_FLAT_VALLEY];
}

/** The contract's form of a reading (part 2 §5): digits, then a comma and up to 3 decimals. */
const WIRE_READING = /^\d+(?:,\d{1,3})?$/;
/** '1,234' where a point is the decimal mark: a thousands separator as likely as a decimal one. */
const GROUPED_THOUSAND = /^\d{1,3},\d{3}$/;
const POINT_READING = /^\d+\.\d{1,3}$/;

/**
 * A reading as typed, in the contract's form ('60,5'), or null when it is not a number in
 * the customer's writing. `decimalPoint`: the language writes decimals with a point (English),
 * so '60.5' is read as '60,5' and '60,5' still is (no reading needs a thousands group), but
 * '1,234' is refused: there it may mean 1234, and a meter reading is not guessed. Where the
 * comma is the decimal mark (Spanish, Catalan, Basque, Galician) a point groups thousands
 * ('1.234'), which the spec refuses with its own message.
 */
export function readingFromTyped(typed: string, decimalPoint: boolean): string | null {
  const text = typed.trim();
  if (WIRE_READING.test(text)) return decimalPoint && GROUPED_THOUSAND.test(text) ? null : text;
  if (decimalPoint && POINT_READING.test(text)) return text.replace(".", ",");
  return null;
}
