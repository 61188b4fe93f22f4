/**
 * Peninsular Spanish time (Europe/Madrid), the one clock of the supply: the API stores
 * readings as instants and the widgets draw and split them, both by the wall clock of the
 * supply, whatever time zone the server or the browser runs in. This is the only place the
 * EU summer-time rule is written (Directive 2000/84/EC, which Spain follows): summer time
 * (UTC+2) from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC,
 * UTC+1 otherwise.
 *
 * Computed rather than read from Intl: a year's curve is 8,784 calls and
 * Intl.DateTimeFormat#formatToParts costs tens of milliseconds for that; madridClock.test.ts
 * checks the rule against Intl's Europe/Madrid for every hour of several years.
 */

const HOUR = 3_600_000;

/** Local (Europe/Madrid) calendar parts of an instant. */
export interface MadridTime {
  /** yyyy-mm-dd of the local day. */
  date: string;
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23, the hour the reading starts in. */
  hour: number;
  /** 0–59. */
  minute: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

/** The UTC instant summer time starts (month 3) or ends (month 10) in `year`. */
function lastSundayAt1Utc(year: number, month: 3 | 10): number {
  const lastDay = Date.UTC(year, month, 0); // day 0 of the next month
  const weekday = new Date(lastDay).getUTCDay(); // 0 Sunday
  return lastDay - weekday * 24 * HOUR + HOUR;
}

/** Offset of peninsular Spain from UTC at an instant, in hours (1 in winter, 2 in summer). */
export function madridOffsetHours(instant: Date | number): 1 | 2 {
  const t = typeof instant === "number" ? instant : instant.getTime();
  const year = new Date(t).getUTCFullYear();
  return t >= lastSundayAt1Utc(year, 3) && t < lastSundayAt1Utc(year, 10) ? 2 : 1;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Local calendar parts in Europe/Madrid. */
export function madridTime(instant: Date | number): MadridTime {
  const t = typeof instant === "number" ? instant : instant.getTime();
  const local = new Date(t + madridOffsetHours(t) * HOUR);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  const weekday = local.getUTCDay() || 7;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return { date, year, month, day, hour: local.getUTCHours(), minute: local.getUTCMinutes(), weekday };
}

/** The instant a Madrid calendar day (month 1–12) starts. Midnight is never inside a clock
 * change (those happen at 02:00/03:00 local), so the offset in force then is the one two
 * hours before UTC midnight of the same date. */
export function madridMidnight(year: number, month: number, day: number): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  return utcMidnight - madridOffsetHours(utcMidnight - 2 * HOUR) * HOUR;
}

/** Hours of a Madrid day: 24, or 23 and 25 on the days the clocks change. */
export function madridHoursInDay(year: number, month: number, day: number): number {
  return Math.round((madridMidnight(year, month, day + 1) - madridMidnight(year, month, day)) / HOUR);
}

/**
 * The instant a Madrid wall-clock time stands for. On the last Sunday of October
 * 02:00–02:59 happens twice: `repeat` false is the first time (summer time), true the second
 * (winter time). A time inside the March gap (02:00–02:59) is read with the winter offset,
 * i.e. as the hour after it, the same as the browsers do.
 */
export function madridInstant(year: number, month: number, day: number, hour: number, minute = 0, repeat = false): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const summer = wall - 2 * HOUR;
  const winter = wall - HOUR;
  const summerFits = madridOffsetHours(summer) === 2;
  const winterFits = madridOffsetHours(winter) === 1;
  if (summerFits && winterFits) return repeat ? winter : summer;
  return summerFits ? summer : winter;
}

/** Whether a Madrid wall-clock time happens twice (the autumn change's 02:00–02:59). */
export function isRepeatedMadridTime(year: number, month: number, day: number, hour: number, minute = 0): boolean {
  return madridInstant(year, month, day, hour, minute, false) !== madridInstant(year, month, day, hour, minute, true);
}

/** Whether the instant is the second time its wall-clock time happens (the winter-time
 * 02:00–02:59 of the autumn change). */
export function isSecondMadridPass(instant: number): boolean {
  return madridOffsetHours(instant) === 1 && madridOffsetHours(instant - HOUR) === 2;
}
