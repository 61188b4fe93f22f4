import {
  isRepeatedMadridTime,
  isSecondMadridPass,
  madridHoursInDay,
  madridInstant,
  madridMidnight,
  madridOffsetHours,
  madridTime,
} from "./madridClock";

const HOUR = 3_600_000;
const madridHourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", hour: "2-digit", hourCycle: "h23" });
const intlOffsetHours = (utcMs: number) => {
  const parts = madridHourFormat.formatToParts(new Date(utcMs));
  const localHour = Number(parts.find((p) => p.type === "hour")!.value);
  return (localHour - new Date(utcMs).getUTCHours() + 24) % 24;
};
const iso = (t: number) => new Date(t).toISOString();

describe("the Madrid clock", () => {
  it("agrees with Intl's Europe/Madrid for every hour of 2024–2027", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += HOUR) {
      expect(madridOffsetHours(t), iso(t)).toBe(intlOffsetHours(t));
    }
  });

  it("starts days at local midnight on both sides of the clock changes, with 23 and 25 hours", () => {
    expect(iso(madridMidnight(2026, 3, 29))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(madridMidnight(2026, 3, 30))).toBe("2026-03-29T22:00:00.000Z");
    expect(iso(madridMidnight(2026, 10, 25))).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(madridMidnight(2026, 10, 26))).toBe("2026-10-25T23:00:00.000Z");
    expect([madridHoursInDay(2026, 3, 29), madridHoursInDay(2026, 10, 25), madridHoursInDay(2026, 10, 24)]).toEqual([23, 25, 24]);
  });

  it("reads the two 02:00 of the autumn change as two instants, the summer one first", () => {
    expect(isRepeatedMadridTime(2026, 10, 25, 2)).toBe(true);
    expect(isRepeatedMadridTime(2026, 10, 25, 3)).toBe(false);
    const first = madridInstant(2026, 10, 25, 2, 0, false);
    const second = madridInstant(2026, 10, 25, 2, 0, true);
    expect([iso(first), iso(second)]).toEqual(["2026-10-25T00:00:00.000Z", "2026-10-25T01:00:00.000Z"]);
    expect([isSecondMadridPass(first), isSecondMadridPass(second), isSecondMadridPass(second + HOUR)]).toEqual([false, true, false]);
    expect(madridTime(second)).toMatchObject({ date: "2026-10-25", hour: 2, minute: 0, weekday: 7 });
  });

  it("reads an unambiguous wall-clock time the same with or without `repeat`, and the March gap as the hour after", () => {
    expect(iso(madridInstant(2026, 7, 1, 10, 15, true))).toBe("2026-07-01T08:15:00.000Z");
    expect(iso(madridInstant(2026, 1, 1, 0))).toBe("2025-12-31T23:00:00.000Z");
    expect(iso(madridInstant(2026, 3, 29, 2, 30))).toBe("2026-03-29T01:30:00.000Z");
    expect(madridTime(madridInstant(2026, 3, 29, 2, 30)).hour).toBe(3);
  });
});
