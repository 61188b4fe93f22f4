import { energyPeriodAt, madridOffsetHours, madridTime } from "@oficina-virtual/api-contract";

/** An hourly reading: the hour starting at `at` (UTC), kWh imported and exported. */
export interface HourlyReading {
  at: Date | number;
  activeKwh: number;
  surplusKwh: number;
}

export interface PeriodTotals {
  /** kWh per energy period P1..P6, 3 decimals (the invoice's precision). */
  kwhByPeriod: number[];
  surplusKwh: number;
  /** Distinct local (Madrid) days with readings, in order. */
  days: string[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Sums hourly readings into the tariff's energy periods with the shared calendar (CNMC
 * Circular 3/2020: packages/api-contract/src/energy/tariffPeriods.ts). Hours, not local
 * clock times, are summed: the 23-hour and 25-hour days of the clock changes count what was
 * measured, and a national holiday falls in the cheapest period all day. */
export function sumByPeriod(tariff: string, readings: readonly HourlyReading[]): PeriodTotals {
  const kwh = [0, 0, 0, 0, 0, 0];
  let surplus = 0;
  const days: string[] = [];
  for (const reading of readings) {
    const period = energyPeriodAt(tariff, reading.at);
    kwh[period - 1]! += reading.activeKwh;
    surplus += reading.surplusKwh;
    const day = madridTime(reading.at).date;
    if (days[days.length - 1] !== day) days.push(day);
  }
  return { kwhByPeriod: kwh.map(round3), surplusKwh: round3(surplus), days };
}

const HOUR_MS = 3_600_000;

/** The UTC instant a local (Madrid) day starts. Clocks change at 01:00 UTC, after local
 * midnight, so the offset two hours before UTC midnight is the one in force at local midnight. */
export function madridMidnight(date: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  return utc - madridOffsetHours(utc - 2 * HOUR_MS) * HOUR_MS;
}

/** Hours of a local day: 24, or 23 and 25 on the days the clocks change. */
export function hoursInDay(date: string): number {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return Math.round((madridMidnight(next) - madridMidnight(date)) / HOUR_MS);
}

/** The readings without a last local day that is not complete yet (readings arrive by the
 * hour; a projection from a day's first hours would read them as a whole day). `readings`
 * oldest first. */
export function completeDays<R extends HourlyReading>(readings: readonly R[]): R[] {
  const last = readings[readings.length - 1];
  if (!last) return [];
  const day = madridTime(last.at).date;
  let first = readings.length - 1;
  while (first > 0 && madridTime(readings[first - 1]!.at).date === day) first--;
  return readings.length - first >= hoursInDay(day) ? [...readings] : readings.slice(0, first);
}
