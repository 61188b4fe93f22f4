import { describe, expect, it } from "vitest";
import { rateOfCents, toCents } from "./cents";

describe("toCents", () => {
  it("rounds half away from zero, ignoring float noise", () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(1.005)).toBe(101); // 1.005 is 1.00499999… as a double
    expect(toCents(0.1 * 3)).toBe(30);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(0.124999)).toBe(12);
    expect(toCents(3.45 * 30 * 0.101)).toBe(1045); // 10.4535 €
  });

  it("applies a rate to cents", () => {
    expect(rateOfCents(10_000, 0.21)).toBe(2100);
    expect(rateOfCents(4_321, 0.0511269632)).toBe(221); // 220.9196…
    expect(rateOfCents(5, 0.21)).toBe(1); // 1.05
  });
});
