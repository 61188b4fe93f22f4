/*
 * Calendar days and hours of the supply, in peninsular Spanish time (Europe/Madrid).
 *
 * Measures are stored as instants (timestamptz); a customer asking for "01-03-2025" means
 * the Madrid day. The EU rule is computed here instead of calling Intl per row: a 12-month
 * telemetry answer formats ~8,800 hours, and Intl.DateTimeFormat#formatToParts costs tens of
 * milliseconds for that. madridTime.test.ts checks the rule against Intl for whole years.
 * EU rule (since 1996): summer time (UTC+2) from the last Sunday of March 01:00 UTC to the
 * last Sunday of October 01:00 UTC; otherwise UTC+1.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A calendar day: year, month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const summerCache = new Map<number, [number, number]>();

function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function summerWindow(year: number): [number, number] {
  let window = summerCache.get(year);
  if (!window) {
    window = [lastSundayUtc(year, 2), lastSundayUtc(year, 9)];
    summerCache.set(year, window);
  }
  return window;
}

/** Madrid's offset from UTC in milliseconds at an instant. */
export function madridOffset(utcMs: number): number {
  const [start, end] = summerWindow(new Date(utcMs).getUTCFullYear());
  return utcMs >= start && utcMs < end ? 2 * HOUR : HOUR;
}

/** The instant a Madrid calendar day starts. Midnight is never inside a DST change (those
 * happen at 02:00/03:00 local), and the offset in force then equals the one an hour before
 * UTC midnight of the same date. */
export function madridDayStart({ year, month, day }: CalendarDay): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  return new Date(utcMidnight - madridOffset(utcMidnight - HOUR));
}

/** The Madrid calendar day an instant falls on. */
export function madridDay(instant: Date): CalendarDay {
  const local = new Date(instant.getTime() + madridOffset(instant.getTime()));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day N months earlier, clamped to the month's end (31-03 − 1 month = 28/29-02). */
export function subtractMonths(day: CalendarDay, months: number): CalendarDay {
  const monthIndex = day.year * 12 + (day.month - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, lastDay) };
}

export const compareDays = (a: CalendarDay, b: CalendarDay) => a.year - b.year || a.month - b.month || a.day - b.day;

/** 'DD-MM-YYYY' (already validated by the contract) → day. */
export function parseEsDate(value: string): CalendarDay {
  const [day, month, year] = value.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

/** 'YYYY-MM-DD' (already validated by the contract) → day. */
export function parseIsoDate(value: string): CalendarDay {
  const [year, month, day] = value.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export const formatEsDate = (d: CalendarDay) => `${pad(d.day)}-${pad(d.month)}-${d.year}`;
export const formatIsoDate = (d: CalendarDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** Madrid wall-clock parts of an instant given as epoch milliseconds: 'DD-MM-YYYY', the
 * hour 0–23, and the instant its day started. Cheap enough to call per row. */
export function madridHour(at: number): { date: string; hour: number; dayStart: number } {
  const local = new Date(at + madridOffset(at));
  const day = { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  return { date: formatEsDate(day), hour: local.getUTCHours(), dayStart: madridDayStart(day).getTime() };
}

export const formatHour = (hour: number) => `${pad(hour)}:00`;
