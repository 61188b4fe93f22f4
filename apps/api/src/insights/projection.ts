import type { CostThisMonth } from "@oficina-virtual/api-contract";
import { sumOf } from "./cents";
import { type BilledUsage, priceInvoice } from "./invoiceLines";
import type { PeriodTotals } from "./periods";
import type { PricePlan } from "./prices";

export interface ProjectionInput {
  usage: Omit<BilledUsage, "days" | "kwhByPeriod" | "surplusKwh">;
  plan: PricePlan;
  daysInPeriod: number;
  /** Complete local days of readings since the period began (periods.ts), or null (gas). */
  soFar: PeriodTotals | null;
  /** The invoice of the same dates a year earlier: kWh per period, surplus and days. */
  yearAgo: { kwhByPeriod: number[]; surplusKwh: number; days: number } | null;
  /** The last invoices' kWh per period and days (for gas and contracts without readings). */
  history: { kwhByPeriod: number[]; days: number }[];
}

/** Fewer complete days than this and the period's own average is too noisy to extend. */
export const MIN_DAYS_FOR_AVERAGE = 7;

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const scale = (values: readonly number[], factor: number) => values.map((v) => round3(v * factor));

/**
 * 'Llevas gastado' and 'Previsión de la factura'. Spent: the period's complete days priced
 * like an invoice of that many days (fixed terms for those days, the kWh measured, taxes).
 * Forecast: an invoice of the whole period whose kWh are the measured ones plus the remaining
 * days' estimate — at this period's daily average (dailyAverageSoFar), or the same days a
 * year earlier when fewer than 7 days are measured (yearAgoShape), or, without readings, the
 * last invoices' daily average (previousInvoicesDailyAverage). The range is ± the variable
 * part's uncertainty: 10 % plus up to 30 % more for the share of the period still to come.
 */
export function projectCost(input: ProjectionInput): Pick<CostThisMonth, "spent" | "projection"> {
  const { usage, plan, daysInPeriod, soFar } = input;
  // Named fields, not `{ ...usage, days, … }`: a spread followed by more keys takes V8's slow
  // path (µs a call on Node 20; see invoiceLines.ts).
  const { line, tariff, powersKw, ivaRate } = usage;
  const price = (days: number, kwhByPeriod: number[], surplusKwh: number) =>
    priceInvoice(plan, { line, tariff, powersKw, ivaRate, days, kwhByPeriod, surplusKwh }).totalCents;

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

  const remaining = Math.max(0, daysInPeriod - daysWithData);
  let method: CostThisMonth["projection"]["method"];
  let kwhByPeriod: number[];
  let surplusKwh: number;
  if (soFar && daysWithData >= MIN_DAYS_FOR_AVERAGE) {
    method = "dailyAverageSoFar";
    kwhByPeriod = scale(soFar.kwhByPeriod, daysInPeriod / daysWithData);
    surplusKwh = round3((soFar.surplusKwh * daysInPeriod) / daysWithData);
  } else if (soFar && daysWithData > 0 && input.yearAgo) {
    method = "yearAgoShape";
    const rest = remaining / input.yearAgo.days;
    kwhByPeriod = soFar.kwhByPeriod.map((kwh, i) => round3(kwh + (input.yearAgo!.kwhByPeriod[i] ?? 0) * rest));
    surplusKwh = round3(soFar.surplusKwh + input.yearAgo.surplusKwh * rest);
  } else if (soFar && daysWithData > 0) {
    method = "dailyAverageSoFar";
    kwhByPeriod = scale(soFar.kwhByPeriod, daysInPeriod / daysWithData);
    surplusKwh = round3((soFar.surplusKwh * daysInPeriod) / daysWithData);
  } else {
    method = "previousInvoicesDailyAverage";
    const days = sumOf(input.history.map((h) => h.days));
    kwhByPeriod = [0, 1, 2, 3, 4, 5].map((i) =>
      days > 0 ? round3((sumOf(input.history.map((h) => h.kwhByPeriod[i] ?? 0)) * daysInPeriod) / days) : 0,
    );
    surplusKwh = 0;
  }
  const amountCents = price(daysInPeriod, kwhByPeriod, surplusKwh);
  const fixedCents = price(daysInPeriod, [0, 0, 0, 0, 0, 0], 0);
  const share = daysInPeriod > 0 ? remaining / daysInPeriod : 1;
  const spread = Math.round(Math.max(0, amountCents - fixedCents) * (0.1 + 0.3 * share));
  return {
    spent,
    projection: {
      amountCents,
      lowCents: Math.max(amountCents - spread, Math.min(spent?.amountCents ?? 0, amountCents)),
      highCents: amountCents + spread,
      method,
    },
  };
}
