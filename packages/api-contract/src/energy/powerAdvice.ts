import { toCents } from "./selfConsumption";
import { isSixPeriodTariff } from "./tariffPeriods";

/**
 * 'Potencia óptima' (issue #20): the lowest common power step that covers each power
 * period's highest hourly demand of the last 12 months plus a margin, and what that would
 * change in the power term over a year at the contract's power prices (the price plan valid
 * today, as GET /ov/insights/power answers them). Here, not in the widget, so that the API's
 * tests check the euros against the contract's price plan with the very code the page runs.
 */

/** Common single-phase steps for 2.0TD, kW (../shared/ENERGY.md, "Contracted power"). */
export const SINGLE_PHASE_STEPS = [1.15, 1.725, 2.3, 3.45, 4.6, 5.75, 6.9, 8.05, 9.2, 10.35, 11.5, 14.49] as const;

/**
 * Steps we advise for 3.0TD and 6.xTD, kW. Above 15 kW power is contracted per period with a
 * maxímetro and any value is possible; we advise round figures so the advice reads simply:
 * 1 kW steps to 20, 5 kW to 100, 25 kW to 500, 50 kW above. A 3.0TD must contract more than
 * 15 kW in at least one period (Circular 3/2020): P6, the largest, never goes below 15.5.
 */
export const SIX_PERIOD_STEPS: readonly number[] = [
  ...Array.from({ length: 6 }, (_, i) => 15 + i), // 15–20
  ...Array.from({ length: 16 }, (_, i) => 25 + i * 5), // 25–100
  ...Array.from({ length: 16 }, (_, i) => 125 + i * 25), // 125–500
  ...Array.from({ length: 30 }, (_, i) => 550 + i * 50), // 550–2000
];
export const SIX_PERIOD_MIN_P6 = 15.5;

/** Hourly readings average the hour: the margin added to the highest one (20 %). */
export const POWER_MARGIN = 0.2;

/** The year the € difference is priced over, in days of the power term. */
export const POWER_ADVICE_DAYS = 365;

export interface PowerAdviceInput {
  tarifa: string;
  /** Contracted kW per power period, P1 first. */
  contractedKw: readonly number[];
  /** €/kW·día per power period. */
  priceEurPerKwDay: readonly number[];
  /** Per month, the highest hourly kW per power period (null: no reading in it). */
  months: readonly { month: string; maxKw: readonly (number | null)[] }[];
  /** Defaults to POWER_MARGIN. */
  margin?: number;
}

export interface PeriodAdvice {
  /** 1-based power period. */
  period: number;
  contractedKw: number;
  /** Highest hourly demand over the months (null: no readings). */
  maxKw: number | null;
  recommendedKw: number;
  /** (recommended − contracted) × price × 365, in € rounded to the cent (invoice rounding,
   * half away from zero); < 0 saves. */
  yearlyDifferenceEur: number;
  /** The recommendation is below the highest demand seen: only when no step covers it. */
  belowMax: boolean;
  /** The contracted power is below the highest demand seen: the supply may have tripped. */
  contractedBelowMax: boolean;
}

export interface PowerAdvice {
  periods: PeriodAdvice[];
  /** Σ of the periods' rounded € figures, so the total the page shows adds up. */
  yearlyDifferenceEur: number;
  margin: number;
  /** Some recommendation is below a maximum seen. */
  warning: boolean;
  /** Some contracted power is below a maximum seen. */
  underPowered: boolean;
  /** Months with at least one reading. */
  monthsWithData: number;
}

/** The steps of a tariff, ascending. */
export function powerSteps(tarifa: string): readonly number[] {
  return isSixPeriodTariff(tarifa) ? SIX_PERIOD_STEPS : SINGLE_PHASE_STEPS;
}

/** Lowest step ≥ `kw`, or the largest when none is (the caller then warns). */
export function lowestStepCovering(steps: readonly number[], kw: number): number {
  // 1e-9: 2.3 × 1.2 must not miss the 2.76 kW step to floating noise.
  return steps.find((step) => step + 1e-9 >= kw) ?? (steps[steps.length - 1] as number);
}

export function powerAdvice(input: PowerAdviceInput): PowerAdvice {
  const margin = input.margin ?? POWER_MARGIN;
  const steps = powerSteps(input.tarifa);
  const sixPeriods = isSixPeriodTariff(input.tarifa);
  const count = input.contractedKw.length;
  const maxima: (number | null)[] = Array.from({ length: count }, (_, i) => {
    let max: number | null = null;
    for (const month of input.months) {
      const value = month.maxKw[i];
      if (value !== null && value !== undefined && (max === null || value > max)) max = value;
    }
    return max;
  });
  const recommended = maxima.map((max) => lowestStepCovering(steps, (max ?? 0) * (1 + margin)));
  if (sixPeriods) {
    // Circular 3/2020: P1 ≤ P2 ≤ … ≤ P6, and more than 15 kW in some period.
    for (let i = 1; i < count; i += 1) recommended[i] = Math.max(recommended[i] as number, recommended[i - 1] as number);
    const last = count - 1;
    if ((recommended[last] as number) < SIX_PERIOD_MIN_P6) recommended[last] = lowestStepCovering(steps, SIX_PERIOD_MIN_P6);
  }
  const periods = recommended.map((kw, i): PeriodAdvice => {
    const contracted = input.contractedKw[i] ?? 0;
    const max = maxima[i] ?? null;
    const cents = toCents((kw - contracted) * (input.priceEurPerKwDay[i] ?? 0) * POWER_ADVICE_DAYS);
    return {
      period: i + 1,
      contractedKw: contracted,
      maxKw: max,
      recommendedKw: kw,
      yearlyDifferenceEur: cents / 100,
      belowMax: max !== null && kw < max,
      contractedBelowMax: max !== null && contracted < max,
    };
  });
  const totalCents = periods.reduce((sum, p) => sum + Math.round(p.yearlyDifferenceEur * 100), 0);
  return {
    periods,
    yearlyDifferenceEur: totalCents / 100,
    margin,
    warning: periods.some((p) => p.belowMax),
    underPowered: periods.some((p) => p.contractedBelowMax),
    monthsWithData: input.months.filter((m) => m.maxKw.some((v) => v !== null)).length,
  };
}
