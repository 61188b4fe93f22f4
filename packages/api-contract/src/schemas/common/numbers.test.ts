import { amount, count } from "./numbers";

describe("numbers that arrive as strings", () => {
  it("counts", () => {
    expect(count.parse("12")).toBe(12);
    expect(count.parse(12)).toBe(12);
    for (const bad of ["-1", -1, "1.5", "", "12a", "1e3", " 1", "1,000", null, true]) {
      expect(count.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("amounts, negative and decimal, dot only", () => {
    expect(amount.parse("-35.20")).toBe(-35.2);
    expect(amount.parse(412.8)).toBe(412.8);
    expect(amount.safeParse("35,20").success).toBe(false);
    expect(amount.safeParse(Number.NaN).success).toBe(false);
    expect(amount.safeParse("1".repeat(10_000)).success).toBe(false);
  });
});
