import { z } from "zod";
import { amount } from "../common";

export const PRICE_LIMITS_FALLBACK = { min: -10_000, max: 10_000 } as const;

/** getPriceMinAndMaxInvoice (per-contract and all-invoices screens). */
export const priceLimitsSchema = z.object({
  minImportClientInvoice: amount,
  maxImportClientInvoice: amount,
});
export type PriceLimits = z.output<typeof priceLimitsSchema>;
