import { type PowerInsight, powerPeriodAt, powerPeriodCount, routes } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import type { Database } from "../../db/client";
import { contractPlans } from "../../db/insights/queries";
import { findMaximeterInvoices } from "../../db/invoices/periodInvoices";
import { HttpError, notFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { type PricePlan, planAt } from "../../insights/prices";
import { findCallerContract } from "../../scope";
import { NO_PRICES } from "../insights/costThisMonth";
import { addDays, type CalendarDay, formatIsoDate, madridDay, madridHour } from "./madridTime";
import { hourlyMeasures } from "./measures";

export const POWER_ELECTRICITY_ONLY = "La potencia óptima sólo está disponible para suministros de electricidad.";

/**
 * The twelve whole calendar months (Madrid) before the current one: a month in progress
 * would hide its peak days still to come.
 */
export function lastTwelveMonths(now: Date): { start: CalendarDay; end: CalendarDay } {
  const today = madridDay(now);
  const end = addDays({ year: today.year, month: today.month, day: 1 }, -1);
  const startIndex = today.year * 12 + (today.month - 1) - 12;
  return { start: { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1, day: 1 }, end };
}

/**
 * The power term's €/kW·día per power period, P1 first, of the contract's price plan valid
 * `today` (yyyy-mm-dd, Madrid): the plan its next invoice is billed at (price_plans),
 * so the advice's euros use the €/kW·día the invoice breakdown shows. Undefined: the contract
 * has no price plan.
 */
export function powerPricesAt(
  plans: readonly PricePlan[],
  today: string,
  periods: number,
): { validFrom: string; prices: number[] } | undefined {
  const plan = planAt(plans, today);
  if (!plan) return undefined;
  return { validFrom: plan.validFrom, prices: Array.from({ length: periods }, (_, i) => plan.power[i] ?? 0) };
}

/**
 * Highest hourly reading per month and power period. An hourly reading is kWh in that hour,
 * numerically the hour's mean kW (ENERGY.md, "Units"); the period is the shared calendar's
 * (api-contract energy/tariffPeriods.ts), weekends and national holidays included.
 */
export function monthlyMaxima(tarifa: string, rows: readonly { at: number; active: number }[]): PowerInsight["months"] {
  const periods = powerPeriodCount(tarifa);
  const byMonth = new Map<string, (number | null)[]>();
  for (const row of rows) {
    const { date } = madridHour(row.at); // DD-MM-YYYY
    const month = `${date.slice(6, 10)}-${date.slice(3, 5)}`;
    let maxima = byMonth.get(month);
    if (!maxima) {
      maxima = Array.from({ length: periods }, () => null);
      byMonth.set(month, maxima);
    }
    const index = powerPeriodAt(tarifa, row.at) - 1;
    const previous = maxima[index];
    if (previous === null || previous === undefined || row.active > previous) maxima[index] = row.active;
  }
  return [...byMonth.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, maxKw]) => ({ month, maxKw }));
}

/**
 * The contract's energy invoices whose billing period ends within `from`–`to` (yyyy-mm-dd)
 * and their maxímetro per power period, oldest first.
 */
export async function contractMaximeters(
  db: Database,
  contractId: number,
  periods: number,
  from: string,
  to: string,
): Promise<PowerInsight["maximeters"]> {
  const rows = await findMaximeterInvoices(db, contractId, from, to);
  return rows
    .map((row) => ({
      serieFactura: row.serie,
      numeroFactura: row.numero,
      readingFrom: row.readingFrom,
      readingUntil: row.readingUntil,
      kw: [row.p1, row.p2, row.p3, row.p4, row.p5, row.p6].slice(0, periods),
    }))
    .filter((invoice) => invoice.kw.some((kw) => kw !== null));
}

export async function powerInsight(deps: AppDeps, caller: Caller, codAbonado: string): Promise<PowerInsight> {
  const contract = await findCallerContract(deps.db, caller, codAbonado);
  const tarifa = contract.tarifa ?? "";
  const periods = powerPeriodCount(tarifa);
  if (contract.line !== "Electricidad" || periods === 0) throw new HttpError(400, 400, POWER_ELECTRICITY_ONLY);
  const now = deps.now();
  const range = lastTwelveMonths(now);
  const from = formatIsoDate(range.start);
  const to = formatIsoDate(range.end);
  const [plans, rows, maximeters] = await Promise.all([
    contractPlans(deps.db, contract.id),
    hourlyMeasures(deps, contract.id, range, "surplusKwh"),
    contractMaximeters(deps.db, contract.id, periods, from, to),
  ]);
  const prices = powerPricesAt(plans, formatIsoDate(madridDay(now)), periods);
  if (!prices) throw notFound(NO_PRICES);
  const powers = [
    contract.potenciaP1,
    contract.potenciaP2,
    contract.potenciaP3,
    contract.potenciaP4,
    contract.potenciaP5,
    contract.potenciaP6,
  ];
  return {
    codAbonado: contract.codAbonado,
    tarifa,
    contractedKw: powers.slice(0, periods).map((p) => p ?? 0),
    priceEurPerKwDay: prices.prices,
    pricesValidFrom: prices.validFrom,
    from,
    to,
    months: monthlyMaxima(tarifa, rows),
    maximeters,
  };
}

export const powerInsightRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.powerInsight, ({ caller, params }) => powerInsight(deps, caller, params.codAbonado));
};
