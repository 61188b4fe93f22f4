import { madridTime } from "@oficina-virtual/api-contract";
import { describe, expect, it } from "vitest";
import { PLAN_20TD, PLAN_30TD, PLAN_RL1 } from "./arithmetic.testing";
import { compareInvoices } from "./comparison";
import { dayCalendar } from "./dayCalendar";
import { addDays, daysBilled } from "./days";
import { type BilledUsage, priceInvoice } from "./invoiceLines";
import type { PricePlan } from "./prices";

const electricity = { line: "Electricidad" as const, tariff: "2.0TD", surplusKwh: 0, powersKw: [4.6, 4.6, 0, 0, 0, 0], ivaRate: 0.21 };
const sum = (values: { amountCents: number }[]) => values.reduce((s, v) => s + v.amountCents, 0);

function side(plan: PricePlan, usage: BilledUsage, dates?: { from: string; until: string }) {
  const priced = priceInvoice(plan, usage);
  const calendar = dates ? { tariff: usage.tariff, ...dates } : undefined;
  return { side: { days: usage.days, lines: priced.lines, calendar }, total: priced.totalCents };
}

/** kWh per period of the local days from … until for a customer whose kWh depend only on the
 * clock hour (the same habits every day), under the tariff's calendar. */
function sameHabits(tariff: string, from: string, until: string, kwhAtHour: (hour: number) => number): number[] {
  const kwh = [0, 0, 0, 0, 0, 0];
  for (let date = from; date <= until; date = addDays(date, 1)) {
    const day = dayCalendar(tariff, date);
    day.periods.forEach((period, k) => {
      kwh[period - 1]! += kwhAtHour(madridTime(day.startMs + k * 3_600_000).hour);
    });
  }
  return kwh.map((v) => Math.round(v * 1000) / 1000);
}

