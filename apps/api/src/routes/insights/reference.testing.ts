/*
 * The insight answers as they were computed before the one-round-trip statements
 * (invoiceFacts.ts, costFacts.ts) and the per-day calendar (insights/dayCalendar.ts): the
 * code of main at 7e913b7, kept verbatim so equivalence.test.ts can prove the optimized
 * routes answer exactly the same, every figure to the cent, on the seeded data.
 */
import type { CostThisMonth, InvoiceComparison, InvoiceComparisonQuery } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/httpError";
import { toCents } from "../../insights/cents";
import { compareInvoices } from "../../insights/comparison";
import { addDays, addYears, daysBilled, nextBillingPeriod } from "../../insights/days";
import { breakdownAnswer, comparedSide, explainInvoice, kwhByPeriodOf, powersOf } from "../../insights/explain";
import { completeDays, madridMidnight, sumByPeriod } from "../../insights/periods";
import { planAt } from "../../insights/prices";
import { projectCost } from "../../insights/projection";
import { findCallerContract } from "../../scope";
import { checkAlert, findAlert } from "./alerts";
import { NO_PRICES } from "./costThisMonth";
import { BREAKDOWN_UNAVAILABLE } from "./invoiceInsights";
import { contractPlans, findCallerInvoice, invoiceCovering, lastInvoices, previousInvoice, readingsBetween } from "./queries";

const IVA_RATE = 0.21;

export async function invoiceBreakdownBefore(db: Database, caller: Caller, query: { serieFactura: string; numeroFactura: string }) {
  const { invoice, contract } = await findCallerInvoice(db, caller, query.serieFactura, query.numeroFactura);
  const priced = explainInvoice(invoice, contract, await contractPlans(db, contract.id));
  if (!priced) throw notFound(BREAKDOWN_UNAVAILABLE);
  return breakdownAnswer(invoice, contract, priced);
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
  const causes = compareInvoices(
    { days: daysBilled(invoice.readingFrom, invoice.readingUntil), lines: now.lines },
    { days: daysBilled(other.readingFrom, other.readingUntil), lines: before.lines },
  );
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
    lastInvoices(db, contract.id, 3),
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
  if (contract.line === "Electricidad") {
    const readings = await readingsBetween(
      db,
      contract.id,
      new Date(madridMidnight(period.from)),
      new Date(madridMidnight(addDays(period.until, 1))),
    );
    const complete = completeDays(readings.map((r) => ({ at: r.at.getTime(), activeKwh: r.activeKwh, surplusKwh: r.surplusKwh })));
    soFar = complete.length > 0 ? sumByPeriod(contract.tarifa, complete) : null;
  }
  const { spent, projection } = projectCost({
    usage: { line: contract.line, tariff: contract.tarifa, powersKw: powersOf(contract), ivaRate: last ? Number(last.ivaRate) : IVA_RATE },
    plan,
    daysInPeriod,
    soFar,
    yearAgo: yearAgoInvoice
      ? {
          kwhByPeriod: kwhByPeriodOf(yearAgoInvoice),
          surplusKwh: Number(yearAgoInvoice.surplusKwh),
          days: daysBilled(yearAgoInvoice.readingFrom, yearAgoInvoice.readingUntil),
        }
      : null,
    history: history.map((invoice) => ({
      kwhByPeriod: kwhByPeriodOf(invoice),
      days: daysBilled(invoice.readingFrom, invoice.readingUntil),
    })),
  });
  const notifiedAt = await checkAlert(deps, caller, contract, alert, period, projection.amountCents);
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
          exceeded: projection.amountCents > alert.thresholdCents,
          notifiedAt: notifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}
