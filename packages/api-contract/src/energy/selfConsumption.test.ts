import { compensatePeriod, energyLineCents, sumPeriods, toCents } from "./selfConsumption";

describe("self-consumption compensation (simplified scheme, RD 244/2019)", () => {
  it("values the surplus at the surplus price and subtracts it from the energy term", () => {
    // 2.0TD: 100 + 80 + 120 kWh at 0.158 €/kWh → 15,80 + 12,64 + 18,96 = 47,40 €.
    const month = compensatePeriod({
      energyKwh: [100, 80, 120],
      energyPrices: [0.158, 0.158, 0.158],
      surplusKwh: 250.5,
      surplusPrice: 0.06,
    });
    expect(month).toEqual({
      energyKwh: 300,
      surplusKwh: 250.5,
      energyTermEur: 47.4,
      surplusValueEur: 15.03,
      compensationEur: 15.03,
      energyTermAfterEur: 32.37,
      capped: false,
    });
  });

  it("never takes the energy term below zero: the cap, and the lost part", () => {
    const month = compensatePeriod({ energyKwh: [10, 5, 20], energyPrices: [0.2, 0.15, 0.1], surplusKwh: 400, surplusPrice: 0.07 });
    // 2,00 + 0,75 + 2,00 = 4,75 € of energy; the surplus is worth 28,00 €.
    expect(month.energyTermEur).toBe(4.75);
    expect(month.surplusValueEur).toBe(28);
    expect(month.compensationEur).toBe(4.75);
    expect(month.energyTermAfterEur).toBe(0);
    expect(month.capped).toBe(true);
  });

  it("rounds each period's energy to the cent like an invoice line, half up", () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-0.125)).toBe(-13);
    const month = compensatePeriod({ energyKwh: [0.5, 0.5, 0.5], energyPrices: [0.25, 0.25, 0.25], surplusKwh: 0, surplusPrice: 0.06 });
    // 0,125 → 0,13 per line: 0,39 €, not round(0,375) = 0,38.
    expect(month.energyTermEur).toBe(0.39);
    expect(month.compensationEur).toBe(0);
  });

  it("prices each period's kWh to the Wh, as the invoice prints them", () => {
    // 2.0004 kWh is printed 2,000 kWh: 2,000 × 12,5 = 25,00 €, not 25,005 → 25,01 €.
    expect(energyLineCents(2.0004, 12.5)).toBe(2500);
    expect(energyLineCents(2.0005, 12.5)).toBe(2501); // 2,001 kWh × 12,5 = 25,0125 €
    const month = compensatePeriod({ energyKwh: [2.0004, 1.0004], energyPrices: [12.5, 12.5], surplusKwh: 0, surplusPrice: 0 });
    expect(month.energyTermEur).toBe(37.5);
    expect(month.energyKwh).toBe(3);
  });

  it("no surplus, no price, negative noise: nothing compensated", () => {
    expect(compensatePeriod({ energyKwh: [1], energyPrices: [0.1], surplusKwh: -3, surplusPrice: 0.06 }).compensationEur).toBe(0);
    expect(compensatePeriod({ energyKwh: [], energyPrices: [], surplusKwh: 10, surplusPrice: 0.06 })).toMatchObject({
      energyTermEur: 0,
      compensationEur: 0,
      capped: true,
    });
  });

  it("refuses periods and prices that do not pair up", () => {
    expect(() => compensatePeriod({ energyKwh: [1, 2], energyPrices: [0.1], surplusKwh: 0, surplusPrice: 0 })).toThrow(/2 periods/);
  });

  it("the total is exactly the sum of the lines shown (kWh to the Wh, € to the cent)", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      compensatePeriod({
        energyKwh: [33.333 + i, 41.1, 12.07],
        energyPrices: [0.171, 0.133, 0.087],
        surplusKwh: 17.777 * (i + 1),
        surplusPrice: 0.061,
      }),
    );
    const total = sumPeriods(months);
    const cents = months.reduce((sum, m) => sum + Math.round(m.compensationEur * 100), 0);
    const wh = months.reduce((sum, m) => sum + Math.round(m.surplusKwh * 1000), 0);
    expect(Math.round(total.compensationEur * 100)).toBe(cents);
    expect(Math.round(total.surplusKwh * 1000)).toBe(wh);
    expect(total.compensationEur).toBe(cents / 100);
  });
});
