import {
  compensatePeriod,
  energyPeriodAt,
  energyPeriodCount,
  madridTime,
  routes,
  type SelfConsumptionResponse,
  sumPeriods,
} from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { findContractTariff } from "../../db/contracts/contracts";
import { contractPlans } from "../../db/insights/queries";
import type { HourlyMeasure } from "../../db/measures/readings";
import { hasSelfConsumption } from "../../db/measures/selfConsumption";
import type { RouteQuery } from "../../http/contractRoute";
import { mountRoute } from "../../http/contractRoute";
import { type PricePlan, planAt } from "../../insights/prices";
import { NO_PRICES } from "../insights/costThisMonth";
import { measureError } from "./measureError";
import { findSupply, hourlyMeasures, measureRange } from "./measures";

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

/**
 * Each month priced at the contract's plan valid on the month's first day: the plan the
 * month's invoice is billed at (seed/invoices.ts, insights/explain.ts), energy term at its
 * per-period €/kWh and surplus at its surplusPrice, through the invoice's own function
 * (compensatePeriod). So a whole month here is its invoice's 'Compensación de excedentes' to
 * the cent; a part of a month at either end of the range prices only the days shown.
 */
export function priceMonths(plans: readonly PricePlan[], months: readonly MonthSums[]) {
  return months.map((m) => {
    const plan = planAt(plans, `${m.month}-01`);
    if (!plan) throw measureError(404, NO_PRICES);
    const energyPrices = m.energyKwh.map((_, i) => plan.energy[i] ?? 0);
    return {
      month: m.month,
      surplusPrice: plan.surplusPrice,
      ...compensatePeriod({ energyKwh: m.energyKwh, energyPrices, surplusKwh: m.surplusKwh, surplusPrice: plan.surplusPrice }),
    };
  });
}

/** 'Autoconsumo' of the caller's supply over the range: per month, the surplus and its
 * compensation (energy/selfConsumption.ts), capped at that month's energy term. A supply
 * without self-consumption (no surplus in the range nor on any invoice) has no months. */
export async function selfConsumption(
  deps: AppDeps,
  caller: Caller,
  query: RouteQuery<typeof routes.selfConsumption>,
): Promise<SelfConsumptionResponse> {
  const range = measureRange(query.startDate, query.endDate);
  const contractId = await findSupply(deps, caller, query);
  const [storedTarifa, hours] = await Promise.all([
    findContractTariff(deps.db, contractId),
    hourlyMeasures(deps, contractId, range, "surplusKwh"),
  ]);
  const tarifa = storedTarifa ?? "";
  if (!(await hasSelfConsumption(deps.db, contractId, hours))) {
    return { Autoconsumo: { hasSelfConsumption: false, months: [], total: { surplusKwh: 0, compensationEur: 0, countMonths: 0 } } };
  }
  const plans = await contractPlans(deps.db, contractId);
  const months = priceMonths(plans, monthlySums(tarifa, energyPeriodCount(tarifa), hours));
  const total = sumPeriods(months);
  return {
    Autoconsumo: {
      hasSelfConsumption: true,
      months: months.map((m) => ({
        month: m.month,
        surplusPrice: m.surplusPrice,
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
