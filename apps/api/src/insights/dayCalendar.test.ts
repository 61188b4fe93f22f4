import { energyPeriodAt, madridTime } from "@oficina-virtual/api-contract";
import { dayCalendar, type ReadingColumns, sumCompleteDays } from "./dayCalendar";
import { addDays } from "./days";
import { completeDays, type HourlyReading, madridMidnight, sumByPeriod } from "./periods";

const HOUR_MS = 3_600_000;
const TARIFFS = ["2.0TD", "3.0TD", "6.1TD", "RL.1"];

/** Deterministic raw doubles (no rounding: the order of the additions shows in the last bits). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Hourly readings from `from` (a local day) for `days` days, as objects and as columns. */
function readings(from: string, days: number, seed = 1): { rows: HourlyReading[]; columns: ReadingColumns } {
  const next = random(seed);
  const rows: HourlyReading[] = [];
  for (let t = madridMidnight(from); t < madridMidnight(addDays(from, days)); t += HOUR_MS) {
    rows.push({ at: t, activeKwh: next() * 2.5, surplusKwh: next() < 0.3 ? next() * 1.7 : 0 });
  }
  return {
    rows,
    columns: { at: rows.map((r) => r.at as number), activeKwh: rows.map((r) => r.activeKwh), surplusKwh: rows.map((r) => r.surplusKwh) },
  };
}

/** What costThisMonth computed before: the readings of the range oldest first, completeDays, sumByPeriod. */
function before(tariff: string, rows: readonly HourlyReading[], fromMs: number, untilMs: number) {
  const inRange = rows.filter((r) => (r.at as number) >= fromMs && (r.at as number) < untilMs);
  const complete = completeDays(inRange);
  return complete.length > 0 ? sumByPeriod(tariff, complete) : null;
}

describe("dayCalendar", () => {
  it("gives every hour of every day of 2024–2026 the period energyPeriodAt gives it", () => {
    for (const tariff of TARIFFS) {
      for (let date = "2024-01-01"; date < "2027-01-01"; date = addDays(date, 1)) {
        const day = dayCalendar(tariff, date);
        expect(madridTime(day.startMs).date).toBe(date);
        expect(madridTime(day.endMs - 1).date).toBe(date);
        for (let k = 0; k < day.periods.length; k++) {
          const t = day.startMs + k * HOUR_MS;
          expect(day.periods[k], `${tariff} ${date} ${k}`).toBe(energyPeriodAt(tariff, t));
          // Any instant of the hour, not only its start.
          expect(day.periods[k]).toBe(energyPeriodAt(tariff, t + HOUR_MS - 1));
        }
      }
    }
    expect(dayCalendar("2.0TD", "2026-03-29").periods).toHaveLength(23);
    expect(dayCalendar("2.0TD", "2026-10-25").periods).toHaveLength(25);
    // A national holiday (1 May 2026, a Friday) is the cheapest period all day.
    expect([...dayCalendar("2.0TD", "2026-05-01").periods]).toEqual(Array(24).fill(3));
  });
});

describe("sumCompleteDays", () => {
  const { rows, columns } = readings("2024-12-20", 760);

  it("sums every billing month of two years as completeDays + sumByPeriod did, to the last bit", () => {
    for (const tariff of TARIFFS) {
      for (let from = "2025-01-01"; from < "2027-01-01"; from = addDays(from, 1)) {
        if (!from.endsWith("-01") && !from.endsWith("-15")) continue;
        const until = addDays(from, 31);
        const fromMs = madridMidnight(from);
        const untilMs = madridMidnight(until);
        expect(sumCompleteDays(tariff, columns, fromMs, untilMs), `${tariff} ${from}`).toStrictEqual(before(tariff, rows, fromMs, untilMs));
      }
    }
  });

  it("leaves out an incomplete last day, also across a clock change, and answers null without a complete day", () => {
    // Readings up to some hour of a day: the 23-hour and 25-hour days and ordinary ones.
    for (const last of ["2025-03-30", "2025-10-26", "2026-02-10"]) {
      for (let hours = 1; hours <= 25; hours++) {
        const cut = madridMidnight(last) + hours * HOUR_MS;
        const fromMs = madridMidnight(addDays(last, -3));
        expect(sumCompleteDays("3.0TD", columns, fromMs, cut), `${last} +${hours} h`).toStrictEqual(before("3.0TD", rows, fromMs, cut));
      }
    }
    const day = madridMidnight("2025-06-10");
    expect(sumCompleteDays("2.0TD", columns, day, day + 5 * HOUR_MS)).toBeNull();
    expect(sumCompleteDays("2.0TD", { at: [], activeKwh: [], surplusKwh: [] }, day, day + 48 * HOUR_MS)).toBeNull();
  });

  it("takes the readings in any order", () => {
    const order = columns.at.map((_, i) => i).sort((a, b) => ((a * 7919) % 1009) - ((b * 7919) % 1009));
    const shuffled = {
      at: order.map((i) => columns.at[i]!),
      activeKwh: order.map((i) => columns.activeKwh[i]!),
      surplusKwh: order.map((i) => columns.surplusKwh[i]!),
    };
    const fromMs = madridMidnight("2025-10-01");
    const untilMs = madridMidnight("2025-11-01");
    expect(sumCompleteDays("2.0TD", shuffled, fromMs, untilMs)).toStrictEqual(before("2.0TD", rows, fromMs, untilMs));
  });
});
