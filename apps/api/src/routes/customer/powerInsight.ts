import { type PowerInsight, powerPeriodAt, powerPeriodCount, routes } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { HttpError } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { findCallerContract } from "../../scope";
import { TARIFFS, type Tariff } from "../../seed/tariffs";
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
 * The power term's €/kW·día of the contract's tariff. Until the price plans of issue #19
 * reach main this reads the demo's tariff models (seed/tariffs.ts), the same prices the
 * seeded invoices were priced with.
 */
export function powerPrices(tarifa: string, periods: number): number[] {
  const model = (TARIFFS as Record<string, (typeof TARIFFS)[Tariff] | undefined>)[tarifa.trim()];
  return Array.from({ length: periods }, (_, i) => model?.powerEur[i] ?? 0);
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

export async function powerInsight(deps: AppDeps, caller: Caller, codAbonado: string): Promise<PowerInsight> {
  const contract = await findCallerContract(deps.db, caller, codAbonado);
  const tarifa = contract.tarifa ?? "";
  const periods = powerPeriodCount(tarifa);
  if (contract.line !== "Electricidad" || periods === 0) throw new HttpError(400, 400, POWER_ELECTRICITY_ONLY);
  const range = lastTwelveMonths(deps.now());
  const rows = await hourlyMeasures(deps, contract.id, range, "surplusKwh");
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
    priceEurPerKwDay: powerPrices(tarifa, periods),
    from: formatIsoDate(range.start),
    to: formatIsoDate(range.end),
    months: monthlyMaxima(tarifa, rows),
  };
}

export const powerInsightRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.powerInsight, ({ caller, params }) => powerInsight(deps, caller, params.codAbonado));
};
