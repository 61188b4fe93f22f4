import { type DateInput, toDay } from "./calendarDate";

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * es-ES number with exactly 2 decimals: 1234.5 → '1.234,50'.
 * Grouping is done here, not with Intl: es-ES Intl leaves 4-digit numbers ungrouped
 * ('1234,50') and Node builds without full ICU lack es data altogether; we always
 * group. Halves round away from zero on the decimal value (1.005 → '1,01').
 * Numeric strings use a dot as decimal separator ('1234.5'); anything not finite → ''.
 */
export function formatNumber(n: number | string | null | undefined): string {
  const value = typeof n === "string" && n.trim() !== "" ? Number(n) : n;
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  // toPrecision removes binary noise first (1.005 * 100 = 100.49999999999999).
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const integer = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, ".");
  const decimals = (cents % 100).toString().padStart(2, "0");
  return `${value < 0 && cents > 0 ? "-" : ""}${integer},${decimals}`;
}

/** kWh as es-ES with exactly 3 decimals (to the Wh, as the server rounds them), grouped:
 * 1234.5 → '1.234,500'. Shown where lines must add up to a total to the last digit. */
export function formatKwh(n: number | null | undefined): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  const wh = Math.round(Number((Math.abs(n) * 1000).toPrecision(15)));
  const integer = Math.floor(wh / 1000)
    .toString()
    .replace(THOUSANDS, ".");
  return `${n < 0 && wh > 0 ? "-" : ""}${integer},${(wh % 1000).toString().padStart(3, "0")}`;
}

/**
 * An amount with its currency after it: '1.234,50 €' for EUR (or '€'), the code
 * otherwise ('1.234,50 USD'). A missing currency means EUR. Plain space separator.
 */
export function formatAmount(amount: number | string | null | undefined, currency?: string | null): string {
  const number = formatNumber(amount);
  if (number === "") return "";
  const code = (currency ?? "").trim().toUpperCase();
  const symbol = code === "" || code === "EUR" || code === "€" ? "€" : code;
  return `${number} ${symbol}`;
}

/** 'DD/MM/YYYY' from a Date, 'YYYY-MM-DD', an ISO date-time (its date part) or 'DD-MM-YYYY'; invalid → ''. */
export function formatDate(value: DateInput): string {
  return toDay(value)?.format("DD/MM/YYYY") ?? "";
}
