import {
  energyPeriodAt,
  energyPeriodCount,
  isElectricityTariff,
  madridOffsetHours,
  madridTime,
  type TariffPeriod,
} from "@oficina-virtual/api-contract";
import type { LocaleId } from "../locales/available";
import type { TimePoint } from "./downsample";
import { formatKwh, formatQuantity } from "./format";

/**
 * Consumption by tariff period: hourly readings summed per day or month and per
 * energy period (P1–P3 for 2.0TD, P1–P6 for 3.0TD/6.xTD) by the shared calendar
 * (api-contract energy/tariffPeriods.ts: seasons, weekends and national holidays).
 *
 * Sums are kept in whole Wh: readings carry 3 decimals of kWh, so a range's total and its
 * periods' shares are exact integers and always add up (no 0.1 + 0.2 drift on the page).
 */

const HOUR = 3_600_000;

export type Granularity = "day" | "month";

export interface PeriodBucket {
  /** yyyy-mm-dd (day) or yyyy-mm (month), Madrid calendar. */
  key: string;
  /** Wh per energy period, P1 first (length = the tariff's period count). */
  wh: number[];
  /** Σ wh. */
  totalWh: number;
  /** Days of the bucket with at least one reading (1 for a day): a month with fewer than
   * its calendar days is incomplete. */
  days: number;
}

export interface PeriodShare {
  period: TariffPeriod;
  wh: number;
  /** Tenths of a percent (0–1000); the shares add up to exactly 1000 when the total > 0. */
  tenthsOfPercent: number;
}

export interface PeriodBreakdown {
  periods: PeriodShare[];
  totalWh: number;
}

/** kWh (3 decimals) → whole Wh. */
export const toWh = (kwh: number) => Math.round(kwh * 1000);

const periodCache = new WeakMap<readonly TimePoint[], { tarifa: string; periods: Uint8Array }>();

/**
 * The energy period of each point (index-aligned), from its instant. The calendar costs a few
 * µs a call (time zone, holidays): a year is 8,784 calls, so the answer is kept per points
 * array and shared by the breakdown and the day and month bars.
 */
export function periodsOf(tarifa: string, points: readonly TimePoint[]): Uint8Array {
  const kept = periodCache.get(points);
  if (kept?.tarifa === tarifa) return kept.periods;
  const periods = new Uint8Array(points.length);
  for (let i = 0; i < points.length; i += 1) periods[i] = energyPeriodAt(tarifa, points[i]!.t);
  periodCache.set(points, { tarifa, periods });
  return periods;
}

/** Per day or month (Madrid), the Wh of `key` per energy period; buckets oldest first. */
export function aggregateByPeriod(tarifa: string, points: readonly TimePoint[], key: string, granularity: Granularity): PeriodBucket[] {
  const count = energyPeriodCount(tarifa);
  const periods = periodsOf(tarifa, points);
  const buckets: PeriodBucket[] = [];
  let current: PeriodBucket | undefined;
  let lastDay = "";
  for (let i = 0; i < points.length; i += 1) {
    const point = points[i]!;
    const local = madridTime(point.t);
    const bucketKey = granularity === "day" ? local.date : local.date.slice(0, 7);
    if (current?.key !== bucketKey) {
      // Points are sorted, so a bucket is always the last one or a new one.
      current = { key: bucketKey, wh: new Array<number>(count).fill(0), totalWh: 0, days: 0 };
      buckets.push(current);
      lastDay = "";
    }
    if (local.date !== lastDay) {
      current.days += 1;
      lastDay = local.date;
    }
    const wh = toWh(point[key] ?? 0);
    const index = (periods[i] as number) - 1;
    current.wh[index] = (current.wh[index] ?? 0) + wh;
    current.totalWh += wh;
  }
  return buckets;
}

/**
 * Wh and share per period over the range. Percentages are in tenths and rounded by the
 * largest remainder, so the column the customer reads adds up to 100,0 %.
 */
