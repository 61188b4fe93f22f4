import { energyPeriodCount } from "@oficina-virtual/api-contract";
import { TARIFFS, type Tariff } from "../../seed/tariffs";

/**
 * €/kWh the demo retailer pays for surplus under the simplified compensation scheme
 * (RD 244/2019, art. 14). Spanish retailers' 2025 offers pay roughly 0.04–0.08 €/kWh; one
 * figure for every contract until contracts carry their own prices (issue #19).
 */
export const SURPLUS_EUR_PER_KWH = 0.06;

/**
 * The energy price of each energy period of a tariff: the demo's reference price of the
 * tariff model (seed/tariffs.ts, the same figures the demo invoices are priced with), the
 * same in every period. Unknown tariffs price nothing, so nothing is compensated.
 */
export function energyPricesOf(tarifa: string): number[] {
  const model = (TARIFFS as Partial<Record<string, (typeof TARIFFS)[Tariff]>>)[tarifa.trim().toUpperCase()];
  const count = energyPeriodCount(tarifa);
  return Array.from({ length: count }, () => model?.energyEurPerKwh ?? 0);
}
