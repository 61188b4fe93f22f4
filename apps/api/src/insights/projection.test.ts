import { energyPeriodAt, madridTime } from "@oficina-virtual/api-contract";
import { describe, expect, it } from "vitest";
import { PLAN_20TD, PLAN_30TD, PLAN_RL1 } from "./arithmetic.testing";
import { bonoSocialFinancing } from "./bonoSocial";
import type { ReadingColumns } from "./dayCalendar";
import { addDays } from "./days";
import { taxedOn } from "./explain";
import { priceInvoice } from "./invoiceLines";
import { madridMidnight } from "./periods";
import { type ProjectionInput, projectCost } from "./projection";
import { vatRate } from "./vatRate";

const HOUR_MS = 3_600_000;
const usage = { line: "Electricidad" as const, tariff: "2.0TD", powersKw: [4.6, 4.6, 0, 0, 0, 0], ivaRate: 0.21 };
const JULY = { from: "2026-07-01", until: "2026-07-31" };

/** A solar home's hour: 0.4 kWh at night, 1.1 in the evening, surplus at midday. */
const solarHour = (at: number) => {
  const hour = madridTime(at).hour;
  return {
    active: hour >= 19 && hour < 23 ? 1.1 : hour >= 10 && hour < 17 ? 0.05 : 0.4,
    surplus: hour >= 10 && hour < 17 ? 1.5 : 0,
  };
};

/** Hourly readings from the local midnight of `from` for `hours` hours. */
function curve(from: string, hours: number, hourOf = solarHour): ReadingColumns {
  const at = Array.from({ length: hours }, (_, k) => madridMidnight(from) + k * HOUR_MS);
  return { at, activeKwh: at.map((t) => hourOf(t).active), surplusKwh: at.map((t) => hourOf(t).surplus) };
}

const hoursBetween = (from: string, until: string) => (madridMidnight(addDays(until, 1)) - madridMidnight(from)) / HOUR_MS;

/** The invoice of the local days from … until if each hour were `hourOf`'s, in its own period. */
function priceOfHours(plan: typeof PLAN_20TD, base: ProjectionInput["usage"], from: string, until: string, hourOf = solarHour) {
  const kwh = [0, 0, 0, 0, 0, 0];
  let surplus = 0;
  for (let t = madridMidnight(from); t < madridMidnight(addDays(until, 1)); t += HOUR_MS) {
    kwh[energyPeriodAt(base.tariff, t) - 1]! += hourOf(t).active;
    surplus += hourOf(t).surplus;
  }
  const days = Math.round(hoursBetween(from, until) / 24);
  return priceInvoice(taxedOn(plan, addDays(until, 1)), {
    ...base,
    ivaRate: vatRate({ line: base.line, issuedOn: addDays(until, 1), periodUntil: until, powersKw: base.powersKw }),
    bonoSocial: bonoSocialFinancing(from, until),
    days,
    kwhByPeriod: kwh.map((v) => Math.round(v * 1000) / 1000),
    surplusKwh: Math.round(surplus * 1000) / 1000,
  });
}

const input = (over: Partial<ProjectionInput>): ProjectionInput => ({
  usage,
  plan: PLAN_20TD,
  period: JULY,
  soFar: null,
  readings: null,
  yearAgoReadings: null,
  yearAgo: null,
  history: [],
  ...over,
});

