import dayjs from "dayjs";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Tick spacings, smallest first; each is aligned on local time (midnight, the hour…). */
const STEPS: ReadonlyArray<{ ms: number; unit: "hour" | "day" | "month"; size: number }> = [
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

/**
 * Round-time ticks for [from, to] that fit `maxTicks`: recharts' own ticks for a numeric
 * axis are "nice" numbers of milliseconds, which fall at odd minutes.
 */
export function timeTicks(from: number, to: number, maxTicks: number): number[] {
  const span = Math.max(1, to - from);
  const step = STEPS.find((s) => span / s.ms <= Math.max(2, maxTicks)) ?? STEPS[STEPS.length - 1]!;
  let cursor = dayjs(from).startOf(step.unit === "hour" ? "day" : step.unit === "day" ? "day" : "month");
  if (step.unit === "hour") cursor = cursor.add(Math.ceil(dayjs(from).hour() / step.size) * step.size, "hour");
  const ticks: number[] = [];
  // Weekly ticks start on a Monday, the Spanish first day of the week.
  if (step.unit === "day" && step.size === 7) cursor = cursor.add((8 - cursor.day()) % 7, "day");
  while (cursor.valueOf() < from) cursor = cursor.add(step.size, step.unit);
  while (cursor.valueOf() <= to && ticks.length < 100) {
    ticks.push(cursor.valueOf());
    cursor = cursor.add(step.size, step.unit);
  }
  return ticks;
}

/** A tick's text: hours when the window is within a few days, else the date. */
export function tickFormatter(from: number, to: number): (t: number) => string {
  const span = to - from;
  if (span <= 2 * DAY) return (t) => dayjs(t).format("DD/MM HH:mm");
  if (span <= 120 * DAY) return (t) => dayjs(t).format("DD/MM");
  return (t) => dayjs(t).format("MM/YYYY");
}

/** 'DD/MM/YYYY HH:mm', the spec's date format with the reading's hour. */
export const formatInstant = (t: number) => dayjs(t).format("DD/MM/YYYY HH:mm");

export const formatDay = (t: number) => dayjs(t).format("DD/MM/YYYY");
