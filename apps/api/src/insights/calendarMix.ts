import { energyPeriodAt, energyPeriodCount, madridTime } from "@oficina-virtual/api-contract";
import { dayCalendar } from "./dayCalendar";
import { addDays, daysBilled } from "./days";
import { madridMidnight } from "./periods";

/*
 * How a billing period's calendar sorts its hours into a tariff's energy periods, and what
 * that does to a customer's mix of kWh when the same habits meet another calendar.
 *
 * An hour's "band" is the period its local clock hour has on a working day of a fixed
 * reference month (a Wednesday of January: punta/llano/valle for 2.0TD, P1/P2/P6 for 3.0TD).
 * A customer's habits follow the clock (the oven at 21:00), not the period names: a band is
 * what stays the same when a season relabels the hours (3.0TD's P1 → P2 in March) or a
 * weekend or national holiday turns a whole day into the cheapest period. So a calendar
 * effect is the customer's kWh per band, at the earlier period's intensity, laid on the new
 * period's calendar.
 */

const HOUR_MS = 3_600_000;
const REFERENCE_DAY = madridMidnight("2025-01-15");

const bandCache = new Map<number, Uint8Array>();

/** The band (0-based period of the reference working day) of each local clock hour 0–23. */
function bandsOf(tariff: string): Uint8Array {
  const count = energyPeriodCount(tariff);
  let bands = bandCache.get(count);
  if (!bands) {
    bands = Uint8Array.from({ length: 24 }, (_, hour) => energyPeriodAt(tariff, REFERENCE_DAY + hour * HOUR_MS) - 1);
    bandCache.set(count, bands);
  }
  return bands;
}

/** hours[band][period], both 0-based (6 × 6), of the local days `from` … `until`. */
export type HoursMatrix = number[][];

// An invoice is compared with the one before it and the one a year earlier, and is itself
// the other side of the next ones: its period's matrix is kept (bounded like the days').
const MAX_PERIODS = 2_000;
const periodCache = new Map<string, HoursMatrix>();

export function hoursMatrix(tariff: string, from: string, until: string): HoursMatrix {
  const key = `${energyPeriodCount(tariff)}|${from}|${until}`;
  const cached = periodCache.get(key);
  if (cached) return cached.map((row) => [...row]);
  const matrix = countHours(tariff, from, until);
  if (periodCache.size >= MAX_PERIODS) periodCache.clear();
  periodCache.set(key, matrix);
  return matrix.map((row) => [...row]);
}

function countHours(tariff: string, from: string, until: string): HoursMatrix {
  const matrix = Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 0]);
  const days = daysBilled(from, until);
  let date = from;
  for (let d = 0; d < days; d++) {
    const counts = dayCounts(tariff, date);
    for (let i = 0; i < 36; i++) matrix[Math.floor(i / 6)]![i % 6]! += counts[i]!;
    date = addDays(date, 1);
  }
  return matrix;
}

/** hours[band][period] of single hours: each its instant and 0-based energy period. */
export function hoursMatrixOf(tariff: string, hours: readonly { at: number; period: number }[]): HoursMatrix {
  const matrix = Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 0]);
  const bands = bandsOf(tariff);
  for (const { at, period } of hours) matrix[bands[madridTime(at).hour]!]![period]! += 1;
  return matrix;
}

// Like dayCalendar's cache: a day's counts depend only on the tariff's kind and the date.
const MAX_DAYS = 5_000;
const countsCache = new Map<string, Uint8Array>();

/** hours[band][period] of one local day, flattened (band × 6 + period). */
function dayCounts(tariff: string, date: string): Uint8Array {
  const key = `${energyPeriodCount(tariff)}|${date}`;
  let counts = countsCache.get(key);
  if (!counts) {
    counts = new Uint8Array(36);
    const bands = bandsOf(tariff);
    const day = dayCalendar(tariff, date);
    for (let k = 0; k < day.periods.length; k++) {
      counts[bands[madridTime(day.startMs + k * HOUR_MS).hour]! * 6 + day.periods[k]! - 1]! += 1;
    }
    if (countsCache.size >= MAX_DAYS) countsCache.clear();
    countsCache.set(key, counts);
  }
  return counts;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * kWh per hour of each band that best explains `kwhByPeriod` under the calendar `hours`:
 * the non-negative solution of Σ_band hours[band][period] × rate[band] = kWh[period], found
 * by multiplicative (EM) updates, which keep every rate ≥ 0 and converge to the exact
 * solution when there is one (a customer whose kWh follow the clock the same way every day).
 */
function ratesByBand(kwhByPeriod: readonly number[], hours: HoursMatrix): number[] {
  const bandHours = hours.map(sum);
  const total = sum(kwhByPeriod);
  const rates = bandHours.map((h) => (h > 0 ? total / sum(bandHours) : 0));
  const predicted = [0, 0, 0, 0, 0, 0];
  for (let round = 0; round < 500; round++) {
    for (let p = 0; p < 6; p++) {
      predicted[p] = 0;
      for (let b = 0; b < 6; b++) predicted[p]! += hours[b]![p]! * rates[b]!;
    }
    let moved = 0;
    for (let b = 0; b < 6; b++) {
      if (bandHours[b] === 0) continue;
      let ratio = 0;
      for (let p = 0; p < 6; p++) if (predicted[p]! > 0) ratio += (hours[b]![p]! * (kwhByPeriod[p] ?? 0)) / predicted[p]!;
      const next = (rates[b]! * ratio) / bandHours[b]!;
      moved = Math.max(moved, Math.abs(next - rates[b]!));
      rates[b] = next;
    }
    // kWh per hour to a millionth: far below what a cent of any cause can show.
    if (moved < 1e-9) break;
  }
  return rates;
}

/**
 * The share of kWh per period (sums to 1) that `kwhByPeriod`, measured under the calendar
 * `before`, would have had under the calendar `after`: each band keeps its kWh per hour
 * (ratesByBand) and its hours are counted under `after`. Null when nothing was consumed.
 */
export function mixUnderCalendar(kwhByPeriod: readonly number[], before: HoursMatrix, after: HoursMatrix): number[] | null {
  if (!(sum(kwhByPeriod) > 0)) return null;
  const rates = ratesByBand(kwhByPeriod, before);
  const expected = [0, 1, 2, 3, 4, 5].map((p) => sum(after.map((row, b) => row[p]! * rates[b]!)));
  const expectedTotal = sum(expected);
  return expectedTotal > 0 ? expected.map((kwh) => kwh / expectedTotal) : null;
}
