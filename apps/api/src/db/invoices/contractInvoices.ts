import { desc, eq, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { Database } from "../client";
import { contracts, invoices } from "../schema";
import { invoiceConditions } from "./conditions";
import type { InvoiceFilter } from "./filter";
import { invoiceSummaryColumns } from "./queries";

const columns = {
  ...invoiceSummaryColumns,
  consumptionKwh: invoices.consumptionKwh,
  consumoP1: invoices.consumoP1,
  consumoP2: invoices.consumoP2,
  consumoP3: invoices.consumoP3,
  consumoP4: invoices.consumoP4,
  consumoP5: invoices.consumoP5,
  consumoP6: invoices.consumoP6,
  potenciaLeidaP1: invoices.potenciaLeidaP1,
  countAll: sql<number>`count(*) over ()`.mapWith(Number),
};

export type ContractInvoiceRow = Awaited<ReturnType<typeof findContractInvoices>>[number];

/** One contract's invoices matching `filter`, newest first: a page of `limit` (`countAll`
 * is then the number of matches), or with `upTo` the first `upTo` matches. */
export async function findContractInvoices(
  db: Database,
  caller: Caller,
  filter: InvoiceFilter,
  range: { limit: number; page: number } | { upTo: number },
) {
  const query = db
    .select(columns)
    .from(invoices)
    .innerJoin(contracts, eq(invoices.contractId, contracts.id))
    .where(invoiceConditions(db, caller, filter))
    .orderBy(desc(invoices.launchDate), desc(invoices.id));
  return "upTo" in range ? query.limit(range.upTo) : query.limit(range.limit).offset((range.page - 1) * range.limit);
}
