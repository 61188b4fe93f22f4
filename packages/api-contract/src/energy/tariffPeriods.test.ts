import { describe, expect, it } from "vitest";
import { madridOffsetHours, madridTime } from "./madridClock";
import {
  energyPeriodAt,
  energyPeriodCount,
  isNationalHoliday,
  NATIONAL_HOLIDAYS,
  powerPeriodAt,
  powerPeriodCount,
  seasonOf,
} from "./tariffPeriods";

/** The instant a local Madrid hour starts, given its offset. */
const local = (iso: string, offset: 1 | 2) => new Date(`${iso}:00+0${offset}:00`);

describe("Madrid local time", () => {
  it("switches to summer time at 01:00 UTC on the last Sunday of March and back on the last of October", () => {
    expect(madridOffsetHours(new Date("2025-03-30T00:59:59Z"))).toBe(1);
    expect(madridOffsetHours(new Date("2025-03-30T01:00:00Z"))).toBe(2);
    expect(madridOffsetHours(new Date("2025-10-26T00:59:59Z"))).toBe(2);
    expect(madridOffsetHours(new Date("2025-10-26T01:00:00Z"))).toBe(1);
    expect(madridOffsetHours(new Date("2024-03-31T01:00:00Z"))).toBe(2);
    expect(madridOffsetHours(new Date("2024-03-30T12:00:00Z"))).toBe(1);
  });

  it("the spring day has 23 local hours (2 is skipped) and the autumn day 25 (2 twice)", () => {
    const hours = (day: string) => {
      const out: number[] = [];
      for (let t = Date.parse(`${day}T00:00:00Z`) - 3 * 3_600_000; t < Date.parse(`${day}T00:00:00Z`) + 27 * 3_600_000; t += 3_600_000) {
        const m = madridTime(t);
        if (m.date === day) out.push(m.hour);
      }
      return out;
    };
    expect(hours("2025-03-30")).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    expect(hours("2025-10-26")).toEqual([0, 1, 2, 2, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
  });

  it("agrees with Intl's Europe/Madrid for every hour of 2024 and 2025", () => {
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Madrid",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 3_600_000) {
      const parts = Object.fromEntries(format.formatToParts(t).map((p) => [p.type, p.value]));
      const m = madridTime(t);
      expect(`${m.date} ${m.hour}`).toBe(`${parts.year}-${parts.month}-${parts.day} ${Number(parts.hour)}`);
    }
  });
});

describe("2.0TD", () => {
  // Wednesday 15 January 2025, winter time.
  it.each([
    [0, 3],
    [7, 3],
    [8, 2],
    [9, 2],
    [10, 1],
    [13, 1],
    [14, 2],
    [17, 2],
    [18, 1],
    [21, 1],
    [22, 2],
    [23, 2],
  ])("a working day at %i:00 is energy P%i", (hour, period) => {
    expect(energyPeriodAt("2.0TD", local(`2025-01-15T${String(hour).padStart(2, "0")}:00`, 1))).toBe(period);
  });

  it("power is P1 from 8 to 24 on working days and P2 at night, weekends and holidays", () => {
    expect(powerPeriodAt("2.0TD", local("2025-01-15T07:00", 1))).toBe(2);
    expect(powerPeriodAt("2.0TD", local("2025-01-15T08:00", 1))).toBe(1);
    expect(powerPeriodAt("2.0TD", local("2025-01-15T23:00", 1))).toBe(1);
    expect(powerPeriodAt("2.0TD", local("2025-01-18T12:00", 1))).toBe(2); // Saturday
    expect(powerPeriodAt("2.0TD", local("2025-12-25T12:00", 1))).toBe(2); // Thursday, Christmas
  });

  it("weekends and the nine national holidays are P3 all day; Good Friday is not a holiday", () => {
    expect(energyPeriodAt("2.0TD", local("2025-01-18T12:00", 1))).toBe(3); // Saturday
    expect(energyPeriodAt("2.0TD", local("2025-01-19T19:00", 1))).toBe(3); // Sunday
    for (const mmdd of NATIONAL_HOLIDAYS) {
      const offset = madridOffsetHours(new Date(`2025-${mmdd}T12:00:00Z`));
      expect(energyPeriodAt("2.0TD", local(`2025-${mmdd}T12:00`, offset))).toBe(3);
    }
    expect(energyPeriodAt("2.0TD", local("2025-04-18T12:00", 2))).toBe(1); // Viernes Santo
    expect(energyPeriodAt("2.0TD", local("2025-03-19T12:00", 1))).toBe(1); // San José: regional only
  });

  it("uses local time in summer: 10:00 in Madrid is 08:00 UTC", () => {
    expect(energyPeriodAt("2.0TD", new Date("2025-07-16T08:00:00Z"))).toBe(1);
    expect(energyPeriodAt("2.0TD", new Date("2025-07-16T07:00:00Z"))).toBe(2);
  });

  it("knows the holidays by date", () => {
    expect(isNationalHoliday("2026-12-08")).toBe(true);
    expect(isNationalHoliday("2026-12-24")).toBe(false);
  });
});

describe("3.0TD and 6.xTD", () => {
  it("maps months to seasons", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(seasonOf)).toEqual([
      "alta",
      "alta",
      "media-alta",
      "baja",
      "baja",
      "media",
      "alta",
      "media",
      "media",
      "baja",
      "media-alta",
      "alta",
    ]);
  });

  it.each([
    // season, a working day, offset, [00, 08, 09, 14, 18, 22]
    ["alta", "2025-01-15", 1, [6, 2, 1, 2, 1, 2]],
    ["media-alta", "2025-03-12", 1, [6, 3, 2, 3, 2, 3]],
    ["media", "2025-06-11", 2, [6, 4, 3, 4, 3, 4]],
    ["baja", "2025-04-16", 2, [6, 5, 4, 5, 4, 5]],
  ] as const)("%s season on a working day", (_season, day, offset, periods) => {
    const got = [0, 8, 9, 14, 18, 22].map((h) => energyPeriodAt("3.0TD", local(`${day}T${String(h).padStart(2, "0")}:00`, offset)));
    expect(got).toEqual(periods);
    const power = [0, 8, 9, 14, 18, 22].map((h) => powerPeriodAt("6.1TD", local(`${day}T${String(h).padStart(2, "0")}:00`, offset)));
    expect(power).toEqual(periods);
  });

  it("weekends and holidays are P6 all day", () => {
    expect(energyPeriodAt("3.0TD", local("2025-01-18T10:00", 1))).toBe(6);
    expect(energyPeriodAt("3.0TD", local("2025-08-15T10:00", 2))).toBe(6);
    expect(powerPeriodAt("3.0TD", local("2025-10-12T19:00", 2))).toBe(6);
  });
});

describe("period counts", () => {
  it("3 + 2 for 2.0TD, 6 + 6 for 3.0TD/6.xTD, 1 + 0 for gas", () => {
    expect([energyPeriodCount("2.0TD"), powerPeriodCount("2.0TD")]).toEqual([3, 2]);
    expect([energyPeriodCount("3.0TD"), powerPeriodCount("3.0TD")]).toEqual([6, 6]);
    expect([energyPeriodCount(" 6.1 td"), powerPeriodCount("6.1TD")]).toEqual([6, 6]);
    expect([energyPeriodCount("RL.2"), powerPeriodCount("RL.2")]).toEqual([1, 0]);
    expect(energyPeriodAt("RL.1", new Date())).toBe(1);
  });
});
