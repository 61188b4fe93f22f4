import { type ExcessMethod, excessMethod, type MaximeterInvoice, maximeterExcessCents } from "./excessPower";
import { toCents } from "./selfConsumption";
import { isSixPeriodTariff } from "./tariffPeriods";

/**
 * 'Potencia óptima': the lowest common power step that covers each power period's highest
 * demand of the last 12 months (the invoices' maxímetro, or the highest hourly reading plus a
 * margin, whichever is higher), and what that would change in the power term over a year at
 * the contract's power prices (the price plan valid today, as GET /ov/insights/power answers
 * them). Here, not in the widget, so that the API's tests check the euros against the
 * contract's price plan with the very code the page runs.
 */

/** Common single-phase steps for 2.0TD, kW (the normalised ICP steps at 230 V). */
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

/** An invoice with its maxímetro, and the invoice's identity to name it on screen. */
export interface AdviceMaximeter extends MaximeterInvoice {
  serieFactura?: string;
  numeroFactura?: string;
}

export interface PowerAdviceInput {
  tarifa: string;
  /** Contracted kW per power period, P1 first. */
  contractedKw: readonly number[];
  /** €/kW·día per power period. */
  priceEurPerKwDay: readonly number[];
  /** Per month, the highest hourly kW per power period (null: no reading in it). */
  months: readonly { month: string; maxKw: readonly (number | null)[] }[];
  /** The invoices of the same months and their maxímetro; none: hourly readings alone. */
  maximeters?: readonly AdviceMaximeter[];
  /** Defaults to POWER_MARGIN. */
  margin?: number;
}

/** What set a period's recommendation. */
export type PowerSource = "maximeter" | "hourly";

export interface PeriodAdvice {
  /** 1-based power period. */
  period: number;
  contractedKw: number;
  /** Highest hourly demand over the months (null: no readings), and its month (yyyy-mm). */
  maxKw: number | null;
  hourlyMonth: string | null;
  /** Highest maxímetro of the invoices (null: none), and the invoice that read it. */
  maximeterKw: number | null;
  maximeterInvoice: AdviceMaximeter | null;
  /** The highest demand seen: the higher of the maxímetro and the hourly maximum. */
  peakKw: number | null;
  /** What the recommendation must cover: the maxímetro, or the hourly maximum plus the margin. */
  requiredKw: number | null;
  source: PowerSource | null;
  recommendedKw: number;
  /** (recommended − contracted) × price × 365, in € rounded to the cent (invoice rounding,
   * half away from zero); < 0 saves. */
  yearlyDifferenceEur: number;
  /** The recommendation is below the highest demand seen: only when no step covers it. */
  belowMax: boolean;
  /** The contracted power is below the highest demand seen: 2.0TD may have tripped, 3.0TD paid excesses. */
  contractedBelowMax: boolean;
}

/** The excess-power term of the months looked at (excessPower.ts). */
export type ExcessAdvice =
  | { method: "maximeter"; currentEur: number; recommendedEur: number; byPeriodEur: number[] }
  | { method: Exclude<ExcessMethod, "maximeter"> };

