import { energyPeriodAt, energyPeriodCount, madridTime } from "@oficina-virtual/api-contract";
import { addDays } from "./days";
import { madridMidnight, type PeriodTotals } from "./periods";

/*
 * sumByPeriod(completeDays(readings)) (periods.ts) for a month of hourly readings held as
 * columns, without asking the shared calendar about every hour: the periods of a local day
 * are worked out once per tariff kind and day, and each reading looks its hour up there. The
 * additions are the same, in the same order, so the figures are the same to the last bit
 * (dayCalendar.test.ts and routes/insights/equivalence.test.ts compare them).
 */

const HOUR_MS = 3_600_000;

/** A local (Madrid) day of a tariff's calendar: the instants it spans and the energy period
 * of each of its 23, 24 or 25 hours. */
export interface DayCalendar {
  date: string;
  startMs: number;
  endMs: number;
  periods: Uint8Array;
  /** The following day, once asked for (a month's walk then builds no date strings). */
  next?: DayCalendar;
}

// The calendar is code (CNMC Circular 3/2020, api-contract's tariffPeriods.ts), so an entry
// is right for as long as the process runs; its key is all it depends on: the tariff's kind
// (1, 3 or 6 periods: energyPeriodAt answers alike for tariffs of one kind) and the day. The
// bound keeps memory flat (three kinds × four years of days fit); past it, it starts over.
const MAX_DAYS = 5_000;
const cache = new Map<string, DayCalendar>();

export function dayCalendar(tariff: string, date: string): DayCalendar {
  const key = `${energyPeriodCount(tariff)}|${date}`;
  let day = cache.get(key);
  if (!day) {
    const startMs = madridMidnight(date);
    const endMs = madridMidnight(addDays(date, 1));
    // Clocks change at 01:00 UTC, on the hour: every instant of hour k of the day has the
    // local hour (and so the period) of the hour's start.
    const periods = Uint8Array.from({ length: Math.round((endMs - startMs) / HOUR_MS) }, (_, k) =>
      energyPeriodAt(tariff, startMs + k * HOUR_MS),
    );
    day = { date, startMs, endMs, periods };
    if (cache.size >= MAX_DAYS) cache.clear();
    cache.set(key, day);
  }
  return day;
}

/** Hourly readings as columns: `at[i]` (epoch ms, the hour's start), `activeKwh[i]`,
 * `surplusKwh[i]`, in any order. */
export interface ReadingColumns {
  at: readonly number[];
  activeKwh: readonly number[];
  surplusKwh: readonly number[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The readings in [fromMs, untilMs) without a last local day that is not complete yet,
 * summed per energy period of the tariff: the same as sumByPeriod(tariff, completeDays(those
 * readings oldest first)), or null when no complete day is left.
 */
export function sumCompleteDays(tariff: string, columns: ReadingColumns, fromMs: number, untilMs: number): PeriodTotals | null {
  const { at, activeKwh, surplusKwh } = columns;
  const order: number[] = [];
  for (let i = 0; i < at.length; i++) if (at[i]! >= fromMs && at[i]! < untilMs) order.push(i);
  order.sort((a, b) => at[a]! - at[b]!);
  if (order.length === 0) return null;

  // completeDays: the last local day counts only with all its hours.
  let end = order.length;
  const lastDay = dayCalendar(tariff, madridTime(at[order[end - 1]!]!).date);
  let first = end - 1;
  while (first > 0 && at[order[first - 1]!]! >= lastDay.startMs) first--;
  if (end - first < lastDay.periods.length) end = first;
  if (end === 0) return null;

  const kwh = [0, 0, 0, 0, 0, 0];
  let surplus = 0;
  const days: string[] = [];
  let day = dayCalendar(tariff, madridTime(at[order[0]!]!).date);
  for (let n = 0; n < end; n++) {
    const i = order[n]!;
    const t = at[i]!;
    while (t >= day.endMs) day = day.next ??= dayCalendar(tariff, addDays(day.date, 1));
    kwh[day.periods[Math.floor((t - day.startMs) / HOUR_MS)]! - 1]! += activeKwh[i]!;
    surplus += surplusKwh[i]!;
    if (days[days.length - 1] !== day.date) days.push(day.date);
  }
  return { kwhByPeriod: kwh.map(round3), surplusKwh: round3(surplus), days };
}
