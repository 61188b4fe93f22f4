/** es-ES formatting and the invoice-number rule shared by every invoice document. */

export type Line = "Electricidad" | "Gas";

const twoDecimals = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const energy = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 0, maximumFractionDigits: 3 });
const unitPrice = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 4, maximumFractionDigits: 6 });

/** 1234.5 → '1234,50 €' (es-ES, 2 decimals; EUR shown as €). */
export function formatAmount(value: number, currency = "EUR"): string {
  return `${twoDecimals.format(value)} ${currency === "EUR" ? "€" : currency}`;
}

export const formatKwh = (value: number): string => `${energy.format(value)} kWh`;
export const formatNumber = (value: number): string => energy.format(value);
export const formatUnitPrice = (value: number): string => unitPrice.format(value);

const spanishPlural = new Intl.PluralRules("es-ES");

/** '1 día', '30 días', '1 factura': the noun agreeing with the count (CLDR's Spanish rule;
 * its 'many', a round million, takes the plural). */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${spanishPlural.select(count) === "one" ? one : other}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The number as the customer sees it: the series prefixed, except 'ENERGIA' (part 2 §3). */
export function invoiceNumber(serie: string | null | undefined, numero: string): string {
  const series = (serie ?? "").trim();
  return series === "" || series.toUpperCase() === "ENERGIA" ? numero : `${series}${numero}`;
}

/** 'Factura-{series}{number}.pdf' (part 2 §9). */
export const invoiceFileName = (serie: string | null | undefined, numero: string): string => `Factura-${invoiceNumber(serie, numero)}.pdf`;

/** Tariffs with six periods (part 2 §9); other electricity tariffs have three, gas one. */
const SIX_PERIOD_TARIFFS = new Set(["6.1TDVE", "3.0TDVE", "6.4TD", "6.3TD", "6.2TD", "6.1TD", "3.0TD"]);

export function periodCount(line: Line, tarifa: string): number {
  if (line === "Gas") return 1;
  return SIX_PERIOD_TARIFFS.has(tarifa.trim().toUpperCase()) ? 6 : 3;
}

/** Days of a reading period, both ends included. */
export function periodDays(from: string, until: string): number {
  const days = Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return Number.isFinite(days) && days > 0 ? days : 1;
}
