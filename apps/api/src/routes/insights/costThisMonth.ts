import { type CostThisMonth, madridTime } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import { findCostFacts } from "../../db/insights/costFacts";
import { invoiceCovering, readingsBetween } from "../../db/insights/queries";
import { notFound } from "../../errors/httpError";
import { toCents } from "../../insights/cents";
import { type ReadingColumns, sumCompleteDays } from "../../insights/dayCalendar";
import { addDays, addYears, daysBilled, nextBillingPeriod } from "../../insights/days";
import { kwhByPeriodOf, powersOf } from "../../insights/explain";
import { YEAR_AGO_DAYS } from "../../insights/hourlyForecast";
import { madridMidnight } from "../../insights/periods";
import { planAt } from "../../insights/prices";
import { projectCost } from "../../insights/projection";
import { checkAlert } from "./alerts";

export const NO_PRICES = "No hay precios para este contrato.";
const IVA_RATE = 0.21;

/** 'Tu consumo este mes' for the caller's contract `codAbonado`; also checks the alert. What
 * it depends on comes in one round trip (db/insights/costFacts.ts) and the readings are summed with a
 * calendar worked out per day (insights/dayCalendar.ts): the figures are those of the
 * step-by-step queries and per-hour calendar it replaced (equivalence.test.ts). */
export async function costThisMonth(
  deps: Pick<AppDeps, "db" | "config" | "now" | "limits">,
  caller: Caller,
  codAbonado: string,
): Promise<CostThisMonth> {
  const { db } = deps;
  const facts = await findCostFacts(db, caller, codAbonado);
  const { contract, plans, history, alert } = facts;
  const last = history[0];
  // No invoice yet: the first period starts with the contract.
  const period = last ? nextBillingPeriod(last.readingUntil) : nextBillingPeriod(addDays(contract.fechaAlta, -1));
  const plan = planAt(plans, period.from);
  if (!plan) throw notFound(NO_PRICES);
  const daysInPeriod = daysBilled(period.from, period.until);
  const yearAgoDate = addYears(period.from, -1);
  // The statement worked these dates out in SQL; were they ever to differ from days.ts's,
  // the year-ago invoice and the readings are asked for again with ours.
  const sameDates = facts.periodFrom === period.from && facts.yearAgoDate === yearAgoDate;
  const yearAgoInvoice = sameDates ? facts.yearAgo : await invoiceCovering(db, contract.id, yearAgoDate);

  let soFar = null;
  let readings = null;
  if (contract.line === "Electricidad") {
    const from = madridMidnight(period.from);
    const until = madridMidnight(addDays(period.until, 1));
    // Two readings in one millisecond (finer than any meter's hour) would come in no order
    // (db/insights/costFacts.ts): those are asked for again, in order.
    readings =
      sameDates && facts.readings && new Set(facts.readings.at).size === facts.readings.at.length
        ? facts.readings
        : readingColumns(await readingsBetween(db, contract.id, new Date(from), new Date(until)));
    soFar = sumCompleteDays(contract.tarifa, readings, from, until);
  }
  const { spent, projection } = projectCost({
    usage: { line: contract.line, tariff: contract.tarifa, powersKw: powersOf(contract), ivaRate: last ? last.ivaRate : IVA_RATE },
    plan,
    period,
    soFar,
    readings,
    yearAgoReadings: contract.line === "Electricidad" ? await yearAgoCurve(deps, facts, contract.id, period.from, sameDates) : null,
    yearAgo: yearAgoInvoice
      ? {
          kwhByPeriod: kwhByPeriodOf(yearAgoInvoice),
          surplusKwh: Number(yearAgoInvoice.surplusKwh),
          from: yearAgoInvoice.readingFrom,
          until: yearAgoInvoice.readingUntil,
        }
      : null,
    history: history.map((invoice) => ({ kwhByPeriod: invoice.kwhByPeriod, from: invoice.readingFrom, until: invoice.readingUntil })),
  });
  const exceeded = alert ? projection.lowCents > alert.thresholdCents : false;
  const hourly = readings !== null && readings.at.length > 0;
  const fires = exceeded && pastFirstDay(deps.now(), period.from, hourly ? (soFar?.days.length ?? 0) : null);
  const notifiedAt = await checkAlert(deps, caller, contract, alert, period, projection.amountCents, fires);
  return {
    contractCode: contract.codAbonado,
    line: contract.line,
    tariff: contract.tarifa,
    periodFrom: period.from,
    periodUntil: period.until,
    daysInPeriod,
    spent,
    projection,
    yearAgo: yearAgoInvoice
      ? {
          periodFrom: yearAgoInvoice.readingFrom,
          periodUntil: yearAgoInvoice.readingUntil,
          amountCents: toCents(Number(yearAgoInvoice.totalAmount)),
          kwh: Number(yearAgoInvoice.consumptionKwh),
        }
      : null,
    alert: alert
      ? {
          thresholdCents: alert.thresholdCents,
          exceeded,
          notifiedAt: notifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Last year's curve for the same weeks: what the one statement read, or asked for again
 * with our dates (the window db/insights/costFacts.ts reads, 364 days earlier). */
async function yearAgoCurve(
  deps: Pick<AppDeps, "db">,
  facts: { yearAgoReadings: ReadingColumns | null },
  contractId: number,
  periodFrom: string,
  sameDates: boolean,
): Promise<ReadingColumns> {
  const columns = facts.yearAgoReadings;
  if (sameDates && columns && new Set(columns.at).size === columns.at.length) return columns;
  const from = madridMidnight(addDays(periodFrom, -YEAR_AGO_DAYS));
  return readingColumns(await readingsBetween(deps.db, contractId, new Date(from), new Date(from + 32 * 86_400_000)));
}

/**
 * The alert's e-mail waits until the projection stands on more than the period's first day:
 * with hourly readings, two complete days measured; without (gas, a meter that sends none),
 * the first day over.
 */
export function pastFirstDay(now: Date, periodFrom: string, completeDays: number | null): boolean {
  if (completeDays !== null) return completeDays >= 2;
  return madridTime(now).date > periodFrom;
}

function readingColumns(rows: { at: Date; activeKwh: number; surplusKwh: number }[]): ReadingColumns {
  return { at: rows.map((r) => r.at.getTime()), activeKwh: rows.map((r) => r.activeKwh), surplusKwh: rows.map((r) => r.surplusKwh) };
}
