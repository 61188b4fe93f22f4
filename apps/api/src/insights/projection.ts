import type { CostThisMonth } from "@oficina-virtual/api-contract";
import { bonoSocialFinancing } from "./bonoSocial";
import { hoursMatrix, hoursMatrixOf, mixUnderCalendar } from "./calendarMix";
import { sumOf } from "./cents";
import type { ReadingColumns } from "./dayCalendar";
import { addDays, daysBilled } from "./days";
import { taxedOn } from "./explain";
import { type EnergyTotals, fromOwnHours, fromYearAgoCurve, type OpenHour, periodHours } from "./hourlyForecast";
import { type BilledUsage, priceInvoice } from "./invoiceLines";
import type { PeriodTotals } from "./periods";
import type { PricePlan } from "./prices";
import { seasonalKwh } from "./seasonalFit";
import { vatRate } from "./vatRate";

type Method = CostThisMonth["projection"]["method"];

export interface ProjectionInput {
  usage: Omit<BilledUsage, "days" | "kwhByPeriod" | "surplusKwh">;
  plan: PricePlan;
  /** The billing period in progress (local days, both included). */
  period: { from: string; until: string };
  /** Complete local days of readings since the period began (dayCalendar.ts), or null: what
   * 'Llevas gastado' prices. */
  soFar: PeriodTotals | null;
  /** Electricity: the hourly readings of the period so far (a day's first hours included),
   * and those of the same weeks a year earlier (hourlyForecast.ts); null without readings. */
  readings: ReadingColumns | null;
  yearAgoReadings: ReadingColumns | null;
  /** The invoice holding the same dates a year earlier: its days and kWh. */
  yearAgo: { kwhByPeriod: number[]; surplusKwh: number; from: string; until: string } | null;
  /** The last consumption invoices (up to 24, newest first): gas's seasonal fit, and the
   * last three's daily average when nothing else is known. */
  history: { kwhByPeriod: number[]; from: string; until: string }[];
}

/** Fewer complete days than this and the period's own hours are too few to extend. */
export const MIN_DAYS_FOR_AVERAGE = 7;

/**
 * How far the estimated part of a projection may be off, as a share of its kWh (and surplus),
 * by method. Last year's curve for the same weeks or this period's week of hours: habits and
 * weather move a household's month by about a tenth from one year to the next, and a solar
 * month's surplus by as much; a year-ago invoice spread by its periods adds the shape; the
 * last invoices' average knows nothing of the season.
 */
