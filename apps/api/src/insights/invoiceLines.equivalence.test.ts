import { PLAN_20TD, PLAN_RL1 } from "./arithmetic.testing";
import { type BilledUsage, priceInvoice } from "./invoiceLines";
import { priceInvoiceBefore } from "./invoiceLines.before.testing";
import type { PricePlan } from "./prices";

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("priceInvoice", () => {
  it("gives the lines it gave when they were spread from a template, key order included", () => {
    const next = random(19);
    const six = (scale: number) => Array.from({ length: 6 }, () => Math.round(next() * scale * 1e6) / 1e6);
    let capped = 0;
    let minimum = 0;
    for (let n = 0; n < 6_000; n++) {
      const tariff = ["2.0TD", "3.0TD", "6.1TD", "RL.1", "RL.2"][n % 5]!;
      const gas = tariff.startsWith("RL");
      const plan: PricePlan = {
        ...(gas ? PLAN_RL1 : PLAN_20TD),
        ...(n % 3 === 0 ? {} : { energy: six(0.3), power: six(0.12), surplusPrice: next() * 0.1, meterRentalDay: next() * 0.05 }),
      };
      // Raw doubles, whole kWh, tiny consumption (the tax's minimum) and large surplus (capped).
      // Never 0 kWh: a six-period tariff has since dropped an energy line without kWh
      // (invoiceLines.test.ts), which the code compared here kept.
      const kwh = (
        n % 4 === 0 ? six(400) : n % 4 === 1 ? six(400).map(Math.round) : n % 4 === 2 ? six(0.4) : six(2000).map((v) => v * next())
      ).map((v) => (round3(v) === 0 ? 1 : v));
      const usage: BilledUsage = {
        line: gas ? "Gas" : "Electricidad",
        tariff,
        days: 1 + (n % 40),
        kwhByPeriod: kwh,
        surplusKwh: n % 7 === 0 ? 0 : next() * (n % 2 ? 50 : 5000),
        powersKw: six(15),
        ivaRate: n % 9 === 0 ? 0.1 : 0.21,
      };
      const now = priceInvoice(plan, usage);
      const before = priceInvoiceBefore(plan, usage);
      expect(now).toStrictEqual(before);
      expect(JSON.stringify(now)).toBe(JSON.stringify(before));
      if (now.lines.some((line) => line.kind === "compensation" && line.adjusted)) capped++;
      if (now.lines.some((line) => line.kind === "electricityTax" && line.adjusted)) minimum++;
    }
    // The cases that take the other branches did occur.
    expect(capped).toBeGreaterThan(50);
    expect(minimum).toBeGreaterThan(50);
  });
});
