/** Calendar dates as 'YYYY-MM-DD' text, computed in UTC so no machine's time zone leaks in. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** The calendar date of an instant in Madrid (the retailer's day), e.g. '2026-03-01'. */
export function madridDate(instant: Date): IsoDate {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

function toUtc(date: IsoDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The first day of the month `months` away from `date`'s month. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return fromUtc(Date.UTC(y, m - 1 + months, 1));
}

export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

export function monthEnd(date: IsoDate): IsoDate {
  return addDays(addMonths(date, 1), -1);
}

export function daysBetween(from: IsoDate, until: IsoDate): number {
  return Math.round((toUtc(until) - toUtc(from)) / DAY_MS);
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

/** 1..12 */
export function monthOf(date: IsoDate): number {
  return Number(date.slice(5, 7));
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Midnight UTC of a calendar date, as an instant (for timestamptz parameters). */
export function utcMidnight(date: IsoDate): Date {
  return new Date(toUtc(date));
}
