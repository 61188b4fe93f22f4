import { formatKw, formatLongMonth } from "./powerAdvice";

describe("formatKw", () => {
  it("writes steps as es-ES without trailing zeros", () => {
    expect([1.725, 3.45, 15, 14.49, 1250].map((kw) => formatKw(kw))).toEqual(["1,725", "3,45", "15", "14,49", "1.250"]);
  });

  it("writes them with the locale's separators elsewhere", () => {
    expect([1.725, 3.45, 15, 1250].map((kw) => formatKw(kw, "en"))).toEqual(["1.725", "3.45", "15", "1,250"]);
    expect(formatKw(1250, "ca-ES")).toBe("1.250");
  });
});

describe("formatLongMonth", () => {
  it("names an invoice's month in full, in the chosen language", () => {
    expect(formatLongMonth("2026-07-01")).toBe("julio de 2026");
    expect(formatLongMonth("2026-01")).toBe("enero de 2026");
    expect(formatLongMonth("2026-07-01", "en")).toBe("July 2026");
  });
});
