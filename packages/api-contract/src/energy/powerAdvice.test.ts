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

/** One invoice of `month` (yyyy-mm) with its maxímetro per period. */
const invoice = (month: string, kw: (number | null)[], numeroFactura = `${month.replace("-", "")}01`) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { serieFactura: "ENERGIA", numeroFactura, readingFrom: `${month}-01`, readingUntil: `${month}-${last}`, kw };
};

describe("powerAdvice with the invoices' maxímetro", () => {
  const base = { tarifa: "2.0TD", contractedKw: [4.6, 4.6], priceEurPerKwDay: [0.101, 0.042] };

  it("never recommends less than the highest maxímetro, and names the invoice that read it", () => {
    // Hourly 0,791 kW × 1,2 = 0,95 kW would advise 1,15 kW; the July invoice read 3,1 kW.
    const advice = powerAdvice({
      ...base,
      months: months([[0.791, 0.5]]),
      maximeters: [invoice("2025-06", [2.53, 1.2]), invoice("2025-07", [3.1, 1.4]), invoice("2025-08", [2.9, 1.3])],
    });
    const p1 = advice.periods[0]!;
    expect(p1.recommendedKw).toBe(3.45);
    expect(p1.source).toBe("maximeter");
    expect(p1.maximeterKw).toBe(3.1);
    expect(p1.maximeterInvoice?.readingFrom).toBe("2025-07-01");
    expect(p1.peakKw).toBe(3.1);
    expect(p1.recommendedKw).toBeGreaterThanOrEqual(p1.maximeterKw!);
    // Without the invoices it would have been the harmful 1,15 kW.
    expect(powerAdvice({ ...base, months: months([[0.791, 0.5]]) }).periods[0]!.recommendedKw).toBe(1.15);
  });

  it("takes the hourly maximum plus the margin when that is higher than every maxímetro", () => {
    const advice = powerAdvice({ ...base, months: months([[2.0, 1.0]]), maximeters: [invoice("2025-01", [2.3, 1.1])] });
    // P1: 2,0 × 1,2 = 2,4 > 2,3 → hourly, 3,45 kW; P2: 1,2 > 1,1 → hourly.
    expect(advice.periods.map((p) => p.source)).toEqual(["hourly", "hourly"]);
    expect(advice.periods[0]!.requiredKw).toBeCloseTo(2.4, 9);
    expect(advice.periods[0]!.hourlyMonth).toBe("2025-01");
    expect(advice.periods[0]!.recommendedKw).toBe(3.45);
  });

  it("says under-powered when the maxímetro passed the contracted power, though no hour did", () => {
    const advice = powerAdvice({
      ...base,
      contractedKw: [3.45, 3.45],
      months: months([[2.9, 1.5]]),
      maximeters: [invoice("2025-01", [3.8, 2.0])],
    });
    expect(advice.periods[0]!.maxKw).toBeLessThan(3.45);
    expect(advice.underPowered).toBe(true);
    expect(advice.periods[0]!.recommendedKw).toBe(4.6);
  });

  it("keeps a well-sized supply's power: no change, no warning", () => {
    const advice = powerAdvice({ ...base, months: months([[1.6, 1.5]]), maximeters: [invoice("2025-01", [4.1, 3.9])] });
    expect(advice.periods.map((p) => p.recommendedKw)).toEqual([4.6, 4.6]);
    expect(advice.yearlyDifferenceEur).toBe(0);
    expect(advice.underPowered).toBe(false);
    expect(advice.warning).toBe(false);
  });

  it("counts a month with only an invoice as a month with data", () => {
    expect(powerAdvice({ ...base, months: [], maximeters: [invoice("2025-01", [2, 1])] }).monthsWithData).toBe(1);
  });

  it("has no excess-power term for 2.0TD (its ICP cuts the supply instead)", () => {
    expect(powerAdvice({ ...base, months: months([[2, 1]]) }).excess).toBeNull();
  });
});

describe("powerAdvice (3.0TD) with the maxímetro", () => {
  const base = {
    tarifa: "3.0TD",
    contractedKw: [15, 15, 15, 15, 15, 20],
    priceEurPerKwDay: [0.052, 0.028, 0.014, 0.012, 0.008, 0.005],
  };
  // The 100003: 18,15 / 16,29 / 15,75 kW of maxímetro in P1 against 15 kW.
  const maximeters = [
    invoice("2025-01", [18.15, 14.2, null, null, null, 9.1]),
    invoice("2025-02", [16.29, 15.3, null, null, null, 8.7]),
    invoice("2025-07", [15.75, 13.9, null, null, null, 7.4]),
  ];
  const advice = powerAdvice({ ...base, months: months([[12, 11, 9, 8, 6, 7]]), maximeters });

  it("covers the maxímetro in six non-decreasing powers", () => {
    const kw = advice.periods.map((p) => p.recommendedKw);
    expect(kw[0]).toBeGreaterThanOrEqual(18.15);
    expect(kw).toEqual([19, 19, 19, 19, 19, 19]);
    for (let i = 1; i < kw.length; i += 1) expect(kw[i]).toBeGreaterThanOrEqual(kw[i - 1]!);
  });

  it("estimates the excess-power term of the current powers from the maxímetro, to the cent", () => {
    // Per invoice and period: 2 × (maxímetro − contracted) × 1,4064 €/kW × days / 30, each
    // rounded to the cent. P1: January 2 × 3,15 × 1,4064 × 31/30 = 9,1557… → 9,16;
    // February 2 × 1,29 × 1,4064 × 28/30 = 3,3866… → 3,39; July 2 × 0,75 × 1,4064 × 31/30
    // = 2,1799… → 2,18. P2: February 2 × 0,3 × 1,4064 × 28/30 = 0,7875… → 0,79.
    expect(advice.excess).toEqual({
      method: "maximeter",
      currentEur: 9.16 + 3.39 + 2.18 + 0.79,
      recommendedEur: 0,
      byPeriodEur: [14.73, 0.79, 0, 0, 0, 0],
    });
    const excess = advice.excess as { currentEur: number; byPeriodEur: number[] };
    expect(Math.round(excess.currentEur * 100)).toBe(excess.byPeriodEur.reduce((s, e) => s + Math.round(e * 100), 0));
  });

  it("does not price quarter-hourly excesses above 50 kW (no quarter-hourly readings)", () => {
    const big = powerAdvice({ ...base, contractedKw: [60, 60, 60, 60, 60, 60], months: months([[40, 40, 40, 40, 40, 40]]), maximeters });
    expect(big.excess).toEqual({ method: "quarterHourly" });
  });
});
