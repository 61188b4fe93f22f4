import type { Dayjs } from "dayjs";
import { esES, type Messages } from "../locales/es-ES";
import { dateRangeMessages } from "../locales/es-ES/dateRange";
import { textsOf } from "../locales/texts";
import { type DateInput, dayFromParts, madridToday, toDay } from "./calendarDate";

/**
 * Which screen the range belongs to (part 2 §5):
 * - invoices12Months: per-contract invoices and gas invoices, span ≤ 12 months.
 * - electricityAllInvoices1Month: all electricity invoices, span ≤ 1 month (the spec's
 *   message for that screen speaks of 1 month, while §9 says 12 months in general:
 *   we follow the screen's message; change `months` below if product decides otherwise).
 * - admin1Year: administrator invoices, span ≤ 12 months, "1 año" message.
 * - telemetry12Months: telemetry, load curve and certificate, start ≥ end − 12 months.
 * Invoice variants also refuse a start before EARLIEST_INVOICE_DATE.
 */
export type DateRangeVariant = "invoices12Months" | "electricityAllInvoices1Month" | "admin1Year" | "telemetry12Months";

type VariantRule = { months: number; message: "range12Months" | "range1Month" | "range1Year"; invoices: boolean };

const VARIANT_RULES: Record<DateRangeVariant, VariantRule> = {
  invoices12Months: { months: 12, message: "range12Months", invoices: true },
  electricityAllInvoices1Month: { months: 1, message: "range1Month", invoices: true },
  admin1Year: { months: 12, message: "range1Year", invoices: true },
  telemetry12Months: { months: 12, message: "range12Months", invoices: false },
};

/** "1 Jan 2005 minus one year": the earliest invoice search start, inclusive. */
export const EARLIEST_INVOICE_DATE = "2004-01-01";

const INPUT_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function parseInputDay(value: string | null | undefined): Dayjs | null {
  const match = typeof value === "string" ? INPUT_DATE.exec(value) : null;
  return match ? dayFromParts(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** Strict 'DD-MM-YYYY' (two-digit day and month, real calendar date) → local midnight, else null. */
export function parseInputDate(s: string | null | undefined): Date | null {
  return parseInputDay(s)?.toDate() ?? null;
}

export type DateRangeErrors = { desde?: string; hasta?: string };

export type DateRangeInput = {
  desde: string | null | undefined;
  hasta: string | null | undefined;
  variant: DateRangeVariant;
  /** Defaults to the current day; a Date or 'YYYY-MM-DD'. */
  today?: DateInput;
};

/**
 * Validates a Desde/Hasta pair typed as 'DD-MM-YYYY'. Returns one message per
 * failing field, `{}` when the range may be searched.
 * - Desde/Hasta missing or not a real 'DD-MM-YYYY' date → "El campo … es obligatorio."
 * - Hasta later than today → hastaFuture; Hasta not strictly after Desde → hastaBeforeDesde.
 * - Desde before end − N months (same day allowed), or before 2004-01-01 for
 *   invoices → the variant's range message.
 */
export function validateDateRange(input: DateRangeInput, messages: Messages = esES): DateRangeErrors {
  const texts = textsOf(messages, dateRangeMessages);
  const rule = VARIANT_RULES[input.variant];
  const start = parseInputDay(input.desde);
  const end = parseInputDay(input.hasta);
  const today = (input.today !== undefined ? toDay(input.today) : null) ?? madridToday();
  const errors: DateRangeErrors = {};

  if (!start) errors.desde = texts.desdeRequired;
  if (!end) errors.hasta = texts.hastaRequired;
  else if (today && end.isAfter(today)) errors.hasta = texts.hastaFuture;
  else if (start && !end.isAfter(start)) errors.hasta = texts.hastaBeforeDesde;

  if (start) {
    const beforeEarliest = rule.invoices && start.isBefore(toDay(EARLIEST_INVOICE_DATE));
    const spanTooLong = end !== null && start.isBefore(end.subtract(rule.months, "month"));
    if (beforeEarliest || spanTooLong) errors.desde = texts[rule.message];
  }
  return errors;
}

/** API date 'YYYY-MM-DD'; '0' when empty or not a date (the invoice calls' "no date"). */
export function toApiDate(d: DateInput): string {
  return toDay(d)?.format("YYYY-MM-DD") ?? "0";
}

/** Input/telemetry date 'DD-MM-YYYY'; '' when empty or not a date. */
export function toDmyDate(d: DateInput): string {
  return toDay(d)?.format("DD-MM-YYYY") ?? "";
}

/**
 * Telemetry and load-curve default range: the 7 days before today, i.e.
 * today − 7 … today − 1 ('DD-MM-YYYY', ready for the Desde/Hasta fields).
 */
export function lastSevenDaysEndingYesterday(today?: DateInput): { desde: string; hasta: string } {
  const day = (today !== undefined ? toDay(today) : null) ?? madridToday();
  if (!day) return { desde: "", hasta: "" };
  return { desde: day.subtract(7, "day").format("DD-MM-YYYY"), hasta: day.subtract(1, "day").format("DD-MM-YYYY") };
}
