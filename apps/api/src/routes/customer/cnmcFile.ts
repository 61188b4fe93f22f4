import { formatCnmcCsv } from "@oficina-virtual/api-contract";
import type { AppDeps } from "../../context";
import { findHourlyMeasures, type HourlyMeasure } from "../../db/measures/readings";
import { hasSelfConsumption } from "../../db/measures/selfConsumption";
import { addDays, type CalendarDay, madridDayStart } from "./madridTime";

/** A measured range of Madrid days, both included. */
export interface DayRange {
  start: CalendarDay;
  end: CalendarDay;
}

/** The load curve's hours of the range, the surplus as the second value. */
export function loadCurveHours(deps: AppDeps, contractId: number, range: DayRange): Promise<HourlyMeasure[]> {
  return findHourlyMeasures(deps.db, contractId, madridDayStart(range.start), madridDayStart(addDays(range.end, 1)), "surplusKwh");
}

/**
 * The CNMC comparator's file of a supply's range (energy/cnmcCsv.ts): the hours' consumption
 * and, for a self-consumption supply, their surplus in the distributors' layout; a supply
 * without self-consumption gets the comparator's own layout. One function for the download
 * (output=csv) and for 'Descargar mis datos', so the two files are the same bytes.
 */
export async function cnmcCsvOf(deps: AppDeps, contractId: number, cups: string, range: DayRange): Promise<string> {
  return cnmcCsvOfHours(deps, contractId, cups, await loadCurveHours(deps, contractId, range));
}

/** cnmcCsvOf for hours read already (loadCurveHours). */
export async function cnmcCsvOfHours(deps: AppDeps, contractId: number, cups: string, hours: HourlyMeasure[]): Promise<string> {
  const selfConsumption = await hasSelfConsumption(deps.db, contractId, hours);
  return formatCnmcCsv(
    cups.trim().toUpperCase(),
    hours.map((h) => ({ at: h.at, kwh: h.active, surplusKwh: h.other, estimated: h.estimated })),
    selfConsumption,
  );
}
