/*
 * Rounding to the cent. Every line of an invoice is rounded on its own, as it is printed
 * (half away from zero); a tax applies to the sum of the rounded lines above it, and the
 * total is the sum of the rounded lines. So the lines add up to the total by construction,
 * as on a printed Spanish invoice, and no remainder has to be spread afterwards.
 */

/** Euros (a float product such as kWh × €/kWh) to whole cents, half away from zero. Float
 * noise below a millionth of a cent is dropped first, so 0.125 € × 1 is 13 cents and not
 * 12 because the product came out as 12.4999999. */
export function toCents(euros: number): number {
  const cents = Math.round(Math.abs(euros) * 100 * 1e6) / 1e6;
  const rounded = Math.floor(cents + 0.5);
  return euros < 0 ? -rounded : rounded;
}

/** A rate applied to an amount already in cents, rounded the same way. */
export function rateOfCents(cents: number, rate: number): number {
  return toCents((cents * rate) / 100);
}

export function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}
