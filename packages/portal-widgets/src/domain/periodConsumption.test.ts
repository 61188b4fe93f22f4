import type { TimePoint } from "./downsample";
import {
  aggregateByPeriod,
  calendarTariff,
  formatTenths,
  formatWhAsKwh,
  largestRemainder,
  periodBreakdown,
  shiftOneYear,
  toWh,
  yearEarlier,
} from "./periodConsumption";

const HOUR = 3_600_000;

/** Hourly points from a UTC instant, `value(i)` kWh each. */
function hours(fromUtc: string, count: number, value: (i: number) => number = () => 0.5): TimePoint[] {
  const start = Date.parse(fromUtc);
  return Array.from({ length: count }, (_, i) => ({ t: start + i * HOUR, active: value(i) }));
}

// Irregular kWh with 3 decimals, the readings' precision.
const noisy = (i: number) => Math.round((0.1 + ((i * 7919) % 997) / 1000) * 1000) / 1000;

describe("periodBreakdown", () => {
  it("splits a 2.0TD working day into punta, llano and valle", () => {
    // Wednesday 2025-03-05, Madrid midnight = 23:00 UTC the day before (winter, UTC+1).
    const day = periodBreakdown(
      "2.0TD",
      hours("2025-03-04T23:00:00Z", 24, () => 1),
      "active",
    );
    expect(day.periods.map((p) => p.wh)).toEqual([8000, 8000, 8000]);
    expect(day.totalWh).toBe(24_000);
  });

  it("puts weekends and national holidays in P3 (2.0TD) and P6 (3.0TD)", () => {
    // 2025-12-08 (Monday, Inmaculada) in Madrid.
    const holiday = hours("2025-12-07T23:00:00Z", 24, () => 1);
    expect(periodBreakdown("2.0TD", holiday, "active").periods.map((p) => p.wh)).toEqual([0, 0, 24_000]);
    expect(periodBreakdown("3.0TD", holiday, "active").periods.map((p) => p.wh)).toEqual([0, 0, 0, 0, 0, 24_000]);
  });

  it("adds the periods' kWh up to the range's total exactly, and the % to 100,0", () => {
    for (const tariff of ["2.0TD", "3.0TD"]) {
      const year = hours("2024-12-31T23:00:00Z", 8760, noisy);
      const breakdown = periodBreakdown(tariff, year, "active");
      const expected = year.reduce((sum, p) => sum + toWh(p.active!), 0);
      expect(breakdown.totalWh).toBe(expected);
      expect(breakdown.periods.reduce((s, p) => s + p.wh, 0)).toBe(expected);
      expect(breakdown.periods.reduce((s, p) => s + p.tenthsOfPercent, 0)).toBe(1000);
    }
  });

  it("gives 0 % everywhere for no consumption", () => {
    const breakdown = periodBreakdown(
      "2.0TD",
      hours("2025-03-04T23:00:00Z", 5, () => 0),
      "active",
    );
    expect(breakdown.periods.map((p) => p.tenthsOfPercent)).toEqual([0, 0, 0]);
  });
});

