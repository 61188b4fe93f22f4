import { describe, expect, it } from "vitest";
import { type HourlyReading, sumByPeriod } from "./periods";

/** One reading of 1 kWh for every UTC hour of the local (Madrid) day `date`. */
function localDay(date: string, offsetHours: number, hours: number): HourlyReading[] {
  const start = Date.parse(`${date}T00:00:00Z`) - offsetHours * 3_600_000;
  return Array.from({ length: hours }, (_, i) => ({ at: start + i * 3_600_000, activeKwh: 1, surplusKwh: 0 }));
}

describe("kWh per energy period (shared calendar)", () => {
  it("splits a 2.0TD working day 8 valle, 8 llano, 8 punta", () => {
    const totals = sumByPeriod("2.0TD", localDay("2026-11-25", 1, 24)); // a Wednesday
    expect(totals.kwhByPeriod).toEqual([8, 8, 8, 0, 0, 0]);
    expect(totals.days).toEqual(["2026-11-25"]);
  });

  it("puts a whole national holiday and a weekend day in valle", () => {
    expect(sumByPeriod("2.0TD", localDay("2026-12-08", 1, 24)).kwhByPeriod).toEqual([0, 0, 24, 0, 0, 0]); // Tuesday, holiday
    expect(sumByPeriod("2.0TD", localDay("2026-11-28", 1, 24)).kwhByPeriod).toEqual([0, 0, 24, 0, 0, 0]); // Saturday
    // Good Friday is not a national fixed-date holiday: a working day.
    expect(sumByPeriod("2.0TD", localDay("2026-04-03", 2, 24)).kwhByPeriod).toEqual([8, 8, 8, 0, 0, 0]);
  });

  it("counts 23 and 25 hours on the clock-change days (Sundays: all valle)", () => {
    const spring = sumByPeriod("2.0TD", localDay("2026-03-29", 1, 23));
    expect(spring.kwhByPeriod).toEqual([0, 0, 23, 0, 0, 0]);
    expect(spring.days).toEqual(["2026-03-29"]);
    const autumn = sumByPeriod("2.0TD", localDay("2026-10-25", 2, 25));
    expect(autumn.kwhByPeriod).toEqual([0, 0, 25, 0, 0, 0]);
    expect(autumn.days).toEqual(["2026-10-25"]);
  });

  it("uses the 3.0TD season: a January working day is alta (P1, P2, P6)", () => {
    const totals = sumByPeriod("3.0TD", localDay("2026-01-14", 1, 24));
    expect(totals.kwhByPeriod).toEqual([9, 7, 0, 0, 0, 8]);
    const april = sumByPeriod("3.0TD", localDay("2026-04-15", 2, 24)); // baja: P4, P5
    expect(april.kwhByPeriod).toEqual([0, 0, 0, 9, 7, 8]);
  });

  it("sums surplus and rounds to the invoice's 3 decimals", () => {
    const readings = localDay("2026-11-25", 1, 3).map((r) => ({ ...r, activeKwh: 0.1111, surplusKwh: 0.2222 }));
    const totals = sumByPeriod("2.0TD", readings);
    expect(totals.kwhByPeriod[2]).toBe(0.333);
    expect(totals.surplusKwh).toBe(0.667);
  });
});

describe("complete local days", () => {
  it("knows the 23- and 25-hour days", async () => {
    const { hoursInDay } = await import("./periods");
    expect(hoursInDay("2026-03-29")).toBe(23);
    expect(hoursInDay("2026-10-25")).toBe(25);
    expect(hoursInDay("2026-11-25")).toBe(24);
  });

  it("drops a last day that is not complete yet, and keeps a complete 23-hour one", async () => {
    const { completeDays } = await import("./periods");
    const partial = [...localDay("2026-11-24", 1, 24), ...localDay("2026-11-25", 1, 2)];
    expect(completeDays(partial)).toHaveLength(24);
    const spring = localDay("2026-03-29", 1, 23);
    expect(completeDays(spring)).toHaveLength(23);
    expect(completeDays(spring.slice(0, 22))).toHaveLength(0);
  });
});
