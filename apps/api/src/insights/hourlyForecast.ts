import { isOffPeakDay, madridTime } from "@oficina-virtual/api-contract";
import { type DayCalendar, dayCalendar, type ReadingColumns } from "./dayCalendar";
import { addDays, daysBilled } from "./days";

/*
 * The hours of a billing period in progress, each in the energy period of its own day (the
 * season, weekends and holidays of that day: a 3.0TD period starting on 1 March is priced
 * with March's periods), split into the hours measured so far and the hours still to come,
 * which are estimated from the same weeks a year earlier (the hour 364 days before: the same
 * weekday, the same clock hour) or, without that curve, from this period's own hours.
 */

const HOUR_MS = 3_600_000;
/** 52 weeks: the same weekday a year earlier, so weekends and weekdays line up. */
export const YEAR_AGO_DAYS = 364;
/** Hours of last year's curve that may be missing (a meter that did not answer) and be filled
 * with the mean of the others; more missing and the curve is not used. */
const MAX_MISSING_SHARE = 0.05;

export interface EnergyTotals {
  /** kWh per energy period P1..P6. */
  kwhByPeriod: number[];
  surplusKwh: number;
  hours: number;
}

/** An hour of the period with no reading yet. */
export interface OpenHour {
  date: string;
  /** Index of the hour in its local day (0 … 22, 23 or 24). */
  index: number;
  /** 0-based energy period of that hour under its own day's calendar. */
  period: number;
  at: number;
}

export interface PeriodHours {
  measured: EnergyTotals;
  open: OpenHour[];
  /** Complete local days measured (each of its hours read). */
  completeDays: number;
}

const empty = (): EnergyTotals => ({ kwhByPeriod: [0, 0, 0, 0, 0, 0], surplusKwh: 0, hours: 0 });

function indexOf(columns: ReadingColumns | null): Map<number, number> {
  const index = new Map<number, number>();
  if (columns) for (let i = 0; i < columns.at.length; i++) index.set(columns.at[i]!, i);
  return index;
}

/** Every hour of the local days `from` … `until`: summed when `readings` has it, open if not. */
export function periodHours(tariff: string, from: string, until: string, readings: ReadingColumns | null): PeriodHours {
  const measured = empty();
  const open: OpenHour[] = [];
  const byAt = indexOf(readings);
  let completeDays = 0;
  let day: DayCalendar = dayCalendar(tariff, from);
  for (let d = 0; d < daysBilled(from, until); d++) {
    if (d > 0) day = day.next ??= dayCalendar(tariff, addDays(day.date, 1));
    let read = 0;
    for (let k = 0; k < day.periods.length; k++) {
      const at = day.startMs + k * HOUR_MS;
      const period = day.periods[k]! - 1;
      const i = byAt.get(at);
      if (i === undefined) {
        open.push({ date: day.date, index: k, period, at });
        continue;
      }
      measured.kwhByPeriod[period]! += readings!.activeKwh[i]!;
      measured.surplusKwh += readings!.surplusKwh[i]!;
      measured.hours++;
      read++;
    }
    if (read === day.periods.length) completeDays++;
  }
  return { measured, open, completeDays };
}

/**
 * The open hours from last year's curve: each takes the reading of the same hour of the day
 * 364 days before, in this year's period of its own hour. Null when more than 5 % of them
 * have no reading a year earlier (the rest are filled with the mean of those found).
 */
export function fromYearAgoCurve(tariff: string, open: readonly OpenHour[], yearAgo: ReadingColumns | null): EnergyTotals | null {
  if (open.length === 0) return empty();
  if (!yearAgo) return null;
  const byAt = indexOf(yearAgo);
  const totals = empty();
  const missing: number[] = [];
  let found = 0;
  let active = 0;
  let surplus = 0;
  for (const hour of open) {
    const day = dayCalendar(tariff, addDays(hour.date, -YEAR_AGO_DAYS));
    const i = byAt.get(day.startMs + Math.min(hour.index, day.periods.length - 1) * HOUR_MS);
    if (i === undefined) {
      missing.push(hour.period);
      continue;
    }
    totals.kwhByPeriod[hour.period]! += yearAgo.activeKwh[i]!;
    totals.surplusKwh += yearAgo.surplusKwh[i]!;
    active += yearAgo.activeKwh[i]!;
    surplus += yearAgo.surplusKwh[i]!;
    found++;
  }
  if (missing.length > open.length * MAX_MISSING_SHARE || found === 0) return null;
  for (const period of missing) {
    totals.kwhByPeriod[period]! += active / found;
    totals.surplusKwh += surplus / found;
  }
  totals.hours = open.length;
  return totals;
}

/**
 * The open hours from this period's measured hours: each takes the mean of the measured
 * hours at the same clock hour on the same kind of day (working, or weekend and holiday;
 * the other kind's mean when this one has none), in the period of its own hour.
 */
export function fromOwnHours(
  tariff: string,
  from: string,
  until: string,
  readings: ReadingColumns,
  open: readonly OpenHour[],
): EnergyTotals {
  const sums = new Float64Array(96); // [kind][hour] × (active, surplus): kind × 48 + hour × 2
  const counts = new Uint16Array(48);
  const byAt = indexOf(readings);
  let day: DayCalendar = dayCalendar(tariff, from);
  for (let d = 0; d < daysBilled(from, until); d++) {
    if (d > 0) day = day.next ??= dayCalendar(tariff, addDays(day.date, 1));
    for (let k = 0; k < day.periods.length; k++) {
      const i = byAt.get(day.startMs + k * HOUR_MS);
      if (i === undefined) continue;
      const slot = slotOf(day.startMs + k * HOUR_MS);
      sums[slot * 2] = sums[slot * 2]! + readings.activeKwh[i]!;
      sums[slot * 2 + 1] = sums[slot * 2 + 1]! + readings.surplusKwh[i]!;
      counts[slot]!++;
    }
  }
  const totals = empty();
  for (const hour of open) {
    let slot = slotOf(hour.at);
    if (counts[slot] === 0) slot = (slot + 24) % 48;
    if (counts[slot] === 0) continue;
    totals.kwhByPeriod[hour.period]! += sums[slot * 2]! / counts[slot]!;
    totals.surplusKwh += sums[slot * 2 + 1]! / counts[slot]!;
  }
  totals.hours = open.length;
  return totals;
}

/** 0–23 for a working day's clock hour, 24–47 for a weekend's or national holiday's. */
function slotOf(at: number): number {
  const local = madridTime(at);
  return (isOffPeakDay(local) ? 24 : 0) + local.hour;
}