export function periodBreakdown(tarifa: string, points: readonly TimePoint[], key: string): PeriodBreakdown {
  const count = energyPeriodCount(tarifa);
  const wh = new Array<number>(count).fill(0);
  const periods = periodsOf(tarifa, points);
  for (let i = 0; i < points.length; i += 1) {
    const index = (periods[i] as number) - 1;
    wh[index] = (wh[index] ?? 0) + toWh(points[i]![key] ?? 0);
  }
  const totalWh = wh.reduce((sum, v) => sum + v, 0);
  const tenths = largestRemainder(wh, totalWh, 1000);
  return {
    totalWh,
    periods: wh.map((value, i) => ({ period: (i + 1) as TariffPeriod, wh: value, tenthsOfPercent: tenths[i] ?? 0 })),
  };
}

/** Integer parts of `scale` proportional to `values`, summing to exactly `scale` (0s when total is 0). */
export function largestRemainder(values: readonly number[], total: number, scale: number): number[] {
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((v) => (v * scale) / total);
  const floors = exact.map(Math.floor);
  let left = scale - floors.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/**
 * The same readings one year later, to overlay last year's curve on this year's: each
 * instant moves to the same Madrid wall-clock date and hour a year on (29 February to
 * 1 March). The shift is computed per day, not per point.
 */
export function shiftOneYear<P extends TimePoint>(points: readonly P[]): P[] {
  const shifted: P[] = [];
  let dayKey = "";
  let delta = 0;
  for (const point of points) {
    const local = madridTime(point.t);
    if (local.date !== dayKey) {
      dayKey = local.date;
      // The offset of the same local midnight a year on; clock changes move by at most an hour.
      const from = Date.UTC(local.year, local.month - 1, local.day);
      const to = Date.UTC(local.year + 1, local.month - 1, local.day);
      delta = to - from + (madridOffsetHours(point.t) - madridOffsetHours(point.t + (to - from))) * HOUR;
    }
    shifted.push({ ...point, t: point.t + delta });
  }
  return shifted;
}

/** Whole Wh as kWh with 3 decimals ('1.234,567'), from integers so nothing drifts; Intl's
 * separators outside es-ES. */
export function formatWhAsKwh(wh: number, locale: LocaleId = "es-ES"): string {
  if (locale !== "es-ES") return formatKwh(Math.round(wh) / 1000, locale);
  const sign = wh < 0 ? "-" : "";
  const abs = Math.abs(Math.round(wh));
  const integer = Math.floor(abs / 1000)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${integer},${String(abs % 1000).padStart(3, "0")}`;
}

/** Tenths of a percent as es-ES ('33,4'); Intl's separator outside es-ES ('33.4'). */
export const formatTenths = (tenths: number, locale: LocaleId = "es-ES") =>
  locale === "es-ES" ? `${Math.floor(tenths / 10)},${tenths % 10}` : formatQuantity(tenths / 10, 1, 1, locale);

/**
 * The tariff whose calendar applies to an electricity contract. Since 1 June 2021 every
 * supply is on the TD tariffs (Circular 3/2020); a contract row still carrying an older code
 * (2.0DHA, 3.1A…) means its successor: six periods where it had them, 2.0TD otherwise.
 */
export function calendarTariff(tarifa: string | null | undefined): string {
  const code = (tarifa ?? "").replace(/\s+/g, "").toUpperCase();
  if (isElectricityTariff(code)) return code;
  return /^(3\.|6\.)/.test(code) ? "3.0TD" : "2.0TD";
}

/** 'DD-MM-YYYY' one year earlier; 29-02 becomes 28-02. */
export function yearEarlier(dmy: string): string {
  const [day, month, year] = dmy.split("-");
  const previous = Number(year) - 1;
  const leap = (previous % 4 === 0 && previous % 100 !== 0) || previous % 400 === 0;
  const fixedDay = month === "02" && day === "29" && !leap ? "28" : day;
  return `${fixedDay}-${month}-${String(previous).padStart(4, "0")}`;
}
