import { lowestStepCovering, POWER_MARGIN, powerAdvice, SINGLE_PHASE_STEPS, SIX_PERIOD_STEPS } from "./powerAdvice";

const months = (maxKw: (number | null)[][]) => maxKw.map((m, i) => ({ month: `2025-${String(i + 1).padStart(2, "0")}`, maxKw: m }));

describe("lowestStepCovering", () => {
  it("takes the lowest step at or above the power", () => {
    expect(lowestStepCovering(SINGLE_PHASE_STEPS, 3.0)).toBe(3.45);
    expect(lowestStepCovering(SINGLE_PHASE_STEPS, 3.45)).toBe(3.45);
    expect(lowestStepCovering(SINGLE_PHASE_STEPS, 0)).toBe(1.15);
    // 2.3 × 1.2 is 2.76 in floating point noise; it must not round past 3.45.
    expect(lowestStepCovering([2.76, 3.45], 2.3 * 1.2)).toBe(2.76);
  });
  it("answers the largest step when none covers it", () => {
    expect(lowestStepCovering(SINGLE_PHASE_STEPS, 20)).toBe(14.49);
  });
  it("has ascending six-period steps", () => {
    expect([...SIX_PERIOD_STEPS].sort((a, b) => a - b)).toEqual(SIX_PERIOD_STEPS);
    expect(new Set(SIX_PERIOD_STEPS).size).toBe(SIX_PERIOD_STEPS.length);
  });
});

describe("powerAdvice (2.0TD)", () => {
  const base = { tarifa: "2.0TD", contractedKw: [5.75, 5.75], priceEurPerKwDay: [0.101, 0.042] };

  it("covers the highest month with the 20 % margin, per period", () => {
    const advice = powerAdvice({
      ...base,
      months: months([
        [2.1, 1.0],
        [2.9, 1.2],
        [null, 0.4],
      ]),
    });
    expect(advice.margin).toBe(POWER_MARGIN);
    // P1: 2.9 × 1.2 = 3.48 → 4.6; P2: 1.2 × 1.2 = 1.44 → 1.725.
    expect(advice.periods.map((p) => p.maxKw)).toEqual([2.9, 1.2]);
    expect(advice.periods.map((p) => p.recommendedKw)).toEqual([4.6, 1.725]);
    expect(advice.warning).toBe(false);
    expect(advice.underPowered).toBe(false);
    expect(advice.monthsWithData).toBe(3);
  });

  it("prices the difference per year, and the total is the sum of the rounded periods", () => {
    const advice = powerAdvice({ ...base, months: months([[2.9, 1.2]]) });
    // (4.6 − 5.75) × 0.101 × 365 = −42.39; (1.725 − 5.75) × 0.042 × 365 = −61.70.
    expect(advice.periods.map((p) => p.yearlyDifferenceEur)).toEqual([-42.39, -61.7]);
    expect(advice.yearlyDifferenceEur).toBe(-104.09);
    const sumCents = advice.periods.reduce((s, p) => s + Math.round(p.yearlyDifferenceEur * 100), 0);
    expect(Math.round(advice.yearlyDifferenceEur * 100)).toBe(sumCents);
  });

  it("recommends more when the supply is under-powered, and says so", () => {
    const advice = powerAdvice({ ...base, contractedKw: [3.45, 3.45], months: months([[4.2, 2.0]]) });
    expect(advice.periods[0]!.recommendedKw).toBe(5.75); // 4.2 × 1.2 = 5.04
    expect(advice.periods[0]!.yearlyDifferenceEur).toBeGreaterThan(0);
    expect(advice.underPowered).toBe(true);
    expect(advice.periods[0]!.contractedBelowMax).toBe(true);
    expect(advice.warning).toBe(false);
  });

  it("warns when the recommendation is below a maximum seen (no step covers it)", () => {
    const advice = powerAdvice({ ...base, months: months([[15.2, 3]]) });
    expect(advice.periods[0]!.recommendedKw).toBe(14.49);
    expect(advice.periods[0]!.belowMax).toBe(true);
    expect(advice.warning).toBe(true);
  });

  it("takes the stated margin", () => {
    const advice = powerAdvice({ ...base, months: months([[3.0, 1.0]]), margin: 0 });
    expect(advice.periods[0]!.recommendedKw).toBe(3.45);
  });

  it("recommends the lowest step when a period has no readings", () => {
    const advice = powerAdvice({ ...base, months: [] });
    expect(advice.periods.map((p) => p.maxKw)).toEqual([null, null]);
    expect(advice.periods.map((p) => p.recommendedKw)).toEqual([1.15, 1.15]);
    expect(advice.monthsWithData).toBe(0);
  });
});

describe("powerAdvice (3.0TD)", () => {
  const base = {
    tarifa: "3.0TD",
    contractedKw: [20, 20, 20, 20, 20, 28],
    priceEurPerKwDay: [0.052, 0.028, 0.014, 0.012, 0.008, 0.005],
  };

  it("keeps P1 ≤ P2 ≤ … ≤ P6", () => {
    const advice = powerAdvice({ ...base, months: months([[12, 4, 9, 3, 2, 7]]) });
    const kw = advice.periods.map((p) => p.recommendedKw);
    // 12 × 1.2 = 14.4 → 15; P2 needs 4.8 but may not go below P1.
    expect(kw).toEqual([15, 15, 15, 15, 15, 16]);
    for (let i = 1; i < kw.length; i += 1) expect(kw[i]).toBeGreaterThanOrEqual(kw[i - 1]!);
  });

  it("contracts more than 15 kW in P6", () => {
    const advice = powerAdvice({ ...base, months: months([[1, 1, 1, 1, 1, 1]]) });
    expect(advice.periods[5]!.recommendedKw).toBeGreaterThan(15);
  });

  it("raises a later period to an earlier one's step", () => {
    const advice = powerAdvice({ ...base, months: months([[33, 10, 10, 10, 10, 10]]) });
    // 33 × 1.2 = 39.6 → 40 in P1, and so every later period.
    expect(advice.periods.map((p) => p.recommendedKw)).toEqual([40, 40, 40, 40, 40, 40]);
    expect(advice.underPowered).toBe(true);
  });
});
