import { z } from "zod";

/*
 * Money on the insight calls is integer euro cents (`…Cents`), never a float of euros: a
 * customer reads these figures side by side and they must add up exactly, so every sum the
 * server states (lines → total, causes → difference) is an integer sum a client can check.
 * Widgets format cents / 100 as es-ES euros ('1.234,56 €'). Unit prices (€/kWh, €/kW·día,
 * €/día) are plain numbers with up to 6 decimals: they are read, never summed.
 */
export const cents = z.number().int().min(-1_000_000_000).max(1_000_000_000);
/** A quantity (kWh, kW): up to 3 decimals as billed. */
export const quantity = z.number().min(-100_000_000).max(100_000_000);
/** A unit price in euros (€/kWh, €/kW·día, €/día). */
export const unitPrice = z.number().min(-1_000).max(1_000);
/** A tax rate as a fraction: 0.21 is 21 %, 0.0511269632 the electricity tax. */
export const rate = z.number().min(0).max(1);

/** Energy or power period of the access tariff: P1 … P6 (gas invoices have none). */
export const TARIFF_PERIODS = ["P1", "P2", "P3", "P4", "P5", "P6"] as const;
export const tariffPeriodSchema = z.enum(TARIFF_PERIODS);
export type TariffPeriodName = z.output<typeof tariffPeriodSchema>;

/** The two integer sums agree exactly (used by the answer schemas' refinements). */
export function sumCents(values: readonly { amountCents: number }[]): number {
  return values.reduce((sum, value) => sum + value.amountCents, 0);
}
