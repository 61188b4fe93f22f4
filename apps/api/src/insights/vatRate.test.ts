import { describe, expect, it } from "vitest";
import { vatRate } from "./vatRate";

const home = { line: "Electricidad" as const, powersKw: [4.6, 4.6, 0, 0, 0, 0] };
const business = { line: "Electricidad" as const, powersKw: [15.5, 15.5, 15.5, 15.5, 15.5, 21.7] };
const gas = { line: "Gas" as const, powersKw: [0, 0, 0, 0, 0, 0] };
const month = (until: string, issuedOn: string) => ({ periodUntil: until, issuedOn });

describe("the IVA rate of an invoice, by the day it is issued", () => {
  it("2021–2023: 10 %, then 5 %, up to 10 kW; gas 5 % from October 2022; 21 % before and above", () => {
    expect(vatRate({ ...home, ...month("2021-05-31", "2021-06-05") })).toBe(0.21);
    expect(vatRate({ ...home, ...month("2021-06-30", "2021-07-05") })).toBe(0.1);
    expect(vatRate({ ...home, ...month("2022-06-30", "2022-07-04") })).toBe(0.05);
    expect(vatRate({ ...home, ...month("2023-11-30", "2023-12-04") })).toBe(0.05);
    expect(vatRate({ ...business, ...month("2023-11-30", "2023-12-04") })).toBe(0.21);
    expect(vatRate({ ...gas, ...month("2022-08-31", "2022-09-05") })).toBe(0.21);
    expect(vatRate({ ...gas, ...month("2023-03-31", "2023-04-05") })).toBe(0.05);
    expect(vatRate({ ...gas, ...month("2024-02-29", "2024-03-05") })).toBe(0.1);
  });

  it("2024: 10 % up to 10 kW when the previous month's market price passed 45 €/MWh", () => {
    expect(vatRate({ ...home, ...month("2024-02-29", "2024-03-05") })).toBe(0.1); // January: 74 €/MWh
    expect(vatRate({ ...home, ...month("2024-03-31", "2024-04-05") })).toBe(0.21); // February: about 40
    expect(vatRate({ ...home, ...month("2024-06-30", "2024-07-04") })).toBe(0.21); // May: 30,39
    expect(vatRate({ ...home, ...month("2024-07-31", "2024-08-04") })).toBe(0.1); // June: 56,08
    expect(vatRate({ ...home, ...month("2024-09-30", "2024-10-04") })).toBe(0.1);
    expect(vatRate({ ...home, ...month("2024-11-30", "2024-12-04") })).toBe(0.1);
  });

  it("2024: never for more than 10 kW, and 10 kW itself is reduced", () => {
    expect(vatRate({ ...business, ...month("2024-09-30", "2024-10-04") })).toBe(0.21);
    expect(vatRate({ line: "Electricidad", powersKw: [10, 10], ...month("2024-09-30", "2024-10-04") })).toBe(0.1);
  });

  it("falls due on the issue date: December 2024 invoiced in January 2025 pays 21 %", () => {
    expect(vatRate({ ...home, ...month("2024-12-31", "2024-12-31") })).toBe(0.1);
    expect(vatRate({ ...home, ...month("2024-12-31", "2025-01-06") })).toBe(0.21);
    expect(vatRate({ ...home, ...month("2025-06-30", "2025-07-05") })).toBe(0.21);
  });

  it("2026: 10 % from 22 March to 31 May, under 10 kW until 29 April and up to 10 kW after", () => {
    expect(vatRate({ ...home, ...month("2026-02-28", "2026-03-21") })).toBe(0.21);
    expect(vatRate({ ...home, ...month("2026-02-28", "2026-03-22") })).toBe(0.1);
    const tenKw = { line: "Electricidad" as const, powersKw: [10, 10] };
    expect(vatRate({ ...tenKw, ...month("2026-03-31", "2026-04-29") })).toBe(0.21);
    expect(vatRate({ ...tenKw, ...month("2026-03-31", "2026-04-30") })).toBe(0.1);
    expect(vatRate({ ...home, ...month("2026-04-30", "2026-05-31") })).toBe(0.1);
    expect(vatRate({ ...home, ...month("2026-05-31", "2026-06-01") })).toBe(0.21);
    expect(vatRate({ ...business, ...month("2026-03-31", "2026-04-05") })).toBe(0.21);
    expect(vatRate({ ...home, ...month("2026-10-31", "2026-11-05") })).toBe(0.21);
  });

  it("gas: 10 % until 31 March 2024, 21 % after", () => {
    expect(vatRate({ ...gas, ...month("2024-02-29", "2024-03-31") })).toBe(0.1);
    expect(vatRate({ ...gas, ...month("2024-03-31", "2024-04-01") })).toBe(0.21);
    expect(vatRate({ ...gas, ...month("2026-03-31", "2026-04-05") })).toBe(0.21);
  });

  it("refuses a date before its table", () => {
    expect(() => vatRate({ ...home, ...month("2012-07-31", "2012-08-31") })).toThrow(RangeError);
  });
});
