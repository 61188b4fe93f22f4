import { describe, expect, it } from "vitest";
import { electricityTaxRate } from "./electricityTaxRate";

const GENERAL = 0.0511269632;

describe("the electricity tax rate of an invoice, by the day it is issued", () => {
  it("16 September 2021 to the end of 2023: 0,5 %", () => {
    expect(electricityTaxRate("2021-09-15", GENERAL)).toBe(GENERAL);
    expect(electricityTaxRate("2021-09-16", GENERAL)).toBe(0.005);
    expect(electricityTaxRate("2023-12-31", GENERAL)).toBe(0.005);
  });

  it("2024: 2,5 % in the first quarter, 3,8 % in the second, the general rate after", () => {
    expect(electricityTaxRate("2024-02-05", GENERAL)).toBe(0.025);
    expect(electricityTaxRate("2024-04-01", GENERAL)).toBe(0.038);
    expect(electricityTaxRate("2024-07-01", GENERAL)).toBe(GENERAL);
  });

  it("2026: 0,5 % from 22 March to 31 May, the general rate either side", () => {
    expect(electricityTaxRate("2026-03-21", GENERAL)).toBe(GENERAL);
    expect(electricityTaxRate("2026-03-22", GENERAL)).toBe(0.005);
    expect(electricityTaxRate("2026-05-31", GENERAL)).toBe(0.005);
    expect(electricityTaxRate("2026-06-01", GENERAL)).toBe(GENERAL);
    expect(electricityTaxRate("2025-06-05", GENERAL)).toBe(GENERAL);
  });
});
