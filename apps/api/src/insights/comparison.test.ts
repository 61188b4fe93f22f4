import { describe, expect, it } from "vitest";
import { PLAN_20TD, PLAN_RL1 } from "./arithmetic.testing";
import { compareInvoices } from "./comparison";
import { priceInvoice } from "./invoiceLines";

const electricity = { line: "Electricidad" as const, tariff: "2.0TD", surplusKwh: 0, powersKw: [4.6, 4.6, 0, 0, 0, 0], ivaRate: 0.21 };
const sum = (values: { amountCents: number }[]) => values.reduce((s, v) => s + v.amountCents, 0);

function side(plan: typeof PLAN_20TD, usage: Parameters<typeof priceInvoice>[1]) {
  const priced = priceInvoice(plan, usage);
  return { side: { days: usage.days, lines: priced.lines }, total: priced.totalCents };
}

describe("compareInvoices", () => {
  it("names the consumption change per period at the earlier prices", () => {
    const before = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const now = side(PLAN_20TD, { ...electricity, days: 30, kwhByPeriod: [102, 70, 100, 0, 0, 0] });
    const causes = compareInvoices(now.side, before.side);
    // 42 kWh more in P1 at 0.189 €/kWh: +7.94 €.
    expect(causes.find((c) => c.kind === "consumption" && c.period === "P1")).toMatchObject({
      delta: 42,
      current: 102,
      other: 60,
      amountCents: 794,
    });
    expect(causes.map((c) => c.kind)).toEqual(["consumption", "taxes"]);
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("charges the extra days of the fixed terms to 'days'", () => {
    const before = side(PLAN_20TD, { ...electricity, days: 28, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const now = side(PLAN_20TD, { ...electricity, days: 31, kwhByPeriod: [60, 70, 100, 0, 0, 0] });
    const causes = compareInvoices(now.side, before.side);
    // 3 days × 4.6 kW × (0.101 + 0.042) + 3 × 0.02663 = 1.97 + 0.08
    expect(causes.find((c) => c.kind === "days")).toMatchObject({ delta: 3, amountCents: 139 + 58 + 8 });
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
    expect(new Set(causes.map((c) => c.kind))).toEqual(new Set(["days", "consumption", "prices", "power", "compensation", "taxes"]));
    expect(causes.find((c) => c.kind === "power")).toMatchObject({ delta: 2.3 });
    expect(sum(causes)).toBe(now.total - before.total);
  });

  it("sums exactly for many random pairs (electricity and gas)", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 500; i++) {
      const kwh = () => [0, 1, 2].map(() => Math.round(random() * 400_000) / 1000).concat([0, 0, 0]);
      const days = () => 27 + Math.floor(random() * 6);
      const plan = (base: typeof PLAN_20TD) => ({
        ...base,
        energy: base.energy.map((p) => p * (0.9 + random() * 0.2)),
        gasVariableKwh: base.gasVariableKwh * (0.9 + random() * 0.2),
      });
      const gas = i % 3 === 0;
      const usage = (kwhByPeriod: number[]) => ({
        ...electricity,
        ...(gas ? { line: "Gas" as const, tariff: "RL.1", powersKw: [] } : {}),
        days: days(),
        kwhByPeriod,
        surplusKwh: gas ? 0 : Math.round(random() * 200),
      });
      const before = side(plan(gas ? PLAN_RL1 : PLAN_20TD), usage(kwh()));
      const now = side(plan(gas ? PLAN_RL1 : PLAN_20TD), usage(kwh()));
      expect(sum(compareInvoices(now.side, before.side))).toBe(now.total - before.total);
    }
  });
});
