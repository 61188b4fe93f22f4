import { intlLocale, type LocaleId } from "../locales/available";
import { type DateInput, toDay } from "./calendarDate";

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/*
 * Numbers, amounts and dates for the chosen locale. Spanish is written by hand, exactly as
 * the spec shows it ('1.234,50 €', 'DD/MM/YYYY'): es-ES Intl leaves 4-digit numbers ungrouped
 * ('1234,50') and Node builds without full ICU lack es data altogether. The other locales go
 * through Intl ('1.234,50 €' in Catalan, Basque and Galician, '€1,234.50' in English). Every
 * locale rounds the same way first: halves away from zero on the decimal value (1.005 → 1.01).
 */

/** The value in cents, rounded half away from zero on its decimal value; null when not finite. */
function toCents(n: number | string | null | undefined): number | null {
  const value = typeof n === "string" && n.trim() !== "" ? Number(n) : n;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  // toPrecision removes binary noise first (1.005 * 100 = 100.49999999999999).
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return value < 0 && cents > 0 ? -cents : cents;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function intlNumber(locale: LocaleId, currency?: string): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ""}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      ...(currency ? { style: "currency", currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Grouped from 1.000 on, as in Spanish (Catalan, Galician and Basque CLDR data skip 4 digits).
      useGrouping: "always",
    } as Intl.NumberFormatOptions);
    numberFormats.set(key, format);
  }
  return format;
}

const quantityFormats = new Map<string, Intl.NumberFormat>();
/** `units / 10 ** maxDecimals`, already rounded the Spanish way, written by Intl for `locale`
 * with `minDecimals` to `maxDecimals` decimals, grouped from 1.000 on like the amounts. */
function intlQuantity(locale: LocaleId, negative: boolean, units: number, maxDecimals: number, minDecimals: number): string {
  const key = `${locale}|${maxDecimals}|${minDecimals}`;
  let format = quantityFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: "always",
    } as Intl.NumberFormatOptions);
    quantityFormats.set(key, format);
  }
  // A value that rounds to zero is written unsigned ('0', never '-0').
  const value = units / 10 ** maxDecimals;
  return format.format(negative && units > 0 ? -value : value);
}

/** kWh with exactly 3 decimals (to the Wh, as the server rounds them), grouped:
 * 1234.5 → '1.234,500' (Intl's for `locale` outside es-ES: '1,234.500' in English). Shown
 * where lines must add up to a total to the last digit. */
export function formatKwh(n: number | null | undefined, locale: LocaleId = "es-ES"): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  const wh = Math.round(Number((Math.abs(n) * 1000).toPrecision(15)));
  if (locale !== "es-ES") return intlQuantity(locale, n < 0, wh, 3, 3);
  const integer = Math.floor(wh / 1000)
    .toString()
    .replace(THOUSANDS, ".");
  return `${n < 0 && wh > 0 ? "-" : ""}${integer},${(wh % 1000).toString().padStart(3, "0")}`;
}

/**
 * A number with exactly 2 decimals: 1234.5 → '1.234,50' (es-ES, ca-ES, eu-ES, gl-ES),
 * '1,234.50' (en). Numeric strings use a dot as decimal separator ('1234.5'); anything not
 * finite → ''.
 */