describe("projectCost", () => {
  it("from a solar contract's first hours, takes the rest of the month from last year's curve, surplus included", () => {
    // 1 July, 03:00: three hours measured; last year's curve for the same weeks (52 weeks earlier).
    const yearAgoFrom = addDays(JULY.from, -364);
    const { projection } = projectCost(input({ readings: curve(JULY.from, 3), yearAgoReadings: curve(yearAgoFrom, 32 * 24) }));
    expect(projection.method).toBe("yearAgoCurve");
    // Every hour of July like the curve: the whole month's invoice, its surplus compensated.
    expect(projection.amountCents).toBe(priceOfHours(PLAN_20TD, usage, JULY.from, JULY.until).totalCents);
    expect(projection.lowCents).toBeLessThan(projection.amountCents);
    expect(projection.highCents).toBeGreaterThan(projection.amountCents);
    expect(projection.marginPercent).toBe(15);
  });

  it("uses last year's curve before the month's first reading has arrived", () => {
    const empty = { at: [], activeKwh: [], surplusKwh: [] };
    const { projection } = projectCost(input({ readings: empty, yearAgoReadings: curve(addDays(JULY.from, -364), 32 * 24) }));
    expect(projection.method).toBe("yearAgoCurve");
    expect(projection.amountCents).toBe(priceOfHours(PLAN_20TD, usage, JULY.from, JULY.until).totalCents);
  });

  it("prices each remaining day of a 3.0TD period starting on 1 March with March's periods", () => {
    const tariff = { ...usage, tariff: "3.0TD", powersKw: [15, 15, 15, 15, 15, 20] };
    const march = { from: "2026-03-01", until: "2026-03-31" };
    const flat = () => ({ active: 2, surplus: 0 });
    // From last year's curve, and from a February invoice a year earlier (P1, P2 and P6).
    const withCurve = projectCost(
      input({
        usage: tariff,
        plan: PLAN_30TD,
        period: march,
        readings: curve(march.from, 5, flat),
        yearAgoReadings: curve(addDays(march.from, -364), 32 * 24, flat),
      }),
    ).projection;
    expect(withCurve.method).toBe("yearAgoCurve");
    expect(withCurve.amountCents).toBe(priceOfHours(PLAN_30TD, tariff, march.from, march.until, flat).totalCents);
    const february = { kwhByPeriod: [300, 420, 0, 0, 0, 700], surplusKwh: 0, from: "2025-02-01", until: "2025-02-28" };
    const fromInvoice = projectCost(
      input({ usage: tariff, plan: PLAN_30TD, period: march, readings: curve(march.from, 5, flat), yearAgo: february }),
    );
    expect(fromInvoice.projection.method).toBe("yearAgoShape");
    // The same kWh as a day of February's habits in March: no kWh left in P1 (March has none).
    const whole = priceInvoice(PLAN_30TD, { ...tariff, days: 31, kwhByPeriod: [0, 0, 0, 0, 0, 0], surplusKwh: 0 });
    expect(fromInvoice.projection.amountCents).toBeGreaterThan(whole.totalCents);
    const p1Price = PLAN_30TD.energy[0]!;
    const asIfP1 = projectCost(
      input({
        usage: tariff,
        plan: { ...PLAN_30TD, energy: [p1Price * 10, ...PLAN_30TD.energy.slice(1)] },
        period: march,
        readings: curve(march.from, 5, flat),
        yearAgo: february,
      }),
    );
    expect(asIfP1.projection.amountCents).toBe(fromInvoice.projection.amountCents);
  });

  it("without last year's curve, extends a week of this period's hours by kind of day", () => {
    const days = 10;
    const hourOf = (at: number) => ({ active: madridTime(at).weekday >= 6 ? 1 : 0.5, surplus: 0 });
    const { projection } = projectCost(input({ readings: curve(JULY.from, days * 24, hourOf) }));
    expect(projection.method).toBe("dailyAverageSoFar");
    expect(projection.amountCents).toBe(priceOfHours(PLAN_20TD, usage, JULY.from, JULY.until, hourOf).totalCents);
  });

  it("does not use a curve a year earlier with more than 5 % of its hours missing", () => {
    const gappy = curve(addDays(JULY.from, -364), 25 * 24);
    const { projection } = projectCost(input({ readings: curve(JULY.from, 3), yearAgoReadings: gappy }));
    expect(projection.method).toBe("previousInvoicesDailyAverage");
  });

  it("projects gas from the same month a year earlier, not from the last invoices", () => {
    const gas = { ...usage, line: "Gas" as const, tariff: "RL.1", powersKw: [] };
    const november = { from: "2026-11-01", until: "2026-11-30" };
    const { spent, projection } = projectCost(
      input({
        usage: gas,
        plan: PLAN_RL1,
        period: november,
        yearAgo: { kwhByPeriod: [500, 0, 0, 0, 0, 0], surplusKwh: 0, from: "2025-11-01", until: "2025-11-30" },
        history: [{ kwhByPeriod: [182, 0, 0, 0, 0, 0], from: "2026-10-01", until: "2026-10-31" }],
      }),
    );
    expect(spent).toBeNull();
    expect(projection).toMatchObject({ method: "yearAgoMonth", marginPercent: 20 });
    const expected = priceInvoice(PLAN_RL1, { ...gas, days: 30, kwhByPeriod: [500, 0, 0, 0, 0, 0], surplusKwh: 0 }).totalCents;
    expect(projection.amountCents).toBe(expected);
    const low = priceInvoice(PLAN_RL1, { ...gas, days: 30, kwhByPeriod: [400, 0, 0, 0, 0, 0], surplusKwh: 0 }).totalCents;
    expect(projection.lowCents).toBe(low);
  });

  it("projects gas from a season fitted to two years of invoices when it has them", () => {
    const gas = { ...usage, line: "Gas" as const, tariff: "RL.1", powersKw: [] };
    // 10 + 8 × cos(cold cycle) kWh a day, except one November twice as high (a cold snap):
    // the fit reads it among 24 months, the same month a year earlier would take it whole.
    const history = Array.from({ length: 24 }, (_, k) => {
      const from = `${2024 + Math.floor((10 + k) / 12)}-${String(((10 + k) % 12) + 1).padStart(2, "0")}-01`;
      const until = addDays(`${2024 + Math.floor((11 + k) / 12)}-${String(((11 + k) % 12) + 1).padStart(2, "0")}-01`, -1);
      let kwh = 0;
      for (let d = from; d <= until; d = addDays(d, 1)) {
        const doy = (Date.parse(`${d}T00:00:00Z`) - Date.UTC(Number(d.slice(0, 4)), 0, 1)) / 86_400_000;
        kwh += 10 + 8 * Math.cos((2 * Math.PI * (doy - 15)) / 365.25);
      }
      return { kwhByPeriod: [from === "2025-11-01" ? kwh * 2 : kwh, 0, 0, 0, 0, 0], from, until };
    }).reverse();
    expect(history[0]!.from).toBe("2026-10-01");
    const yearAgo = { kwhByPeriod: history[11]!.kwhByPeriod, surplusKwh: 0, from: "2025-11-01", until: "2025-11-30" };
    const november = { from: "2026-11-01", until: "2026-11-30" };
    const { projection } = projectCost(input({ usage: gas, plan: PLAN_RL1, period: november, yearAgo, history }));
    expect(projection.method).toBe("seasonalFit");
    // November 2024 as the cycle gives it, and November 2025 doubled.
    const priced = (kwh: number) =>
      priceInvoice(PLAN_RL1, { ...gas, days: 30, kwhByPeriod: [kwh, 0, 0, 0, 0, 0], surplusKwh: 0 }).totalCents;
    const normal = priced(history[23]!.kwhByPeriod[0]!);
    expect(history[23]!.from).toBe("2024-11-01");
    expect(Math.abs(projection.amountCents / normal - 1)).toBeLessThan(0.1);
    expect(projection.marginPercent).toBeGreaterThanOrEqual(10);
    // With less than a year of invoices: the same month a year earlier.
    const short = projectCost(input({ usage: gas, plan: PLAN_RL1, period: november, yearAgo, history: history.slice(0, 11) }));
    expect(short.projection.method).toBe("yearAgoMonth");
  });

  it("falls back to the last invoices' daily average with nothing a year earlier", () => {
    const gas = { ...usage, line: "Gas" as const, tariff: "RL.1", powersKw: [] };
    const { projection } = projectCost(
      input({
        usage: gas,
        plan: PLAN_RL1,
        period: { from: "2026-11-01", until: "2026-11-30" },
        history: [
          { kwhByPeriod: [310, 0, 0, 0, 0, 0], from: "2026-01-01", until: "2026-01-31" },
          { kwhByPeriod: [280, 0, 0, 0, 0, 0], from: "2026-02-01", until: "2026-02-28" },
        ],
      }),
    );
    expect(projection.method).toBe("previousInvoicesDailyAverage");
    // 590 kWh / 59 days × 30 days = 300 kWh
    const expected = priceInvoice(PLAN_RL1, { ...gas, days: 30, kwhByPeriod: [300, 0, 0, 0, 0, 0], surplusKwh: 0 }).totalCents;
    expect(projection.amountCents).toBe(expected);
  });

  it("has no range once every hour is measured, and prices the complete days as 'spent'", () => {
    const readings = curve(JULY.from, hoursBetween(JULY.from, JULY.until));
    const soFar = { kwhByPeriod: [10, 20, 30, 0, 0, 0], surplusKwh: 5, days: ["2026-07-01", "2026-07-02"] };
    const { spent, projection } = projectCost(input({ readings, soFar }));
    expect(projection).toMatchObject({ marginPercent: 0, lowCents: projection.amountCents, highCents: projection.amountCents });
    expect(projection.amountCents).toBe(priceOfHours(PLAN_20TD, usage, JULY.from, JULY.until).totalCents);
    expect(spent).toMatchObject({ kwh: 60, daysWithData: 2, lastDayWithData: "2026-07-02" });
    expect(spent!.amountCents).toBe(
      priceInvoice(PLAN_20TD, {
        ...usage,
        days: 2,
        kwhByPeriod: soFar.kwhByPeriod,
        surplusKwh: 5,
        bonoSocial: bonoSocialFinancing("2026-07-01", "2026-07-02"),
      }).totalCents,
    );
  });
});
