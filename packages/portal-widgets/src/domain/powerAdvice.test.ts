import { formatKw } from "./powerAdvice";

describe("formatKw", () => {
  it("writes steps as es-ES without trailing zeros", () => {
    expect([1.725, 3.45, 15, 14.49, 1250].map((kw) => formatKw(kw))).toEqual(["1,725", "3,45", "15", "14,49", "1.250"]);
  });

  it("writes them with the locale's separators elsewhere", () => {
    expect([1.725, 3.45, 15, 1250].map((kw) => formatKw(kw, "en"))).toEqual(["1.725", "3.45", "15", "1,250"]);
    expect(formatKw(1250, "ca-ES")).toBe("1.250");
  });
});