export function formatNumber(n: number | string | null | undefined, locale: LocaleId = "es-ES"): string {
  const cents = toCents(n);
  if (cents === null) return "";
  if (locale !== "es-ES") return intlNumber(locale).format(cents / 100);
  const absolute = Math.abs(cents);
  const integer = Math.floor(absolute / 100)
    .toString()
    .replace(THOUSANDS, ".");
  const decimals = (absolute % 100).toString().padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${integer},${decimals}`;
}

/**
 * An amount with its currency: '1.234,50 €' for EUR (or '€') in Spanish, with a plain space;
 * the code after it otherwise ('1.234,50 USD'). A missing currency means EUR. Other locales
 * place the symbol as Intl does ('€1,234.50' in English).
 */
export function formatAmount(amount: number | string | null | undefined, currency?: string | null, locale: LocaleId = "es-ES"): string {
  const code = (currency ?? "").trim().toUpperCase();
  const iso = code === "" || code === "€" ? "EUR" : code;
  if (locale !== "es-ES") {
    const cents = toCents(amount);
    if (cents === null) return "";
    try {
      return intlNumber(locale, iso).format(cents / 100);
    } catch {
      // Not an ISO 4217 code Intl knows: the number and the code as given.
      return `${formatNumber(amount, locale)} ${code}`;
    }
  }
  const number = formatNumber(amount);
  if (number === "") return "";
  return `${number} ${iso === "EUR" ? "€" : code}`;
}

const dateFormats = new Map<LocaleId, Intl.DateTimeFormat>();

/** 'DD/MM/YYYY' in Spanish (Intl's numeric date elsewhere: '05/03/2024' in Catalan, Galician
 * and English, '2024/03/05' in Basque) from a Date, 'YYYY-MM-DD', an ISO date-time (its date
 * part) or 'DD-MM-YYYY'; invalid → ''. */
export function formatDate(value: DateInput, locale: LocaleId = "es-ES"): string {
  const day = toDay(value);
  if (!day) return "";
  if (locale === "es-ES") return day.format("DD/MM/YYYY");
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  // A calendar day, not an instant: formatted at UTC noon of that day, so no zone moves it.
  return format.format(Date.UTC(day.year(), day.month(), day.date(), 12));
}

/** The formatters bound to one locale (what widgets get from `useFormat()`). */
export interface Formatters {
  number: (n: number | string | null | undefined) => string;
  amount: (amount: number | string | null | undefined, currency?: string | null) => string;
  date: (value: DateInput) => string;
  /** formatQuantity: kWh, kW, days, rates with up to `maxDecimals` decimals. */
  quantity: (n: number | null | undefined, maxDecimals?: number, minDecimals?: number) => string;
  /** formatKwh: kWh with exactly 3 decimals. */
  kwh: (n: number | null | undefined) => string;
  /** formatUnitPrice: €/kWh, €/kW·día, €/día. */
  unitPrice: (price: number) => string;
  /** formatSignedAmount: a change in euros, its sign always written. */
  signedAmount: (amount: number, currency?: string | null) => string;
}

const bound = new Map<LocaleId, Formatters>();
export function formattersFor(locale: LocaleId): Formatters {
  let formatters = bound.get(locale);
  if (!formatters) {
    formatters = {
      number: (n) => formatNumber(n, locale),
      amount: (amount, currency) => formatAmount(amount, currency, locale),
      date: (value) => formatDate(value, locale),
      quantity: (n, maxDecimals, minDecimals) => formatQuantity(n, maxDecimals, minDecimals, locale),
      kwh: (n) => formatKwh(n, locale),
      unitPrice: (price) => formatUnitPrice(price, locale),
      signedAmount: (amount, currency) => formatSignedAmount(amount, currency, locale),
    };
    bound.set(locale, formatters);
  }
  return formatters;
}

/**
 * A quantity with up to `maxDecimals` decimals, trailing zeros dropped down to `minDecimals`:
 * kWh (42 → '42', 1234.5 → '1.234,5'), prices (0.134567 → '0,134567'), kW (3.45 → '3,45').
 * Grouped like formatNumber; Intl's separators outside es-ES ('1,234.5' in English), rounded
 * the same way first; anything not finite → ''.
 */
export function formatQuantity(n: number | null | undefined, maxDecimals = 3, minDecimals = 0, locale: LocaleId = "es-ES"): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  const scale = 10 ** maxDecimals;
  const units = Math.round(Number((Math.abs(n) * scale).toPrecision(15)));
  if (locale !== "es-ES") return intlQuantity(locale, n < 0, units, maxDecimals, minDecimals);
  const integer = Math.floor(units / scale)
    .toString()
    .replace(THOUSANDS, ".");
  let decimals = (units % scale).toString().padStart(maxDecimals, "0");
  while (decimals.length > minDecimals && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const sign = n < 0 && units > 0 ? "-" : "";
  return decimals === "" ? `${sign}${integer}` : `${sign}${integer},${decimals}`;
}

/** A unit price (€/kWh, €/kW·día, €/día) as the contract's price plan states it: up to 6
 * decimals, at least 2 (0.104979 → '0,104979', 0.06 → '0,06'). The invoice breakdown, the
 * power advice and 'Autoconsumo' all write prices with it, so one price reads the same. */
export function formatUnitPrice(price: number, locale: LocaleId = "es-ES"): string {
  return formatQuantity(price, 6, 2, locale);
}

/** An amount with its sign always written, as a change reads: '+8,10 €', '-3,20 €', '0,00 €'
 * ('+€8.10' in English; Basque writes Intl's minus sign, '−3,20 €'). */
export function formatSignedAmount(amount: number, currency?: string | null, locale: LocaleId = "es-ES"): string {
  const text = formatAmount(amount, currency, locale);
  const cents = toCents(amount);
  return cents === null || cents <= 0 ? text : `+${text}`;
}
