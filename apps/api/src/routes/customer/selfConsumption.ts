import {
  compensatePeriod,
  energyPeriodAt,
  madridTime,
  routes,
  type SelfConsumptionResponse,
  sumPeriods,
} from "@oficina-virtual/api-contract";
import { eq } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { contracts } from "../../db/schema";
import type { RouteQuery } from "../../http/contractRoute";
import { mountRoute } from "../../http/contractRoute";
import { findSupply, type HourlyMeasure, hourlyMeasures, measureRange } from "./measures";
import { energyPricesOf, SURPLUS_EUR_PER_KWH } from "./selfConsumptionPrices";

interface MonthSums {
  month: string;
  energyKwh: number[];
  surplusKwh: number;
}

/** Hours grouped by Madrid calendar month, energy split by the tariff's energy periods. */
export function monthlySums(tarifa: string, periods: number, hours: readonly HourlyMeasure[]): MonthSums[] {
  const months = new Map<string, MonthSums>();
  for (const h of hours) {
    const local = madridTime(h.at);
    const key = `${local.year}-${String(local.month).padStart(2, "0")}`;
    let sums = months.get(key);
    if (!sums) {
      sums = { month: key, energyKwh: Array.from({ length: periods }, () => 0), surplusKwh: 0 };
      months.set(key, sums);
    }
    const period = Math.min(energyPeriodAt(tarifa, h.at), periods) - 1;
    sums.energyKwh[period]! += h.active;
    sums.surplusKwh += h.other;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** 'Autoconsumo' of the caller's supply over the range: per month, the surplus and its
 * compensation (energy/selfConsumption.ts), capped at that month's energy term. */
export async function selfConsumption(
  deps: AppDeps,
  caller: Caller,
  query: RouteQuery<typeof routes.selfConsumption>,
): Promise<SelfConsumptionResponse> {
  const range = measureRange(query.startDate, query.endDate);
  const contractId = await findSupply(deps, caller, query);
  const [contract] = await deps.db.select({ tarifa: contracts.tarifa }).from(contracts).where(eq(contracts.id, contractId));
  const tarifa = contract?.tarifa ?? "";
  const prices = energyPricesOf(tarifa);
  const hours = await hourlyMeasures(deps, contractId, range, "surplusKwh");
  const months = monthlySums(tarifa, prices.length, hours).map((m) => ({
    month: m.month,
    ...compensatePeriod({ energyKwh: m.energyKwh, energyPrices: prices, surplusKwh: m.surplusKwh, surplusPrice: SURPLUS_EUR_PER_KWH }),
  }));
  const total = sumPeriods(months);
  return {
    Autoconsumo: {
      surplusPrice: SURPLUS_EUR_PER_KWH,
      months: months.map((m) => ({
        month: m.month,
        energyKwh: m.energyKwh,
        surplusKwh: m.surplusKwh,
        energyTermEur: m.energyTermEur,
        surplusValueEur: m.surplusValueEur,
        compensationEur: m.compensationEur,
        capped: m.capped,
      })),
      total: { ...total, countMonths: months.length },
    },
  };
}

export const selfConsumptionRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.selfConsumption, async ({ caller, query }) => selfConsumption(deps, caller, query));
};
