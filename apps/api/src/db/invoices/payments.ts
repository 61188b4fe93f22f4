import { PAYMENT_TERM_DAYS } from "@oficina-virtual/api-contract";
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContracts } from "../../scope";
import type { Database } from "../client";
import { contracts, invoices } from "../schema";

/** 'Fecha de vencimiento' as YYYY-MM-DD text: a row inserted without one (a test's fixture,
 * an import) is due PAYMENT_TERM_DAYS after issue, as drizzle/0016 filled the old ones. The
 * cast to text keeps every driver from turning the date into a Date at midnight local time. */
export const dueDateColumn: SQL<string> = sql<string>`(coalesce(${invoices.dueDate}, ${invoices.launchDate} + ${sql.raw(String(PAYMENT_TERM_DAYS))}))::text`;

/** A caller's unpaid invoices ('pendiente' or 'devuelta'), the earliest due first: the
 * invoices 'Importe pendiente' is made of. `contractId` narrows them to one contract (already
 * checked to be the caller's). */
export async function unpaidInvoices(db: Database, caller: Caller, contractId?: number) {
  const conditions = [ne(invoices.paymentState, "pagada"), callerContracts(db, caller)];
  if (contractId !== undefined) conditions.push(eq(invoices.contractId, contractId));
  return db
    .select({
      serie: invoices.serie,
      numero: invoices.numero,
      line: contracts.line,
      codAbonado: contracts.codAbonado,
      launchDate: invoices.launchDate,
      totalAmount: invoices.totalAmount,
      currency: invoices.currency,
      paymentState: invoices.paymentState,
      dueDate: dueDateColumn,
    })
    .from(invoices)
    .innerJoin(contracts, and(eq(invoices.contractId, contracts.id), eq(invoices.holderTaxId, contracts.holderTaxId)))
    .where(and(...conditions))
    .orderBy(asc(dueDateColumn), asc(invoices.numero))
    .limit(500);
}

export type UnpaidRow = Awaited<ReturnType<typeof unpaidInvoices>>[number];
