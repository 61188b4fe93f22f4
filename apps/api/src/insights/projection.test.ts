import { describe, expect, it } from "vitest";
import { PLAN_20TD, PLAN_RL1 } from "./arithmetic.testing";
import { priceInvoice } from "./invoiceLines";
import { projectCost } from "./projection";

const usage = { line: "Electricidad" as const, tariff: "2.0TD", powersKw: [4.6, 4.6, 0, 0, 0, 0], ivaRate: 0.21 };
const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-03-${String(i + 1).padStart(2, "0")}`);

describe("projectCost", () => {
  it("prices the days so far and extends their daily average to the whole period", () => {
    const soFar = { kwhByPeriod: [28, 35, 49, 0, 0, 0], surplusKwh: 0, days: days(14) };
    const { spent, projection } = projectCost({ usage, plan: PLAN_20TD, daysInPeriod: 31, soFar, yearAgo: null, history: [] });
    expect(spent).toMatchObject({ kwh: 112, lastDayWithData: "2026-03-14", daysWithData: 14 });
    expect(spent!.amountCents).toBe(
      priceInvoice(PLAN_20TD, { ...usage, days: 14, kwhByPeriod: soFar.kwhByPeriod, surplusKwh: 0 }).totalCents,
    );
    const whole = priceInvoice(PLAN_20TD, { ...usage, days: 31, kwhByPeriod: [62, 77.5, 108.5, 0, 0, 0], surplusKwh: 0 }).totalCents;
    expect(projection).toMatchObject({ amountCents: whole, method: "dailyAverageSoFar" });
    expect(projection.lowCents).toBeLessThan(whole);
    expect(projection.highCents).toBeGreaterThan(whole);
  });

  it("takes the remaining days from a year earlier when fewer than 7 days are measured", () => {
    const soFar = { kwhByPeriod: [6, 7, 10, 0, 0, 0], surplusKwh: 0, days: days(3) };
    const yearAgo = { kwhByPeriod: [62, 70, 93, 0, 0, 0], surplusKwh: 0, days: 31 };
    const { projection } = projectCost({ usage, plan: PLAN_20TD, daysInPeriod: 31, soFar, yearAgo, history: [] });
    expect(projection.method).toBe("yearAgoShape");
    const expected = priceInvoice(PLAN_20TD, { ...usage, days: 31, kwhByPeriod: [62, 70.226, 94, 0, 0, 0], surplusKwh: 0 }).totalCents;
    expect(projection.amountCents).toBe(expected);
  });

  it("projects gas from the last invoices' daily average, with nothing 'spent'", () => {
    const { spent, projection } = projectCost({
      usage: { ...usage, line: "Gas", tariff: "RL.1", powersKw: [] },
      plan: PLAN_RL1,
      daysInPeriod: 30,
      soFar: null,
      yearAgo: null,
      history: [
        { kwhByPeriod: [310, 0, 0, 0, 0, 0], days: 31 },
        { kwhByPeriod: [280, 0, 0, 0, 0, 0], days: 28 },
      ],
    });
    expect(spent).toBeNull();
    expect(projection.method).toBe("previousInvoicesDailyAverage");
    // 590 kWh / 59 days × 30 days = 300 kWh
    expect(projection.amountCents).toBe(
      priceInvoice(PLAN_RL1, {
        ...usage,
        line: "Gas",
        tariff: "RL.1",
        powersKw: [],
        days: 30,
        kwhByPeriod: [300, 0, 0, 0, 0, 0],
        surplusKwh: 0,
      }).totalCents,
    );
  });
});