describe("aggregateByPeriod", () => {
  it("makes a year by months 12 bars, and by days one bar a day", () => {
    const year = hours("2024-12-31T23:00:00Z", 8760, noisy);
    const months = aggregateByPeriod("2.0TD", year, "active", "month");
    expect(months.map((m) => m.key)).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`));
    expect(aggregateByPeriod("2.0TD", year, "active", "day")).toHaveLength(365);
    const total = year.reduce((s, p) => s + toWh(p.active!), 0);
    expect(months.reduce((s, m) => s + m.totalWh, 0)).toBe(total);
    for (const m of months) expect(m.wh.reduce((s, v) => s + v, 0)).toBe(m.totalWh);
    expect(months.map((m) => m.days)).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it("counts the days with readings of a month that has only some", () => {
    // 1–7 November 2026, Madrid.
    const week = hours("2026-10-31T23:00:00Z", 7 * 24, () => 1);
    expect(aggregateByPeriod("2.0TD", week, "active", "month").map((m) => [m.key, m.days])).toEqual([["2026-11", 7]]);
  });

  it("counts the 23- and 25-hour days of the clock changes in their own day", () => {
    // 2025-03-30 (23 h) and 2025-10-26 (25 h), Madrid.
    const spring = aggregateByPeriod(
      "2.0TD",
      hours("2025-03-29T23:00:00Z", 23, () => 1),
      "active",
      "day",
    );
    expect(spring).toEqual([{ key: "2025-03-30", wh: [0, 0, 23_000], totalWh: 23_000, days: 1 }]);
    const autumn = aggregateByPeriod(
      "2.0TD",
      hours("2025-10-25T22:00:00Z", 25, () => 1),
      "active",
      "day",
    );
    expect(autumn.map((d) => [d.key, d.totalWh])).toEqual([["2025-10-26", 25_000]]);
  });

  it("uses six periods by season for 3.0TD", () => {
    // Wednesday 2025-01-15 (alta): 09–14 and 18–22 P1 (9 h), 08–09, 14–18, 22–24 P2 (7 h), night P6.
    const day = aggregateByPeriod(
      "3.0TD",
      hours("2025-01-14T23:00:00Z", 24, () => 1),
      "active",
      "day",
    );
    expect(day[0]!.wh).toEqual([9000, 7000, 0, 0, 0, 8000]);
  });
});

describe("largestRemainder", () => {
  it("always sums to the scale", () => {
    expect(largestRemainder([1, 1, 1], 3, 1000)).toEqual([334, 333, 333]);
    expect(largestRemainder([2, 0, 1], 3, 1000)).toEqual([667, 0, 333]);
  });
});

describe("shiftOneYear", () => {
  it("moves each reading to the same Madrid date and hour a year later", () => {
    const [shifted] = shiftOneYear([{ t: Date.parse("2024-07-10T10:00:00Z"), active: 1 }]);
    expect(new Date(shifted!.t).toISOString()).toBe("2025-07-10T10:00:00.000Z");
    // Winter 2024-03-29 (UTC+1) → 2025-03-29 (still winter).
    const [winter] = shiftOneYear([{ t: Date.parse("2024-03-29T12:00:00Z"), active: 1 }]);
    expect(new Date(winter!.t).toISOString()).toBe("2025-03-29T12:00:00.000Z");
    // 2024-03-30 13:00 local was already summer? No: summer began 31-03-2024; 2025 began 30-03.
    const [acrossChange] = shiftOneYear([{ t: Date.parse("2024-03-30T12:00:00Z"), active: 1 }]); // 13:00 local, winter
    expect(new Date(acrossChange!.t).toISOString()).toBe("2025-03-30T11:00:00.000Z"); // 13:00 local, summer
  });
});

describe("formatWhAsKwh", () => {
  it("writes whole Wh as kWh with three decimals", () => {
    expect(formatWhAsKwh(1_234_567)).toBe("1.234,567");
    expect(formatWhAsKwh(5)).toBe("0,005");
    expect(formatTenths(334)).toBe("33,4");
  });

  it("uses the locale's separators outside es-ES", () => {
    expect(formatWhAsKwh(1_234_567, "en")).toBe("1,234.567");
    expect(formatWhAsKwh(-5, "gl-ES")).toBe("-0,005");
    expect(formatTenths(334, "en")).toBe("33.4");
    expect(formatTenths(330, "ca-ES")).toBe("33,0");
  });
});

describe("calendarTariff", () => {
  it("keeps TD codes and maps older electricity codes to their successor", () => {
    expect(calendarTariff("3.0TD")).toBe("3.0TD");
    expect(calendarTariff(" 2.0 td")).toBe("2.0TD");
    expect(calendarTariff("2.0DHA")).toBe("2.0TD");
    expect(calendarTariff("3.1A")).toBe("3.0TD");
    expect(calendarTariff(null)).toBe("2.0TD");
  });
});

describe("yearEarlier", () => {
  it("moves a DD-MM-YYYY date back a year", () => {
    expect(yearEarlier("14-03-2026")).toBe("14-03-2025");
    expect(yearEarlier("29-02-2024")).toBe("28-02-2023");
  });
});
