/**
 * Self-consumption compensation under the simplified scheme (RD 244/2019, art. 14, "mecanismo
 * de compensación simplificada"): the surplus a supply pours into the grid in a billing period is valued at
 * the surplus price and subtracted from that period's energy term, never below zero. The
 * power term is never compensated, and a surplus worth more than the energy term is lost
 * (no credit carries to the next period under the simplified scheme).
 *
 * Shared by the load-curve screen's 'Autoconsumo' (per month) and the invoice breakdown
 * (per billing period): both must show the same euros for the same kWh. All amounts are
 * whole cents while computing, so that the figures a customer reads add up exactly:
 * Σ months' compensation = the total shown, to the cent.
 */

/** What one billing period (a month on the load-curve screen) consumed and poured back. */
export interface SelfConsumptionPeriodInput {
  /** kWh taken from the grid in each energy period (P1…P3 for 2.0TD, P1…P6 for 3.0TD/6.xTD). */
  energyKwh: readonly number[];
  /** €/kWh of each energy period, in the same order as `energyKwh`. */
  energyPrices: readonly number[];
  /** kWh poured into the grid (the load curve's 'Excedente Energético'). */
  surplusKwh: number;
  /** €/kWh the retailer pays for surplus in this period. */
  surplusPrice: number;
}

export interface SelfConsumptionPeriod {
  /** Σ energyKwh (each period rounded to Wh first), rounded to Wh (3 decimals). */
  energyKwh: number;
  /** The surplus, rounded to Wh (3 decimals). */
  surplusKwh: number;
  /** The energy term before compensation: Σ energyLineCents per period, in €. */
  energyTermEur: number;
  /** What the surplus is worth at the surplus price, in € (before the cap). */
  surplusValueEur: number;
  /** What is subtracted from the invoice: min(surplusValueEur, energyTermEur), in €. */
  compensationEur: number;
  /** The energy term left after compensation (energyTermEur − compensationEur), ≥ 0. */
  energyTermAfterEur: number;
  /** True when the cap applied: part of the surplus's value was not compensated. */
  capped: boolean;
}

/** € → whole cents, half away from zero: the rounding of every invoice line (the invoices of
 * apps/api price with this same function). Float noise below a millionth of a cent is dropped
 * first, so 0.125 € is 13 cents and not 12 because the product came out as 12.4999999. */
export function toCents(eur: number): number {
  const cents = Math.round(Math.abs(eur) * 100 * 1e6) / 1e6;
  const rounded = Math.floor(cents + 0.5);
  return eur < 0 ? -rounded : rounded;
}

const fromCents = (cents: number) => cents / 100;
const roundKwh = (kwh: number) => Math.round(kwh * 1000) / 1000;

/** One energy period's line in cents: its kWh to the Wh (3 decimals, as the invoice prints
 * them) × €/kWh, rounded to the cent. The invoice's 'Energía P1'… lines and the energy term
 * that caps the compensation are both made of it. */
export function energyLineCents(kwh: number, price: number): number {
  return toCents(roundKwh(Math.max(0, kwh)) * price);
}

/** The compensation of one billing period. */
export function compensatePeriod(input: SelfConsumptionPeriodInput): SelfConsumptionPeriod {
  if (input.energyKwh.length !== input.energyPrices.length) {
    throw new Error(`energyKwh has ${input.energyKwh.length} periods, energyPrices ${input.energyPrices.length}`);
  }
  const surplusKwh = roundKwh(Math.max(0, input.surplusKwh));
  let energyTermCents = 0;
  let energyKwh = 0;
  input.energyKwh.forEach((kwh, i) => {
    energyKwh += roundKwh(kwh);
    energyTermCents += energyLineCents(kwh, input.energyPrices[i] ?? 0);
  });
  const surplusValueCents = toCents(surplusKwh * Math.max(0, input.surplusPrice));
  const compensationCents = Math.min(surplusValueCents, energyTermCents);
  return {
    energyKwh: roundKwh(energyKwh),
    surplusKwh,
    energyTermEur: fromCents(energyTermCents),
    surplusValueEur: fromCents(surplusValueCents),
    compensationEur: fromCents(compensationCents),
    energyTermAfterEur: fromCents(energyTermCents - compensationCents),
    capped: surplusValueCents > energyTermCents,
  };
}

export interface SelfConsumptionTotals {
  surplusKwh: number;
  compensationEur: number;
}

/** The totals of several periods: sums of the rounded figures shown per period, so the
 * total line is exactly the sum of the lines above it. */
export function sumPeriods(periods: readonly Pick<SelfConsumptionPeriod, "surplusKwh" | "compensationEur">[]): SelfConsumptionTotals {
  let wh = 0;
  let cents = 0;
  for (const p of periods) {
    wh += Math.round(p.surplusKwh * 1000);
    cents += toCents(p.compensationEur);
  }
  return { surplusKwh: wh / 1000, compensationEur: fromCents(cents) };
}
