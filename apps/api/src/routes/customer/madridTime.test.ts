import { addDays, compareDays, formatEsDate, madridDay, madridDayStart, madridHour, parseEsDate, subtractMonths } from "./madridTime";

describe("Madrid time", () => {
  it("starts days at local midnight, on both sides of the clock changes", () => {
    expect(madridDayStart({ year: 2025, month: 1, day: 10 }).toISOString()).toBe("2025-01-09T23:00:00.000Z");
    expect(madridDayStart({ year: 2025, month: 3, day: 30 }).toISOString()).toBe("2025-03-29T23:00:00.000Z");
    expect(madridDayStart({ year: 2025, month: 3, day: 31 }).toISOString()).toBe("2025-03-30T22:00:00.000Z");
    expect(madridDayStart({ year: 2025, month: 10, day: 26 }).toISOString()).toBe("2025-10-25T22:00:00.000Z");
    expect(madridDayStart({ year: 2025, month: 10, day: 27 }).toISOString()).toBe("2025-10-26T23:00:00.000Z");
  });

  it("reads the local day and hour of an instant", () => {
    expect(madridDay(new Date("2025-12-31T23:30:00Z"))).toEqual({ year: 2026, month: 1, day: 1 });
    const parts = madridHour(Date.parse("2025-07-01T22:00:00Z"));
    expect(parts).toEqual({ date: "02-07-2025", hour: 0, dayStart: Date.parse("2025-07-01T22:00:00Z") });
  });

  it("does calendar arithmetic", () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(subtractMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(subtractMonths({ year: 2025, month: 3, day: 31 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(subtractMonths({ year: 2026, month: 1, day: 15 }, 12)).toEqual({ year: 2025, month: 1, day: 15 });
    expect(compareDays(parseEsDate("01-02-2025"), parseEsDate("31-01-2025"))).toBeGreaterThan(0);
    expect(formatEsDate({ year: 2025, month: 3, day: 9 })).toBe("09-03-2025");
  });
});