export const MARGINS: Record<Method, number> = {
  yearAgoCurve: 0.15,
  seasonalFit: 0.15,
  dailyAverageSoFar: 0.15,
  yearAgoShape: 0.2,
  yearAgoMonth: 0.2,
  previousInvoicesDailyAverage: 0.35,
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * 'Llevas gastado' and 'Previsión de la factura'. Spent: the period's complete days priced
 * like an invoice of that many days (fixed terms for those days, the kWh measured, taxes).
 * Forecast: an invoice of the whole period whose kWh are every hour measured so far (a day's
 * first hours too) plus an estimate of each hour still to come, in that hour's own period
 * (estimate()). The range prices the estimated kWh and surplus MARGINS[method] lower and
 * higher (the measured part is known); the margin is stated with it.
 */
export function projectCost(input: ProjectionInput): Pick<CostThisMonth, "spent" | "projection"> {
  const { period, soFar } = input;
  const days = daysBilled(period.from, period.until);
  const price = pricer(input);

  const daysWithData = soFar ? soFar.days.length : 0;
  const spent =
    soFar && daysWithData > 0
      ? {
          amountCents: price(daysWithData, soFar.kwhByPeriod, soFar.surplusKwh),
          kwh: round3(sumOf(soFar.kwhByPeriod)),
          lastDayWithData: soFar.days[soFar.days.length - 1]!,
          daysWithData,
        }
      : null;

  const hours = periodHours(input.usage.tariff, period.from, period.until, input.readings);
  const { method, estimated, spread } = estimate(input, hours.measured, hours.open, hours.completeDays);
  const margin = estimated.hours > 0 ? (spread ?? MARGINS[method]) : 0;
  const at = (factor: number) =>
    price(
      days,
      hours.measured.kwhByPeriod.map((kwh, i) => round3(kwh + estimated.kwhByPeriod[i]! * factor)),
      round3(hours.measured.surplusKwh + estimated.surplusKwh * (2 - factor)),
    );
  const amountCents = at(1);
  return {
    spent,
    projection: {
      amountCents,
      lowCents: Math.min(at(1 - margin), amountCents),
      highCents: Math.max(at(1 + margin), amountCents),
      method,
      marginPercent: Math.round(margin * 100),
    },
  };
}

/**
 * Prices `billedDays` from the period's first day as the invoice will: issued the day after
 * the period ends, so with the IVA and electricity tax in force then (vatRate.ts,
 * electricityTaxRate.ts; the given IVA rate only before the rates are tabulated), and with
 * the bono social financing of those days (bonoSocial.ts), as the seed and the breakdown do.
 */
function pricer({ usage, plan, period }: ProjectionInput) {
  // Named fields, not `{ ...usage, days, … }`: a spread followed by more keys takes V8's slow
  // path on Node 20 (see invoiceLines.ts).
  const { line, tariff, powersKw } = usage;
  const issuedOn = addDays(period.until, 1);
  const electricity = line === "Electricidad";
  const billedPlan = electricity ? taxedOn(plan, issuedOn) : plan;
  let ivaRate = usage.ivaRate;
  try {
    ivaRate = vatRate({ line, issuedOn, periodUntil: period.until, powersKw });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return (billedDays: number, kwhByPeriod: number[], surplusKwh: number) =>
    priceInvoice(billedPlan, {
      line,
      tariff,
      powersKw,
      ivaRate,
      days: billedDays,
      kwhByPeriod,
      surplusKwh,
      bonoSocial: electricity ? bonoSocialFinancing(period.from, addDays(period.from, billedDays - 1)) : [],
    }).totalCents;
}

/**
 * The open hours' kWh, by the first method that applies: last year's curve for the same
 * weeks (yearAgoCurve); this period's own hours once a week is measured (dailyAverageSoFar);
 * gas: the season fitted to a year or two of invoices (seasonalFit.ts), its margin twice the
 * fit's typical miss (at least 10 %, at most 35 %); the year-ago invoice's kWh per day laid on the open hours' periods (yearAgoShape, or
 * yearAgoMonth when nothing is measured: gas, or a meter without readings); a day of this
 * period's hours; the last invoices' daily average.
 */
function estimate(
  input: ProjectionInput,
  measured: EnergyTotals,
  open: OpenHour[],
  completeDays: number,
): { method: Method; estimated: EnergyTotals; spread?: number } {
  const { tariff } = input.usage;
  const { from, until } = input.period;
  const readings = input.readings;
  if (readings) {
    const curve = open.length > 0 ? fromYearAgoCurve(tariff, open, input.yearAgoReadings) : null;
    if (curve) return { method: "yearAgoCurve", estimated: curve };
    if (measured.hours > 0 && (completeDays >= MIN_DAYS_FOR_AVERAGE || open.length === 0))
      return { method: "dailyAverageSoFar" as const, estimated: fromOwnHours(tariff, from, until, readings, open) };
  }
  if (input.usage.line === "Gas") {
    const billed = input.history.map((h) => ({ from: h.from, until: h.until, kwh: sumOf(h.kwhByPeriod) }));
    const fit = seasonalKwh(billed, from, until);
    if (fit) {
      const spread = Math.min(0.35, Math.max(0.1, Math.round(fit.relativeSpread * 200) / 100));
      return { method: "seasonalFit", spread, estimated: { kwhByPeriod: [fit.kwh, 0, 0, 0, 0, 0], surplusKwh: 0, hours: open.length } };
    }
  }
  if (input.yearAgo) {
    const estimated = fromYearAgoInvoice(tariff, input.yearAgo, open);
    if (estimated) return { method: measured.hours > 0 ? ("yearAgoShape" as const) : ("yearAgoMonth" as const), estimated };
  }
  if (readings && measured.hours >= 24)
    return { method: "dailyAverageSoFar" as const, estimated: fromOwnHours(tariff, from, until, readings, open) };
  const last = input.history.slice(0, 3);
  const historyDays = sumOf(last.map((h) => daysBilled(h.from, h.until)));
  const perHour = (i: number) => (historyDays > 0 ? sumOf(last.map((h) => h.kwhByPeriod[i] ?? 0)) / (historyDays * 24) : 0);
  return {
    method: "previousInvoicesDailyAverage" as const,
    estimated: { kwhByPeriod: [0, 1, 2, 3, 4, 5].map((i) => perHour(i) * open.length), surplusKwh: 0, hours: open.length },
  };
}

/** The year-ago invoice's kWh (and surplus) per hour over the open hours, its mix of periods
 * moved to the open hours' calendar (calendarMix.ts). Null when it billed nothing. */
function fromYearAgoInvoice(tariff: string, yearAgo: NonNullable<ProjectionInput["yearAgo"]>, open: OpenHour[]): EnergyTotals | null {
  const before = hoursMatrix(tariff, yearAgo.from, yearAgo.until);
  const hoursBefore = sumOf(before.map(sumOf));
  const total = sumOf(yearAgo.kwhByPeriod);
  if (hoursBefore === 0 || !(total > 0)) return null;
  const shares = mixUnderCalendar(yearAgo.kwhByPeriod, before, hoursMatrixOf(tariff, open)) ?? [1, 0, 0, 0, 0, 0];
  const scale = open.length / hoursBefore;
  return {
    kwhByPeriod: shares.map((share) => share * total * scale),
    surplusKwh: yearAgo.surplusKwh * scale,
    hours: open.length,
  };
}