describe("compareInvoices", () => {
  it("names the total kWh change at the earlier mix, and the change of mix apart, with no price cause", () => {
    const before = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const now = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: [102, 70, 100, 0, 0, 0] });
    const causes = compareInvoices(now.side, before.side);
    // 42 kWh more at the earlier average price (60×0.189 + 70×0.126 + 100×0.089) / 230.
    const consumption = causes.find((c) => c.kind === "consumption")!;
    expect(consumption).toMatchObject({ period: null, delta: 42, current: 272, other: 230 });
    expect(consumption.amountCents).toBe(Math.round((42 * (60 * 18.9 + 70 * 12.6 + 100 * 8.9)) / 230));
    expect(causes.map((c) => c.kind)).toEqual(["consumption", "distribution", "taxes"]);
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("charges the extra days of the fixed terms to 'days'", () => {
    const before = side(PLAN_20TD, { ...electricity, days: 28, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const now = side(PLAN_20TD, { ...electricity, days: 31, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const causes = compareInvoices(now.side, before.side);
    // 3 days × 4.6 kW × (0.101 + 0.042) + 3 × 0.02663 = 1.97 + 0.08
    expect(causes.find((c) => c.kind === "days")).toMatchObject({ delta: 3, amountCents: 139 + 58 + 8 });
    expect(causes.map((c) => c.kind)).toEqual(["days", "taxes"]);
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("separates a price revision, a power change, compensation and taxes, always summing exactly", () => {
    const revised = { ...PLAN_20TD, energy: [0.201, 0.131, 0.093, 0, 0, 0], power: [0.105, 0.044, 0, 0, 0, 0] };
    const before = side(PLAN_20TD, { ...electricity, days: 31, kwhByPeriod: [80, 90, 120, 0, 0, 0], surplusKwh: 40 });
    const now = side(revised, {
      ...electricity,
      days: 29,
      kwhByPeriod: [70.5, 95.25, 110.125, 0, 0, 0],
      surplusKwh: 95,
      powersKw: [5.75, 5.75, 0, 0, 0, 0],
    });
    const causes = compareInvoices(now.side, before.side);
    expect(new Set(causes.map((c) => c.kind))).toEqual(
      new Set(["days", "consumption", "distribution", "prices", "power", "compensation", "taxes"]),
    );
    // 0.201 − 0.189 on 70.5 kWh of P1.
    expect(causes.find((c) => c.kind === "prices" && c.period === "P1")?.amountCents).toBeCloseTo(70.5 * 1.2, -0.5);
    expect(causes.find((c) => c.kind === "power")).toMatchObject({ delta: 2.3 });
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("shows a season change as a calendar cause, not as the customer moving kWh (3.0TD, October → November)", () => {
    const usage = { ...electricity, tariff: "3.0TD", powersKw: [15, 15, 15, 15, 15, 20] };
    const habits = (hour: number) => (hour < 8 ? 2 : hour >= 18 && hour < 22 ? 9 : 5);
    const october = { from: "2026-10-01", until: "2026-10-31" };
    const november = { from: "2026-11-01", until: "2026-11-30" };
    const kwhOf = (d: typeof october) => sameHabits("3.0TD", d.from, d.until, habits);
    // October is 'media' (P3, P4, P6), November 'media-alta' (P2, P3, P6).
    expect(kwhOf(october)[1]).toBe(0);
    expect(kwhOf(november)[3]).toBe(0);
    const before = side(PLAN_30TD, { ...usage, days: 31, kwhByPeriod: kwhOf(october) }, october);
    const now = side(PLAN_30TD, { ...usage, days: 30, kwhByPeriod: kwhOf(november) }, november);
    const causes = compareInvoices(now.side, before.side);
    const calendar = causes.find((c) => c.kind === "calendar")!;
    const distribution = causes.find((c) => c.kind === "distribution");
    // The same habits cost more in November's dearer periods.
    expect(calendar.amountCents).toBeGreaterThan(1000);
    expect(Math.abs(distribution?.amountCents ?? 0)).toBeLessThan(calendar.amountCents / 20);
    expect(causes.some((c) => c.kind === "prices")).toBe(false);
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("puts a holiday's hours in the calendar cause (2.0TD, a month with more non-working days)", () => {
    const habits = (hour: number) => (hour >= 18 && hour < 22 ? 1.2 : 0.4);
    // November 2026 has a national holiday on Sunday 1st and 9 weekend days; December has
    // two weekday holidays (Tue 8th, Fri 25th) and 8 weekend days.
    const a = { from: "2026-11-01", until: "2026-11-30" };
    const b = { from: "2026-12-01", until: "2026-12-31" };
    const kwhOf = (d: typeof a) => sameHabits("2.0TD", d.from, d.until, habits);
    const before = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: kwhOf(a) }, a);
    const now = side(PLAN_20TD, { ...electricity, days: 31, kwhByPeriod: kwhOf(b) }, b);
    const causes = compareInvoices(now.side, before.side);
    expect(causes.find((c) => c.kind === "calendar")).toBeDefined();
    const calendar = Math.abs(causes.find((c) => c.kind === "calendar")!.amountCents);
    expect(Math.abs(causes.find((c) => c.kind === "distribution")?.amountCents ?? 0)).toBeLessThanOrEqual(Math.max(2, calendar / 5));
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("splits a gas pair into days, consumption, prices and taxes", () => {
    const gas = { ...electricity, line: "Gas" as const, tariff: "RL.1", powersKw: [] };
    const before = side(PLAN_RL1, { ...gas, days: 30, kwhByPeriod: [500, 0, 0, 0, 0, 0] }, { from: "2025-11-01", until: "2025-11-30" });
    const revised = { ...PLAN_RL1, gasVariableKwh: 0.09 };
    const now = side(revised, { ...gas, days: 31, kwhByPeriod: [410, 0, 0, 0, 0, 0] }, { from: "2026-10-01", until: "2026-10-31" });
    const causes = compareInvoices(now.side, before.side);
    expect(causes.map((c) => c.kind)).toEqual(["days", "consumption", "prices", "taxes"]);
    expect(causes.find((c) => c.kind === "consumption")).toMatchObject({ delta: -90, amountCents: -738 });
    // 410 kWh × (0.09 − 0.082)
    expect(causes.find((c) => c.kind === "prices")?.amountCents).toBe(328);
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("keeps adding up with an extra line it does not know (a financing charge)", () => {
    const before = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const now = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const charge = { ...now.side.lines[0]!, kind: "other" as const, period: null, quantity: null, price: null, amountCents: 123 };
    const causes = compareInvoices({ ...now.side, lines: [...now.side.lines, charge] }, before.side);
    expect(causes).toEqual([expect.objectContaining({ kind: "otherCharges", amountCents: 123 })]);
  });

  it("sums exactly for many random pairs and never names a price that did not change", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const tariffs = [
      { plan: PLAN_20TD, tariff: "2.0TD", line: "Electricidad" as const, powersKw: [4.6, 4.6, 0, 0, 0, 0] },
      { plan: PLAN_30TD, tariff: "3.0TD", line: "Electricidad" as const, powersKw: [15, 15, 15, 15, 15, 20] },
      { plan: PLAN_RL1, tariff: "RL.1", line: "Gas" as const, powersKw: [] },
    ];
    for (let i = 0; i < 600; i++) {
      const t = tariffs[i % 3]!;
      const revise = random() < 0.5;
      const plan = (base: PricePlan) =>
        revise ? { ...base, energy: base.energy.map((p) => p * (0.9 + random() * 0.2)), gasVariableKwh: base.gasVariableKwh * 1.07 } : base;
      const usage = (from: string) => {
        const days = 27 + Math.floor(random() * 6);
        const dates = { from, until: addDays(from, days - 1) };
        const kwhByPeriod = [0, 1, 2, 3, 4, 5].map(() => Math.round(random() * 400_000) / 1000);
        const surplusKwh = t.line === "Gas" ? 0 : Math.round(random() * 200);
        return { usage: { ...electricity, ...t, days, kwhByPeriod, surplusKwh }, dates };
      };
      const a = usage(addDays("2025-01-01", Math.floor(random() * 600)));
      const b = usage(addDays(a.dates.until, 1));
      expect(daysBilled(b.dates.from, b.dates.until)).toBe(b.usage.days);
      const before = side(t.plan, a.usage, a.dates);
      const now = side(plan(t.plan), b.usage, b.dates);
      const causes = compareInvoices(now.side, before.side);
      expect(sum(causes), `pair ${i}`).toBe(now.total - before.total);
      if (!revise)
        expect(
          causes.filter((c) => c.kind === "prices"),
          `pair ${i}`,
        ).toEqual([]);
    }
  });
});
