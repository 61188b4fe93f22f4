import { and, asc, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { notFound } from "../../errors/httpError";
import { type PricePlan, planFromRow } from "../../insights/prices";
import { type ContractRow, callerContracts, scopeValue } from "../../scope";
import type { Database } from "../client";
import { prepared } from "../prepared";
import { contracts, hourlyReadings, invoices, pricePlans } from "../schema";

export type InvoiceRow = typeof invoices.$inferSelect;

export const INVOICE_NOT_FOUND = "No se ha encontrado la factura.";

/** The caller's invoice with this series and number, and its contract; someone else's is
 * not found (404), like every invoice call. */
export async function findCallerInvoice(
  db: Database,
  caller: Caller,
  serie: string,
  numero: string,
): Promise<{ invoice: InvoiceRow; contract: ContractRow }> {
  const statement = prepared(db, `insights:invoice:${caller.role}`, (name) =>
    db
      .select({ invoice: invoices, contract: contracts })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .where(
        and(
          eq(invoices.serie, sql.placeholder("serie")),
          eq(invoices.numero, sql.placeholder("numero")),
          callerContracts(db, caller, sql.placeholder("scope")),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ serie, numero, scope: scopeValue(caller) });
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

/** The contract's price revisions. */
export async function contractPlans(db: Database, contractId: number): Promise<PricePlan[]> {
  const statement = prepared(db, "insights:plans", (name) =>
    db
      .select()
      .from(pricePlans)
      .where(eq(pricePlans.contractId, sql.placeholder("contractId")))
      .prepare(name),
  );
  const rows = await statement.execute({ contractId });
  return rows.map((row) => planFromRow(row));
}

/** The contract's consumption invoice before `before` (by period), or null. */
export async function previousInvoice(db: Database, contractId: number, before: string): Promise<InvoiceRow | null> {
  const statement = prepared(db, "insights:previous", (name) =>
    db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.contractId, sql.placeholder("contractId")),
          eq(invoices.categoria, "EN"),
          lt(invoices.readingUntil, sql.placeholder("before")),
        ),
      )
      .orderBy(desc(invoices.readingUntil), desc(invoices.id))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ contractId, before });
  return row ?? null;
}

/** The contract's consumption invoice whose period holds `date`, or null. */
export async function invoiceCovering(db: Database, contractId: number, date: string): Promise<InvoiceRow | null> {
  const statement = prepared(db, "insights:covering", (name) =>
    db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.contractId, sql.placeholder("contractId")),
          eq(invoices.categoria, "EN"),
          lte(invoices.readingFrom, sql.placeholder("date")),
          gte(invoices.readingUntil, sql.placeholder("date")),
        ),
      )
      .orderBy(desc(invoices.readingFrom), desc(invoices.id))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ contractId, date });
  return row ?? null;
}

/** The contract's last `count` consumption invoices, newest first. */
export async function lastInvoices(db: Database, contractId: number, count: number): Promise<InvoiceRow[]> {
  const statement = prepared(db, "insights:last", (name) =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.contractId, sql.placeholder("contractId")), eq(invoices.categoria, "EN")))
      .orderBy(desc(invoices.readingUntil), desc(invoices.id))
      .limit(sql.placeholder("count"))
      .prepare(name),
  );
  return statement.execute({ contractId, count });
}

/** Hourly readings of a contract in [from, until), oldest first. */
export async function readingsBetween(db: Database, contractId: number, from: Date, until: Date) {
  const statement = prepared(db, "insights:readings", (name) =>
    db
      .select({ at: hourlyReadings.at, activeKwh: hourlyReadings.activeKwh, surplusKwh: hourlyReadings.surplusKwh })
      .from(hourlyReadings)
      .where(
        and(
          eq(hourlyReadings.contractId, sql.placeholder("contractId")),
          gte(hourlyReadings.at, sql.placeholder("from")),
          lt(hourlyReadings.at, sql.placeholder("until")),
        ),
      )
      .orderBy(asc(hourlyReadings.at))
      .prepare(name),
  );
  return statement.execute({ contractId, from: from.toISOString(), until: until.toISOString() });
}
