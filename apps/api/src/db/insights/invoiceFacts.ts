import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Caller } from "../../auth/tokens";
import { notFound } from "../../errors/httpError";
import { addYears } from "../../insights/days";
import { type PricePlan, planFromRow } from "../../insights/prices";
import { type ContractRow, callerContracts, scopeValue } from "../../scope";
import type { Database } from "../client";
import { prepared } from "../prepared";
import { contracts, invoices, pricePlans } from "../schema";
import { INVOICE_NOT_FOUND, type InvoiceRow, invoiceCovering } from "./queries";

/*
 * The invoice insights in one round trip, to keep the worst-case time low: the caller's invoice,
 * its contract, the contract's price plans and, for a comparison, the other invoice, read by
 * one prepared statement instead of three queries in two round trips. Each part is the same
 * query as in queries.ts (findCallerInvoice, contractPlans, previousInvoice, invoiceCovering),
 * written as a join or a subquery of this one: invoiceFacts.test.ts checks both give the
 * same rows for every seeded invoice.
 */

/** The contract's price revisions as one JSON array (a row of price_plans per element). */
export const plansJson: SQL<unknown> = sql`(select coalesce(json_agg(p), '[]'::json) from ${pricePlans} p where p.contract_id = ${contracts.id})`;

const planColumns = Object.entries(getTableColumns(pricePlans)).map(([key, column]) => [key, column.name] as const);

/** The plans of `plansJson`: its elements have the columns' names (snake_case) and numeric
 * values as JSON numbers, written with the same decimal text as the strings node-postgres
 * gives, so JSON.parse and planFromRow's Number() make the same doubles of them. */
export function plansFromJson(value: unknown): PricePlan[] {
  const rows = (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return rows.map((json) => planFromRow(Object.fromEntries(planColumns.map(([key, name]) => [key, json[name]]))));
}

export type Against = "previous" | "yearAgo";

const other = alias(invoices, "other");

/** previousInvoice(contract, invoice.readingFrom) as the id of a subquery. */
const previousId = sql`(select o.id from ${invoices} o where o.contract_id = ${invoices.contractId} and o.categoria = 'EN'
  and o.reading_until < ${invoices.readingFrom} order by o.reading_until desc, o.id desc limit 1)`;

/** The date a year before the invoice's first day, as insights/days.ts addYears (29 February
 * → 28 February: PostgreSQL's interval arithmetic clamps the same way). The caller checks it
 * against addYears all the same and asks again with addYears's date if they ever differ. */
const yearAgoDate = sql`(${invoices.readingFrom} - interval '1 year')::date`;

/** invoiceCovering(contract, yearAgoDate) as the id of a subquery. */
const yearAgoId = sql`(select o.id from ${invoices} o where o.contract_id = ${invoices.contractId} and o.categoria = 'EN'
  and o.reading_from <= ${yearAgoDate} and o.reading_until >= ${yearAgoDate} order by o.reading_from desc, o.id desc limit 1)`;

export interface InvoiceFacts {
  invoice: InvoiceRow;
  contract: ContractRow;
  plans: PricePlan[];
  /** The invoice compared with (none asked: undefined; none found: null). */
  other?: InvoiceRow | null;
}

interface Row {
  invoice: InvoiceRow;
  contract: ContractRow;
  plans: unknown;
  other?: InvoiceRow | null;
  yearAgoDate?: string | null;
}

/** The caller's invoice with its contract and price plans and, with `against`, the invoice
 * it is compared with; someone else's invoice is not found (404). */
export async function findInvoiceFacts(
  db: Database,
  caller: Caller,
  serie: string,
  numero: string,
  against?: Against,
): Promise<InvoiceFacts> {
  const statement = prepared(db, `insights:invoiceFacts:${against ?? "none"}:${caller.role}`, (name) => {
    const scoped = and(
      eq(invoices.serie, sql.placeholder("serie")),
      eq(invoices.numero, sql.placeholder("numero")),
      callerContracts(db, caller, sql.placeholder("scope")),
    );
    const base = { invoice: invoices, contract: contracts, plans: plansJson };
    if (!against)
      return db
        .select(base)
        .from(invoices)
        .innerJoin(contracts, eq(contracts.id, invoices.contractId))
        .where(scoped)
        .limit(1)
        .prepare(name);
    // yearAgo also answers the date it looked for, to check it against addYears.
    const fields =
      against === "previous" ? { ...base, other } : { ...base, other, yearAgoDate: sql<string>`to_char(${yearAgoDate}, 'YYYY-MM-DD')` };
    return db
      .select(fields)
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .leftJoin(other, eq(other.id, against === "previous" ? previousId : yearAgoId))
      .where(scoped)
      .limit(1)
      .prepare(name);
  });
  const [row] = (await statement.execute({ serie, numero, scope: scopeValue(caller) })) as Row[];
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const facts: InvoiceFacts = { invoice: row.invoice, contract: row.contract, plans: plansFromJson(row.plans) };
  if (against) facts.other = row.other ?? null;
  if (against === "yearAgo") {
    const date = addYears(row.invoice.readingFrom, -1);
    if (row.yearAgoDate !== date) facts.other = await invoiceCovering(db, row.contract.id, date);
  }
  return facts;
}
