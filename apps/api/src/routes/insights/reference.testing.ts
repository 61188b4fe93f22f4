/*
 * The insight answers as they were computed before the one-round-trip statements
 * (db/insights/invoiceFacts.ts, db/insights/costFacts.ts) and the per-day calendar (insights/dayCalendar.ts): the
 * code of main at 7e913b7, kept verbatim so equivalence.test.ts can prove the optimized
 * routes answer exactly the same, every figure to the cent, on the seeded data.
 */
import type { CostThisMonth, InvoiceComparison, InvoiceComparisonQuery } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { findAlert } from "../../db/insights/alerts";
import { HISTORY_INVOICES } from "../../db/insights/costFacts";
import {
  contractPlans,
  findCallerInvoice,
  invoiceCovering,
  lastInvoices,
  previousInvoice,
  readingsBetween,
} from "../../db/insights/queries";
import { notFound } from "../../errors/httpError";
import { toCents } from "../../insights/cents";
import { compareInvoices } from "../../insights/comparison";
import { addDays, addYears, daysBilled, nextBillingPeriod } from "../../insights/days";
import { breakdownAnswer, comparedSide, comparisonSide, explainInvoice, kwhByPeriodOf, powersOf } from "../../insights/explain";
import { YEAR_AGO_DAYS } from "../../insights/hourlyForecast";
import { completeDays, madridMidnight, sumByPeriod } from "../../insights/periods";
import { planAt } from "../../insights/prices";
import { projectCost } from "../../insights/projection";
import { findCallerContract } from "../../scope";
import { checkAlert } from "./alerts";
import { NO_PRICES, pastFirstDay } from "./costThisMonth";
import { BREAKDOWN_UNAVAILABLE } from "./invoiceInsights";

const IVA_RATE = 0.21;

export async function invoiceBreakdownBefore(
  db: Database,
  caller: Caller,
  query: { serieFactura: string; numeroFactura: string },
  today: string,
) {
  const { invoice, contract } = await findCallerInvoice(db, caller, query.serieFactura, query.numeroFactura);
  const priced = explainInvoice(invoice, contract, await contractPlans(db, contract.id));
  if (!priced) throw notFound(BREAKDOWN_UNAVAILABLE);
  return breakdownAnswer(invoice, contract, priced, today);
}

/** current − other, split into causes (insights/comparison.ts). 'previous': the contract's
 * consumption invoice ending before this one starts; 'yearAgo': the one whose period holds
 * this one's first day a year earlier. None: `other` null, no causes. */
export async function invoiceComparisonBefore(db: Database, caller: Caller, query: InvoiceComparisonQuery): Promise<InvoiceComparison> {
  const { invoice, contract } = await findCallerInvoice(db, caller, query.serieFactura, query.numeroFactura);
  const current = comparedSide(invoice, contract);
  const none: InvoiceComparison = { against: query.against, current, other: null, differenceCents: 0, causes: [] };
  if (invoice.categoria !== "EN") return none;
  const [plans, other] = await Promise.all([
    contractPlans(db, contract.id),
    query.against === "previous"
      ? previousInvoice(db, contract.id, invoice.readingFrom)
      : invoiceCovering(db, contract.id, addYears(invoice.readingFrom, -1)),
  ]);
  if (!other) return none;
  const now = explainInvoice(invoice, contract, plans);
  const before = explainInvoice(other, contract, plans);
  if (!now || !before) throw notFound(BREAKDOWN_UNAVAILABLE);
  const causes = compareInvoices(comparisonSide(invoice, contract, now), comparisonSide(other, contract, before));
  return {
    against: query.against,
    current,
    other: comparedSide(other, contract),
    differenceCents: now.totalCents - before.totalCents,
    causes,
  };
}

/** 'Tu consumo este mes' for the caller's contract `codAbonado`; also checks the alert. */
export async function costThisMonthBefore(
  deps: Pick<AppDeps, "db" | "config" | "now" | "limits">,
  caller: Caller,
  codAbonado: string,
): Promise<CostThisMonth> {
  const { db } = deps;
  const contract = await findCallerContract(db, caller, codAbonado);
  const [plans, history, alert] = await Promise.all([
    contractPlans(db, contract.id),
    lastInvoices(db, contract.id, HISTORY_INVOICES),
    findAlert(db, contract.id, caller.userId),
  ]);
  const last = history[0];
  // No invoice yet: the first period starts with the contract.
  const period = last ? nextBillingPeriod(last.readingUntil) : nextBillingPeriod(addDays(contract.fechaAlta, -1));
  const plan = planAt(plans, period.from);
  if (!plan) throw notFound(NO_PRICES);
  const daysInPeriod = daysBilled(period.from, period.until);
  const yearAgoInvoice = await invoiceCovering(db, contract.id, addYears(period.from, -1));

  let soFar = null;
  let readings = null;
  let yearAgoReadings = null;
  const columns = (rows: { at: Date; activeKwh: number; surplusKwh: number }[]) => ({
    at: rows.map((r) => r.at.getTime()),
    activeKwh: rows.map((r) => r.activeKwh),
    surplusKwh: rows.map((r) => r.surplusKwh),
  });
  if (contract.line === "Electricidad") {
    const rows = await readingsBetween(
      db,
      contract.id,
      new Date(madridMidnight(period.from)),
      new Date(madridMidnight(addDays(period.until, 1))),
    );
    const complete = completeDays(rows.map((r) => ({ at: r.at.getTime(), activeKwh: r.activeKwh, surplusKwh: r.surplusKwh })));
    soFar = complete.length > 0 ? sumByPeriod(contract.tarifa, complete) : null;
    readings = columns(rows);
    const yearAgoFrom = madridMidnight(addDays(period.from, -YEAR_AGO_DAYS));
    yearAgoReadings = columns(await readingsBetween(db, contract.id, new Date(yearAgoFrom), new Date(yearAgoFrom + 32 * 86_400_000)));
  }
  const { spent, projection } = projectCost({
    usage: { line: contract.line, tariff: contract.tarifa, powersKw: powersOf(contract), ivaRate: last ? Number(last.ivaRate) : IVA_RATE },
    plan,
    period,
    soFar,
    readings,
    yearAgoReadings,
    yearAgo: yearAgoInvoice
      ? {
          kwhByPeriod: kwhByPeriodOf(yearAgoInvoice),
          surplusKwh: Number(yearAgoInvoice.surplusKwh),
          from: yearAgoInvoice.readingFrom,
          until: yearAgoInvoice.readingUntil,
        }
      : null,
    history: history.map((invoice) => ({ kwhByPeriod: kwhByPeriodOf(invoice), from: invoice.readingFrom, until: invoice.readingUntil })),
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
