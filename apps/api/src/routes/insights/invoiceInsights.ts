import type { InvoiceBreakdown, InvoiceBreakdownQuery, InvoiceComparison, InvoiceComparisonQuery } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { findInvoiceFacts } from "../../db/insights/invoiceFacts";
import { notFound } from "../../errors/httpError";
import { compareInvoices } from "../../insights/comparison";
import { breakdownAnswer, comparedSide, comparisonSide, explainInvoice } from "../../insights/explain";

export const BREAKDOWN_UNAVAILABLE = "El desglose de esta factura no está disponible.";

export async function invoiceBreakdown(
  db: Database,
  caller: Caller,
  query: InvoiceBreakdownQuery,
  today: string,
): Promise<InvoiceBreakdown> {
  const { invoice, contract, plans } = await findInvoiceFacts(db, caller, query.serieFactura, query.numeroFactura);
  const priced = explainInvoice(invoice, contract, plans);
  if (!priced) throw notFound(BREAKDOWN_UNAVAILABLE);
  return breakdownAnswer(invoice, contract, priced, today);
}

/** current − other, split into causes (insights/comparison.ts). 'previous': the contract's
 * consumption invoice ending before this one starts; 'yearAgo': the one whose period holds
 * this one's first day a year earlier. None: `other` null, no causes. The invoice, its plans
 * and the other invoice come in one round trip (db/insights/invoiceFacts.ts). */
export async function invoiceComparison(db: Database, caller: Caller, query: InvoiceComparisonQuery): Promise<InvoiceComparison> {
  const { invoice, contract, plans, other } = await findInvoiceFacts(db, caller, query.serieFactura, query.numeroFactura, query.against);
  const current = comparedSide(invoice, contract);
  const none: InvoiceComparison = { against: query.against, current, other: null, differenceCents: 0, causes: [] };
  if (invoice.categoria !== "EN" || !other) return none;
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
