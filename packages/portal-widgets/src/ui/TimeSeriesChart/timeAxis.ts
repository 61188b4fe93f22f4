import { isSecondMadridPass, madridMidnight, madridTime } from "@oficina-virtual/api-contract";
import { formatMessage } from "../../locales/format";

/*
 * The time axis reads the supply's clock (Europe/Madrid, api-contract madridClock.ts), not
 * the browser's: a reading of 20:00 in Madrid is drawn, ticked and labelled 20:00 from a
 * browser in New York or the Canary Islands too.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Unit = "hour" | "day" | "month";

/** Tick spacings, smallest first; each is aligned on Madrid time (midnight, the hour…). */
const STEPS: ReadonlyArray<{ ms: number; unit: Unit; size: number }> = [
  { ms: HOUR, unit: "hour", size: 1 },
  { ms: 3 * HOUR, unit: "hour", size: 3 },
  { ms: 6 * HOUR, unit: "hour", size: 6 },
  { ms: 12 * HOUR, unit: "hour", size: 12 },
  { ms: DAY, unit: "day", size: 1 },
  { ms: 2 * DAY, unit: "day", size: 2 },
  { ms: 7 * DAY, unit: "day", size: 7 },
  { ms: 14 * DAY, unit: "day", size: 14 },
  { ms: 30 * DAY, unit: "month", size: 1 },
  { ms: 61 * DAY, unit: "month", size: 2 },
  { ms: 91 * DAY, unit: "month", size: 3 },
];

const MAX_TICKS = 100;

/** Hour ticks: Madrid's offsets are whole hours, so its hours start on UTC hours. */
function hourTicks(from: number, to: number, size: number): number[] {
  const ticks: number[] = [];
  for (let t = Math.ceil(from / HOUR) * HOUR; t <= to && ticks.length < MAX_TICKS; t += HOUR) {
    if (madridTime(t).hour % size === 0) ticks.push(t);
  }
  return ticks;
}

/** Madrid midnights every `size` days (weeks from a Monday, the Spanish first weekday). */
function dayTicks(from: number, to: number, size: number): number[] {
  const start = madridTime(from);
  let day = start.day;
  if (madridMidnight(start.year, start.month, day) < from) day += 1;
  if (size === 7) day += (8 - madridTime(madridMidnight(start.year, start.month, day)).weekday) % 7;
  const ticks: number[] = [];
  for (let t = madridMidnight(start.year, start.month, day); t <= to && ticks.length < MAX_TICKS; day += size) {
    ticks.push(t);
    t = madridMidnight(start.year, start.month, day + size);
  }
  return ticks;
}

/** The first of a month every `size` months, at Madrid midnight. */
function monthTicks(from: number, to: number, size: number): number[] {
  const start = madridTime(from);
  let month = start.month;
  while (madridMidnight(start.year, month, 1) < from) month += size;
  const ticks: number[] = [];
  for (let t = madridMidnight(start.year, month, 1); t <= to && ticks.length < MAX_TICKS; month += size) {
    ticks.push(t);
    t = madridMidnight(start.year, month + size, 1);
  }
  return ticks;
}

/**
 * Round-time ticks for [from, to] that fit `maxTicks`: recharts' own ticks for a numeric
 * axis are "nice" numbers of milliseconds, which fall at odd minutes.
 */
export function timeTicks(from: number, to: number, maxTicks: number): number[] {
  const span = Math.max(1, to - from);
  const step = STEPS.find((s) => span / s.ms <= Math.max(2, maxTicks)) ?? STEPS[STEPS.length - 1]!;
  if (step.unit === "hour") return hourTicks(from, to, step.size);
  if (step.unit === "day") return dayTicks(from, to, step.size);
  return monthTicks(from, to, step.size);
}

/**
 * The most ticks a window may have so that no two read the same: its labels are dates
 * beyond two days and months beyond 120 days (tickFormatter), so a week at 1280 px gets a
 * tick a day, not two '25/11' a day apart by twelve hours. `fit` is how many labels fit.
 */
export function tickLimit(from: number, to: number, fit: number): number {
  const span = Math.max(1, to - from);
  if (span > 120 * DAY) return Math.max(1, Math.min(fit, Math.ceil(span / (31 * DAY))));
  if (span > 2 * DAY) return Math.max(1, Math.min(fit, Math.ceil(span / DAY)));
  return Math.max(1, fit);
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'HH:mm' in Madrid. The autumn change's 02:00–02:59 happens twice: the second time is
 * written through `secondPass` (the locale's '{{time}} (2ª)'), so the two readings of
 * 02:00 read apart.
 */
export function formatClock(t: number, secondPass: string): string {
  const local = madridTime(t);
  const time = `${pad(local.hour)}:${pad(local.minute)}`;
  return isSecondMadridPass(t) ? formatMessage(secondPass, { time }) : time;
}

/** A tick's text: hours when the window is within a few days, else the date. */
export function tickFormatter(from: number, to: number, secondPass: string): (t: number) => string {
  const span = to - from;
  if (span <= 2 * DAY) {
    return (t) => {
      const local = madridTime(t);
      return `${pad(local.day)}/${pad(local.month)} ${formatClock(t, secondPass)}`;
    };
  }
  if (span <= 120 * DAY) return (t) => formatDay(t).slice(0, 5);
  return (t) => formatDay(t).slice(3);
}

/** 'DD/MM/YYYY HH:mm' in Madrid, the spec's date format with the reading's hour. */
export const formatInstant = (t: number, secondPass: string) => `${formatDay(t)} ${formatClock(t, secondPass)}`;

/** 'DD/MM/YYYY' of the Madrid day. */
export function formatDay(t: number): string {
  const local = madridTime(t);
  return `${pad(local.day)}/${pad(local.month)}/${local.year}`;
}
