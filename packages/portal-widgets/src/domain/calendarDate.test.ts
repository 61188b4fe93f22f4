import { dayFromParts, toDay } from "./calendarDate";

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