export interface PowerAdvice {
  periods: PeriodAdvice[];
  /** Σ of the periods' rounded € figures, so the total the page shows adds up. */
  yearlyDifferenceEur: number;
  margin: number;
  /** Some recommendation is below a maximum seen. */
  warning: boolean;
  /** Some contracted power is below a maximum seen. */
  underPowered: boolean;
  /** Months with at least one hourly reading or an invoice with a maxímetro. */
  monthsWithData: number;
  /** 3.0TD and 6.xTD; null for 2.0TD. */
  excess: ExcessAdvice | null;
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

/** The highest value over `items`, and the item that holds it (the first on ties). */
function highest<T>(items: readonly T[], valueOf: (item: T) => number | null | undefined) {
  let best: { kw: number; item: T } | null = null;
  for (const item of items) {
    const kw = valueOf(item);
    if (kw !== null && kw !== undefined && (best === null || kw > best.kw)) best = { kw, item };
  }
  return best;
}

/** What a period must cover, and which source set it. */
function demandOf(input: PowerAdviceInput, i: number, margin: number) {
  const hourly = highest(input.months, (m) => m.maxKw[i]);
  const maximeter = highest(input.maximeters ?? [], (m) => m.kw[i]);
  const withMargin = hourly ? hourly.kw * (1 + margin) : null;
  const source: PowerSource | null =
    maximeter && (withMargin === null || maximeter.kw >= withMargin) ? "maximeter" : withMargin !== null ? "hourly" : null;
  return {
    maxKw: hourly?.kw ?? null,
    hourlyMonth: hourly?.item.month ?? null,
    maximeterKw: maximeter?.kw ?? null,
    maximeterInvoice: maximeter?.item ?? null,
    peakKw: hourly || maximeter ? Math.max(hourly?.kw ?? 0, maximeter?.kw ?? 0) : null,
    requiredKw: source === "maximeter" ? (maximeter?.kw ?? null) : withMargin,
    source,
  };
}

/** Circular 3/2020: P1 ≤ P2 ≤ … ≤ P6, and more than 15 kW in some period (P6, the last). */
function sixPeriodRules(recommended: number[], steps: readonly number[]): void {
  for (let i = 1; i < recommended.length; i += 1) recommended[i] = Math.max(recommended[i] as number, recommended[i - 1] as number);
  const last = recommended.length - 1;
  if ((recommended[last] as number) < SIX_PERIOD_MIN_P6) recommended[last] = lowestStepCovering(steps, SIX_PERIOD_MIN_P6);
}

function excessAdvice(input: PowerAdviceInput, recommended: readonly number[]): ExcessAdvice | null {
  const method = excessMethod(input.tarifa, input.contractedKw);
  if (method !== "maximeter") return method ? { method } : null;
  const invoices = input.maximeters ?? [];
  const current = maximeterExcessCents(input.contractedKw, invoices);
  const sum = (cents: number[]) => cents.reduce((a, b) => a + b, 0) / 100;
  return {
    method,
    currentEur: sum(current),
    recommendedEur: sum(maximeterExcessCents(recommended, invoices)),
    byPeriodEur: current.map((cents) => cents / 100),
  };
}

export function powerAdvice(input: PowerAdviceInput): PowerAdvice {
  const margin = input.margin ?? POWER_MARGIN;
  const steps = powerSteps(input.tarifa);
  const demands = input.contractedKw.map((_, i) => demandOf(input, i, margin));
  const recommended = demands.map((d) => lowestStepCovering(steps, d.requiredKw ?? 0));
  if (isSixPeriodTariff(input.tarifa)) sixPeriodRules(recommended, steps);
  const periods = demands.map((demand, i): PeriodAdvice => {
    const contracted = input.contractedKw[i] ?? 0;
    const kw = recommended[i] as number;
    const cents = toCents((kw - contracted) * (input.priceEurPerKwDay[i] ?? 0) * POWER_ADVICE_DAYS);
    return {
      period: i + 1,
      contractedKw: contracted,
      ...demand,
      recommendedKw: kw,
      yearlyDifferenceEur: cents / 100,
      belowMax: demand.peakKw !== null && kw < demand.peakKw,
      contractedBelowMax: demand.peakKw !== null && contracted < demand.peakKw,
    };
  });
  const totalCents = periods.reduce((sum, p) => sum + Math.round(p.yearlyDifferenceEur * 100), 0);
  const months = new Set([
    ...input.months.filter((m) => m.maxKw.some((v) => v !== null)).map((m) => m.month),
    ...(input.maximeters ?? []).filter((m) => m.kw.some((v) => v !== null)).map((m) => m.readingFrom.slice(0, 7)),
  ]);
  return {
    periods,
    yearlyDifferenceEur: totalCents / 100,
    margin,
    warning: periods.some((p) => p.belowMax),
    underPowered: periods.some((p) => p.contractedBelowMax),
    monthsWithData: months.size,
    excess: excessAdvice(input, recommended),
  };
}
