import { toCents } from "@oficina-virtual/api-contract";

/*
 * Rounding to the cent. Every line of an invoice is rounded on its own, as it is printed
 * (half away from zero); a tax applies to the sum of the rounded lines above it, and the
 * total is the sum of the rounded lines. So the lines add up to the total by construction,
 * as on a printed Spanish invoice, and no remainder has to be spread afterwards.
 */

/** Euros (a float product such as kWh × €/kWh) to whole cents, half away from zero: the one
 * function of api-contract (energy/selfConsumption.ts), so the load curve's 'Autoconsumo'
 * and the invoices round alike. */
export { toCents };

/** A rate applied to an amount already in cents, rounded the same way. */
export function rateOfCents(cents: number, rate: number): number {
  return toCents((cents * rate) / 100);
}

export function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}
