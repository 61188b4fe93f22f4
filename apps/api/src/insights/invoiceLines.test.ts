import { compensatePeriod } from "@oficina-virtual/api-contract";
import { describe, expect, it } from "vitest";
import { PLAN_20TD, PLAN_RL1 } from "./arithmetic.testing";
import { priceInvoice } from "./invoiceLines";

const usage = {
  line: "Electricidad" as const,
  tariff: "2.0TD",
  days: 30,
  kwhByPeriod: [62.4, 71.25, 98.731, 0, 0, 0],
  surplusKwh: 0,
  powersKw: [4.6, 4.6, 0, 0, 0, 0],
  ivaRate: 0.21,
};

const sum = (lines: { amountCents: number }[]) => lines.reduce((s, l) => s + l.amountCents, 0);

describe("an electricity invoice, line by line", () => {
  it("prices each term and adds up to the total to the cent", () => {
    const { lines, totalCents } = priceInvoice(PLAN_20TD, usage);
    const amount = (kind: string, period: string | null = null) => lines.find((l) => l.kind === kind && l.period === period)?.amountCents;
    expect(amount("energy", "P1")).toBe(1179); // 62.4 × 0.189 = 11.7936
    expect(amount("energy", "P2")).toBe(898); // 71.25 × 0.126 = 8.9775
    expect(amount("energy", "P3")).toBe(879); // 98.731 × 0.089 = 8.787059
    expect(amount("power", "P1")).toBe(1394); // 4.6 × 30 × 0.101 = 13.938
    expect(amount("power", "P2")).toBe(580); // 4.6 × 30 × 0.042 = 5.796
    // 49.30 € × 5.11269632 % = 2.5205…
    expect(amount("electricityTax")).toBe(252);
    expect(amount("meterRental")).toBe(80); // 30 × 0.02663 = 0.7989
    // IVA on 49.30 + 2.52 + 0.80 = 52.62 → 11.0502
    expect(amount("iva")).toBe(1105);
    expect(totalCents).toBe(6367);
    expect(sum(lines)).toBe(totalCents);
  });

  it("compensates surplus at most up to the energy term, never the power term", () => {
    const small = priceInvoice(PLAN_20TD, { ...usage, surplusKwh: 100 });
    expect(small.lines.find((l) => l.kind === "compensation")).toMatchObject({ amountCents: -600, adjusted: false });
    const capped = priceInvoice(PLAN_20TD, { ...usage, surplusKwh: 1000 });
    const compensation = capped.lines.find((l) => l.kind === "compensation")!;
    expect(compensation).toMatchObject({ amountCents: -(1179 + 898 + 879), adjusted: true });
    // The tax base is then the power term alone.
    expect(capped.lines.find((l) => l.kind === "electricityTax")?.baseCents).toBe(1394 + 580);
    expect(sum(capped.lines)).toBe(capped.totalCents);
  });

  it("its energy lines and compensation are the load curve's 'Autoconsumo' figures for the same kWh and plan", () => {
    // Unrounded kWh (as summed from hourly readings) and a surplus both under and over the cap.
    for (const surplusKwh of [37.0004, 401.2345]) {
      const kwhByPeriod = [62.4004, 71.2496, 98.7311, 0, 0, 0];
      const { lines } = priceInvoice(PLAN_20TD, { ...usage, kwhByPeriod, surplusKwh });
      const month = compensatePeriod({
        energyKwh: kwhByPeriod.slice(0, 3),
        energyPrices: PLAN_20TD.energy.slice(0, 3),
        surplusKwh,
        surplusPrice: PLAN_20TD.surplusPrice,
      });
      expect(sum(lines.filter((l) => l.kind === "energy"))).toBe(Math.round(month.energyTermEur * 100));
      expect(lines.find((l) => l.kind === "compensation")).toMatchObject({
        quantity: month.surplusKwh,
        price: PLAN_20TD.surplusPrice,
        adjusted: month.capped,
        amountCents: -Math.round(month.compensationEur * 100),
      });
    }
  });

  it("itemises the social bonus financing inside the base of the electricity tax and of IVA", () => {
    const bonoSocial = [
      { days: 25, eurPerDay: 0.019121 },
      { days: 5, eurPerDay: 0.024688 },
    ];
    const { lines, totalCents } = priceInvoice(PLAN_20TD, { ...usage, bonoSocial });
    const financing = lines.filter((l) => l.kind === "bonoSocial");
    // 25 × 0.019121 = 0.478025; 5 × 0.024688 = 0.12344
    expect(financing.map((l) => [l.days, l.price, l.priceUnit, l.amountCents])).toEqual([
      [25, 0.019121, "€/día", 48],
      [5, 0.024688, "€/día", 12],
    ]);
    // Energy 29.56 + power 19.74 + financing 0.60 = 49.90 € × 5.11269632 % = 2.5512…
    expect(lines.find((l) => l.kind === "electricityTax")).toMatchObject({ baseCents: 4990, amountCents: 255 });
    // IVA on 49.90 + 2.55 + 0.80 = 53.25 → 11.1825
    expect(lines.find((l) => l.kind === "iva")).toMatchObject({ baseCents: 5325, amountCents: 1118 });
    expect(totalCents).toBe(6443);
    expect(sum(lines)).toBe(totalCents);
    expect(lines.map((l) => l.kind).indexOf("bonoSocial")).toBeLessThan(lines.map((l) => l.kind).indexOf("electricityTax"));
  });

  it("applies the electricity tax's legal minimum per MWh when the rate gives less", () => {
    const plan = { ...PLAN_20TD, power: [0, 0, 0, 0, 0, 0], energy: [0.001, 0.001, 0.001, 0, 0, 0] };
    const { lines } = priceInvoice(plan, { ...usage, kwhByPeriod: [1000, 1000, 1000, 0, 0, 0] });
    // Rate: 30 € × 5.11 % = 1.53 €; minimum: 3 MWh × 1 €/MWh = 3 €.
    expect(lines.find((l) => l.kind === "electricityTax")).toMatchObject({ amountCents: 300, adjusted: true });
  });

  it("prices 3.0TD's six energy and six power periods", () => {
    const plan = { ...PLAN_20TD, energy: [0.17, 0.15, 0.13, 0.12, 0.11, 0.095], power: [0.052, 0.027, 0.012, 0.01, 0.0065, 0.0039] };
    const { lines, totalCents } = priceInvoice(plan, {
      ...usage,
      tariff: "3.0TD",
      kwhByPeriod: [210.5, 300, 0, 0, 120.25, 640],
      powersKw: [20, 20, 20, 20, 20, 28],
    });
    // P3 and P4 have no kWh: no line for them.
    expect(lines.filter((l) => l.kind === "energy").map((l) => l.period)).toEqual(["P1", "P2", "P5", "P6"]);
    expect(lines.filter((l) => l.kind === "power")).toHaveLength(6);
    expect(sum(lines)).toBe(totalCents);
  });

  it("keeps 2.0TD's three energy lines even without kWh", () => {
    const { lines } = priceInvoice(PLAN_20TD, { ...usage, kwhByPeriod: [0, 10, 20, 0, 0, 0] });
    expect(lines.filter((l) => l.kind === "energy").map((l) => [l.period, l.amountCents])).toEqual([
      ["P1", 0],
      ["P2", 126],
      ["P3", 178],
    ]);
  });
});

describe("a gas invoice", () => {
  it("has a fixed term, a variable term, the hydrocarbons tax, rental and IVA", () => {
    const { lines, totalCents } = priceInvoice(PLAN_RL1, {
      ...usage,
      line: "Gas",
      tariff: "RL.1",
      kwhByPeriod: [412, 0, 0, 0, 0, 0],
      powersKw: [],
    });
    expect(lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["gasFixed", 446], // 30 × 0.1486 = 4.458
      ["gasVariable", 3378], // 412 × 0.082 = 33.784
      ["hydrocarbonsTax", 96], // 412 × 0.00234 = 0.96408
      ["meterRental", 95], // 30 × 0.031562 = 0.94686
      ["iva", 843], // 40.15 × 0.21 = 8.4315
    ]);
    expect(totalCents).toBe(4858);
  });
});
