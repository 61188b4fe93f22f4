import { madridMidnight, madridOffsetHours } from "@oficina-virtual/api-contract";

/*
 * Calendar days and hours of the supply, in peninsular Spanish time (Europe/Madrid).
 *
 * Measures are stored as instants (timestamptz); a customer asking for "01-03-2025" means
 * the Madrid day. The clock rule itself is api-contract's madridClock.ts, shared with the
 * widgets; this file holds the API's calendar-day arithmetic on top of it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A calendar day: year, month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Madrid's offset from UTC in milliseconds at an instant. */
export const madridOffset = (utcMs: number): number => madridOffsetHours(utcMs) * HOUR;

/** The instant a Madrid calendar day starts. */
export const madridDayStart = ({ year, month, day }: CalendarDay): Date => new Date(madridMidnight(year, month, day));

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
