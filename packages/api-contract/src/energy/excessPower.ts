import { toCents } from "./selfConsumption";
import { isSixPeriodTariff } from "./tariffPeriods";

/**
 * The excess-power term (término de excesos de potencia) of 3.0TD and 6.xTD, which have no
 * power control switch (ICP): what the power demanded above the contracted costs (Circular
 * CNMC 3/2020, art. 9; sources in apps/api/README.md, "Excess power").
 *
 * - Supplies up to 50 kW (metering points type 4 and 5) are billed from the maxímetro: in each
 *   power period whose maxímetro passes the contracted power,
 *   2 × (maxímetro − contracted kW) × tep × days of the invoice / 30.
 * - Above 50 kW (types 1–3) every quarter-hour above the contracted power counts:
 *   Kp × tep × √Σ (Pdj − Pcp)². The portal has hourly readings and the maxímetro, not every
 *   quarter-hour, so it explains that term but does not price it.
 */

/** tep of 3.0TD and 6.xTD, €/kW: the CNMC sets it with the access tolls. */
export const EXCESS_POWER_TEP_EUR_PER_KW = 1.4064;

/** Above this contracted power (kW, any period) the meter is type 1–3: quarter-hourly excesses. */
export const MAXIMETER_EXCESS_LIMIT_KW = 50;

export type ExcessMethod = "maximeter" | "quarterHourly";

/** How the tariff bills excess power; null: 2.0TD, whose ICP cuts the supply instead. */
export function excessMethod(tarifa: string, contractedKw: readonly number[]): ExcessMethod | null {
  if (!isSixPeriodTariff(tarifa)) return null;
  return contractedKw.every((kw) => kw <= MAXIMETER_EXCESS_LIMIT_KW) ? "maximeter" : "quarterHourly";
}

/** An invoice's billing period and its maxímetro per power period. */
export interface MaximeterInvoice {
  /** yyyy-mm-dd, both included. */
  readingFrom: string;
  readingUntil: string;
  kw: readonly (number | null)[];
}

/** Days of a billing period, both ends included. */
export function billedDays(readingFrom: string, readingUntil: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(readingUntil) - day(readingFrom)) / 86_400_000) + 1;
}

/**
 * The maxímetro formula over `invoices` with the powers `contractedKw`: per period the sum of
 * each invoice's term rounded to the cent (as each invoice would bill it), in cents.
 */
export function maximeterExcessCents(contractedKw: readonly number[], invoices: readonly MaximeterInvoice[]): number[] {
  return contractedKw.map((contracted, i) =>
    invoices.reduce((sum, invoice) => {
      const demanded = invoice.kw[i];
      if (demanded === null || demanded === undefined || demanded <= contracted) return sum;
      const days = billedDays(invoice.readingFrom, invoice.readingUntil);
      return sum + toCents((2 * (demanded - contracted) * EXCESS_POWER_TEP_EUR_PER_KW * days) / 30);
    }, 0),
  );
}
