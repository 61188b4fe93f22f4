import {
  type CurvasResponse,
  madridHoursInDay,
  madridInstant,
  madridMidnight,
  type TelemetryResponse,
} from "@oficina-virtual/api-contract";
import type { TimePoint } from "../../../domain/downsample";

const HOUR = 3_600_000;
const DMY = /^(\d{2})[-/](\d{2})[-/](\d{4})(?:[ T](\d{1,2}):(\d{2}))?/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?/;

/**
 * Madrid midnight of a day and whether the day has a clock change. Readings are Madrid
 * wall-clock times (the supply's clock, api-contract madridClock.ts), whatever time zone the
 * browser is in. Days are cached, and an hour on a normal day is plain arithmetic from
 * midnight: a year of quarter-hours is 35,136 rows.
 */
const dayCache = new Map<number, { midnight: number; regular: boolean }>();

function localDay(year: number, month: number, day: number) {
  const key = year * 10_000 + month * 100 + day;
  let entry = dayCache.get(key);
  if (!entry) {
    const midnight = isRealDay(year, month, day) ? madridMidnight(year, month, day) : Number.NaN;
    entry = { midnight, regular: madridHoursInDay(year, month, day) === 24 };
    if (dayCache.size > 2000) dayCache.clear();
    dayCache.set(key, entry);
  }
  return entry;
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A reading's instant from the server's `dateRecord`, Madrid wall-clock time: 'DD-MM-YYYY
 * HH:mm' (the reference server), 'DD-MM-YYYY' or ISO. `hourRecord` is the load curve's hour
 * of the day, 1–25 with 1 = 00:00–01:00, counted from midnight so both hours of a clock
 * change stay apart. A wall-clock time of the autumn change's repeated hour is the first
 * (summer-time) one unless `repeat` says it is the second.
 */
export function readingTime(dateRecord: string, hourRecord?: string | number | null, repeat = false): number | null {
  if ((hourRecord === undefined || hourRecord === null) && !repeat) {
    const fast = fastDayHour(dateRecord);
    if (fast !== undefined) return fast;
  }
  const text = dateRecord.trim();
  const dmy = DMY.exec(text);
  const iso = dmy ? null : ISO.exec(text);
  if (!dmy && !iso) return null;
  const [year, month, day] = (dmy ? [dmy[3], dmy[2], dmy[1]] : [iso![1], iso![2], iso![3]]).map(Number) as [number, number, number];
  const [hour, minute] = (dmy ? [dmy[4], dmy[5]] : [iso![4], iso![5]]).map((v) => Number(v ?? 0)) as [number, number];
  const { midnight, regular } = localDay(year, month, day);
  if (Number.isNaN(midnight)) return null;
  if (hourRecord !== undefined && hourRecord !== null && String(hourRecord).trim() !== "") {
    const h = Number(hourRecord);
    return Number.isFinite(h) ? midnight + (h - 1) * HOUR : null;
  }
  // On the two clock-change days wall-clock hours are not hours since midnight.
  if (!regular) return madridInstant(year, month, day, hour, minute, repeat);
  return midnight + hour * HOUR + minute * 60_000;
}

const digit = (text: string, at: number) => {
  const d = text.charCodeAt(at) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
};

/**
 * The reference server's exact 'DD-MM-YYYY HH:mm' read by character codes: a year of
 * quarter-hours is 35,136 rows, and the regular expression and its arrays were most of the
 * parsing time. Anything else returns undefined and goes the general way.
 */
function fastDayHour(text: string): number | undefined {
  if (text.length !== 16 || text[2] !== "-" || text[5] !== "-" || text[10] !== " " || text[13] !== ":") return undefined;
  const day = digit(text, 0) * 10 + digit(text, 1);
  const month = digit(text, 3) * 10 + digit(text, 4);
  const year = digit(text, 6) * 1000 + digit(text, 7) * 100 + digit(text, 8) * 10 + digit(text, 9);
  const hour = digit(text, 11) * 10 + digit(text, 12);
  const minute = digit(text, 14) * 10 + digit(text, 15);
  if (Number.isNaN(day + month + year + hour + minute)) return undefined;
  const { midnight, regular } = localDay(year, month, day);
  if (Number.isNaN(midnight) || !regular) return undefined;
  return midnight + hour * HOUR + minute * 60_000;
}

function sortByTime(points: TimePoint[]): TimePoint[] {
  for (let i = 1; i < points.length; i += 1) {
    if (points[i]!.t < points[i - 1]!.t) return points.sort((a, b) => a.t - b.t);
  }
  return points;
}

/** The key an estimated reading's point carries (1); real readings do not have it. */
export const ESTIMATED_KEY = "estimated";

/** Telemetry.select as chart points: `active` and `reactive`, sorted by time; estimated
 * readings also carry `estimated: 1`. */
export function telemetryPoints(response: TelemetryResponse | null): TimePoint[] {
  const points: TimePoint[] = [];
  let latest = Number.NEGATIVE_INFINITY;
  for (const row of response?.Telemetry.select ?? []) {
    let t = readingTime(row.dateRecord);
    if (t === null) continue;
    // The server sends readings in time order: a wall-clock time that reads as earlier than
    // one already seen is the second pass of the autumn change's repeated hour.
    if (t <= latest) t = Math.max(t, readingTime(row.dateRecord, undefined, true) ?? t);
    latest = Math.max(latest, t);
    const point: TimePoint = { t, active: row.activeEnergy, reactive: row.reactiveEnergy };
    if (row.estimated) point[ESTIMATED_KEY] = 1;
    points.push(point);
  }
  return sortByTime(points);
}

/** Curvas.select as chart points: `active` and `surplus` (the spec's pasiveEnergy), and
 * `estimated: 1` on estimated readings. */
export function loadCurvePoints(response: CurvasResponse | null): TimePoint[] {
  const points: TimePoint[] = [];
  for (const row of response?.Curvas.select ?? []) {
    const t = readingTime(row.dateRecord, row.hourRecord);
    if (t === null) continue;
    const point: TimePoint = { t, active: row.activeEnergy, surplus: row.pasiveEnergy };
    if (row.estimated) point[ESTIMATED_KEY] = 1;
    points.push(point);
  }
  return sortByTime(points);
}
