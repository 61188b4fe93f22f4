import { dayFromParts, madridToday, toDay } from "./calendarDate";

describe("dayFromParts", () => {
  it("builds local midnight of a real date", () => {
    expect(dayFromParts(2024, 2, 29)?.toDate()).toEqual(new Date(2024, 1, 29));
  });

  it("refuses impossible dates", () => {
    expect(dayFromParts(2023, 2, 29)).toBeNull();
    expect(dayFromParts(2024, 13, 1)).toBeNull();
    expect(dayFromParts(2024, 4, 31)).toBeNull();
    expect(dayFromParts(2024, 1, 0)).toBeNull();
  });

  it("keeps years below 100 as written", () => {
    expect(dayFromParts(50, 1, 1)?.year()).toBe(50);
  });
});

describe("toDay", () => {
  it.each([
    ["2024-03-05", "2024-03-05"],
    ["2024-03-05T23:59:59Z", "2024-03-05"],
    ["2024-03-05 10:00", "2024-03-05"],
    ["05-03-2024", "2024-03-05"],
    ["05/03/2024", "2024-03-05"],
    [" 2024-03-05 ", "2024-03-05"],
  ])("reads %s", (input, expected) => {
    expect(toDay(input)?.format("YYYY-MM-DD")).toBe(expected);
  });

  it("drops the time of a Date", () => {
    expect(toDay(new Date(2024, 2, 5, 18, 30))?.toDate()).toEqual(new Date(2024, 2, 5));
  });

  it.each([["05-03/2024"], ["2024/03/05"], ["20240305"], ["2024-3-5"], [""], [null], [undefined], [new Date(Number.NaN)]])(
    "refuses %s",
    (input) => {
      expect(toDay(input)).toBeNull();
    },
  );
});

describe("madridToday", () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedZone;
  });

  it("is Madrid's date whatever the browser's zone: 23:30 in New York is tomorrow in Madrid", () => {
    process.env.TZ = "America/New_York";
    expect(madridToday(new Date("2026-10-26T03:30:00Z")).format("YYYY-MM-DD")).toBe("2026-10-26");
    expect(madridToday(new Date("2026-10-25T22:59:00Z")).format("YYYY-MM-DD")).toBe("2026-10-25");
    expect(madridToday(new Date("2026-10-25T23:00:00Z")).format("YYYY-MM-DD")).toBe("2026-10-26");
  });
});
