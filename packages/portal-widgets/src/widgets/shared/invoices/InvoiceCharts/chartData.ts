import type { Invoice, Line } from "@oficina-virtual/api-contract";
import { toDay } from "../../../../domain/calendarDate";
import { formatDate } from "../../../../domain/format";
import { type PeriodKey, periodKeys } from "../../../../domain/tariff";
import type { LocaleId } from "../../../../locales/available";

/** One bar group: an invoice (or a month) of the chart. */
export interface ChartPoint {
  /** 'YYYY-MM-DD' of the invoice, for ordering and matching the previous year. */
  date: string;
  /** The x-axis label, 'DD/MM/YYYY'. */
  label: string;
  /** Amount in euros. */
  amount: number;
  /** kWh per tariff period (electricity). */
  periods: Partial<Record<PeriodKey, number>>;
  /** Total kWh (gas, or electricity without per-period data). */
  consumption: number;
}

const num = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** Points from the per-contract invoices (charts call), oldest first. */
export function pointsFromContractInvoices(invoices: readonly Invoice[], locale: LocaleId = "es-ES"): ChartPoint[] {
  return invoices
    .map((invoice) => {
      const date = toDay(invoice.issueDate)?.format("YYYY-MM-DD") ?? invoice.issueDate;
      const byPeriod = invoice.consumptionByPeriod;
      const periods: Partial<Record<PeriodKey, number>> = {
        P1: num(byPeriod.P1),
        P2: num(byPeriod.P2),
        P3: num(byPeriod.P3),
        P4: num(byPeriod.P4),
        P5: num(byPeriod.P5),
        P6: num(byPeriod.P6),
      };
      const consumption = num(invoice.consumptionKwh);
      return { date, label: formatDate(invoice.issueDate, locale), amount: num(invoice.amount), periods, consumption };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Points from list invoices (amounts only), oldest first: one per issue date, with the sum of
 * that day's invoices. An administrator's communities are often billed on the same day, and
 * one bar per invoice drew that date under ten bars in a row.
 */
export function pointsFromAmounts(items: ReadonlyArray<{ date: string; amount: number }>, locale: LocaleId = "es-ES"): ChartPoint[] {
  const byDate = new Map<string, ChartPoint>();
  for (const item of items) {
    const date = toDay(item.date)?.format("YYYY-MM-DD") ?? item.date;
    const point = byDate.get(date);
    if (point) point.amount = Math.round((point.amount + num(item.amount)) * 100) / 100;
    else byDate.set(date, { date, label: formatDate(item.date, locale), amount: num(item.amount), periods: {}, consumption: 0 });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A date label with a two-digit year ('06/11/2026' → '06/11/26'), for narrow charts. */
export const shortDateLabel = (label: string) => label.replace(/(\d{2})(\d{2})(?!.*\d)/, "$2");

/** The series of the consumption chart: P1–P3 or P1–P6 by tariff for electricity (stacked);
 * one total series for gas, or when no invoice carries per-period data. */
export function consumptionSeries(line: Line, tariff: string | null | undefined, points: readonly ChartPoint[]): PeriodKey[] | "total" {
  if (line === "Gas") return "total";
  const keys = periodKeys(tariff);
  const hasPeriods = points.some((point) => keys.some((key) => (point.periods[key] ?? 0) !== 0));
  return hasPeriods ? keys : "total";
}

/** The same month one year earlier, 'YYYY-MM'. */
const previousYearMonth = (date: string) => toDay(date)?.subtract(1, "year").format("YYYY-MM") ?? "";

export interface PreviousYearValue {
  amount: number;
  consumption: number;
}

/**
 * For each point, the previous year's invoices of the same month (summed; several invoices
 * may fall in one month), or null when that month had none.
 */
export function matchPreviousYear(points: readonly ChartPoint[], previous: readonly ChartPoint[]): (PreviousYearValue | null)[] {
  const byMonth = new Map<string, PreviousYearValue>();
  for (const point of previous) {
    const month = point.date.slice(0, 7);
    const total = point.consumption || Object.values(point.periods).reduce((sum, v) => sum + (v ?? 0), 0);
    const entry = byMonth.get(month) ?? { amount: 0, consumption: 0 };
    byMonth.set(month, { amount: entry.amount + point.amount, consumption: entry.consumption + total });
  }
  return points.map((point) => byMonth.get(previousYearMonth(point.date)) ?? null);
}

/** One row per bar group: the point's figures, its periods, and the previous year's
 * amount and consumption at the same index (null without the overlay). */
export function chartRows(points: readonly ChartPoint[], overlay: ReturnType<typeof matchPreviousYear> | null) {
  return points.map((point, index) => ({
    label: point.label,
    amount: point.amount,
    consumption: point.consumption,
    ...point.periods,
    previousAmount: overlay?.[index]?.amount ?? null,
    previousConsumption: overlay?.[index]?.consumption ?? null,
  }));
}
