import { z } from "zod";

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** A number that may arrive as a numeric string ("12.50"), then checked by `target`.
 * Only a dot is a decimal separator: "1,000" is rejected rather than guessed. */
export function numberish<T extends z.ZodType<number, number>>(target: T) {
  return z
    .union([z.number(), z.string().max(32).regex(NUMERIC)])
    .transform(Number)
    .pipe(target);
}

/** A count (totals, totalElectricidad, countTotal, hasProformas). */
export const count = numberish(z.number().int().nonnegative());

/** An amount in euros or an energy figure: may be negative (credit notes). */
export const amount = numberish(z.number());

/** A page number: the spec's pages start at 1. */
export const page = numberish(z.number().int().min(1).max(100_000));

/** A price filter (minPrice, maxPrice). */
export const price = numberish(z.number().min(-10_000_000).max(10_000_000));
