import type { CostThisMonth } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import { notFound } from "../../errors/httpError";
import { toCents } from "../../insights/cents";
import { addDays, addYears, daysBilled, nextBillingPeriod } from "../../insights/days";
import { kwhByPeriodOf, powersOf } from "../../insights/explain";
import { completeDays, madridMidnight, sumByPeriod } from "../../insights/periods";
import { planAt } from "../../insights/prices";
import { projectCost } from "../../insights/projection";
import { findCallerContract } from "../../scope";
import { checkAlert, findAlert } from "./alerts";
import { contractPlans, invoiceCovering, lastInvoices, readingsBetween } from "./queries";

export const NO_PRICES = "No hay precios para este contrato.";
const IVA_RATE = 0.21;

/** 'Tu consumo este mes' for the caller's contract `codAbonado`; also checks the alert. */
export async function costThisMonth(
  deps: Pick<AppDeps, "db" | "config" | "now">,
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
