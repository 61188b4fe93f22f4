import { describe, expect, it } from "vitest";
import { addYears, daysBilled, nextBillingPeriod } from "./days";

describe("days billed", () => {
  it("counts both ends, across month ends and leap days", () => {
    expect(daysBilled("2026-01-01", "2026-01-31")).toBe(31);
    expect(daysBilled("2026-02-01", "2026-02-28")).toBe(28);
    expect(daysBilled("2028-02-01", "2028-02-29")).toBe(29);
    expect(daysBilled("2026-03-15", "2026-04-14")).toBe(31);
  });

  it("counts the clock-change days as one day each (23 and 25 hours)", () => {
    expect(daysBilled("2026-03-01", "2026-03-31")).toBe(31); // 29 March 2026 has 23 hours
    expect(daysBilled("2026-10-01", "2026-10-31")).toBe(31); // 25 October 2026 has 25 hours
  });

  it("finds the period after an invoice and the same day a year earlier", () => {
    expect(nextBillingPeriod("2026-10-31")).toEqual({ from: "2026-11-01", until: "2026-11-30" });
    expect(nextBillingPeriod("2026-01-30")).toEqual({ from: "2026-01-31", until: "2026-02-28" });
    expect(nextBillingPeriod("2026-12-31")).toEqual({ from: "2027-01-01", until: "2027-01-31" });
    expect(addYears("2028-02-29", -1)).toBe("2027-02-28");
    expect(addYears("2026-11-01", -1)).toBe("2025-11-01");
  });
});
