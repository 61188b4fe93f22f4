import { and, count, desc, eq, max, min, type SQL, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContractIds, scopeValue } from "../../scope";
import type { Database } from "../client";
import { type PreparedStatement, prepared } from "../prepared";
import { contracts, invoices } from "../schema";
import { filterValues, invoiceConditions, invoiceShape } from "./conditions";
import { type InvoiceFilter, PAGE_SIZE, type ParsedSearch } from "./filter";
import { dueDateColumn } from "./payments";

/** What every invoice list shows of an invoice: the searches and a contract's invoices. */
export const invoiceSummaryColumns = {
  id: invoices.id,
  serie: invoices.serie,
  numero: invoices.numero,
  launchDate: invoices.launchDate,
  readingFrom: invoices.readingFrom,
  readingUntil: invoices.readingUntil,
  totalAmount: invoices.totalAmount,
  currency: invoices.currency,
  categoria: invoices.categoria,
  isUnificada: invoices.isUnificada,
  isUnica: invoices.isUnica,
  canDownload: invoices.canDownload,
  line: contracts.line,
  paymentState: invoices.paymentState,
  dueDate: dueDateColumn,
};

/** The columns an invoice list item needs, and nothing more (the hot path). */
export const listColumns = {
  ...invoiceSummaryColumns,
  serieUnica: invoices.serieUnica,
  numeroUnica: invoices.numeroUnica,
  proformaCount: invoices.proformaCount,
  codAbonado: contracts.codAbonado,
  cups: contracts.cups,
  taxId: contracts.holderTaxId,
  calle: contracts.calle,
  numDomicilio: contracts.numDomicilio,
  extension: contracts.extension,
  ciudad: contracts.ciudad,
};

function listQuery(db: Database) {
  return db.select(listColumns).from(invoices).innerJoin(contracts, eq(invoices.contractId, contracts.id));
}

export type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

export interface LineCounts {
  all: number;
  electricidad: number;
  gas: number;
}

export interface SearchResult {
  rows: ListRow[];
  counts: LineCounts;
}

export const newestFirst = [desc(invoices.launchDate), desc(invoices.id)];

/**
 * Runs a query over the caller's invoices that match `filter` as the prepared statement of
 * the filter's shape (db/prepared.ts): `build` gets the conditions, with placeholders, once
 * per shape; each call passes the filter's values, and `extra` for the query's own
 * placeholders (an offset).
 */
function executeFiltered<R>(
  db: Database,
  query: string,
  caller: Caller,
  filter: InvoiceFilter,
  build: (where: SQL) => { prepare(name: string): PreparedStatement<R> },
  extra: Record<string, unknown> = {},
): Promise<R> {
  const values = filterValues(caller, filter);
  const statement = prepared(db, `${query}:${invoiceShape(caller, filter, values)}`, (name) =>
    build(invoiceConditions(db, caller, filter, true)).prepare(name),
  );
  return statement.execute({ ...values, ...extra });
}

/** 'Calle Mayor 1, 2º B'. */
export function streetOf(row: { calle: string; numDomicilio: string; extension: string }): string {
  const street = [row.calle, row.numDomicilio].filter(Boolean).join(" ");
  return row.extension ? `${street}, ${row.extension}` : street;
}

/** How far back the default query looks first: invoices are monthly, so the last 10 of a
 * caller with a couple of contracts or more are within it. */
const RECENT_DAYS = 92;

/** The default query: the caller's last 10 invoices. It first reads only the recent ones
 * (an index range per contract instead of every invoice the caller has), and reads further
 * back only when those are fewer than 10 — the result is the same. */
async function lastInvoices(db: Database, caller: Caller, filter: InvoiceFilter, today: string): Promise<ListRow[]> {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const read = (filter: InvoiceFilter) =>
    executeFiltered(db, "last", caller, filter, (where) =>
      listQuery(db)
        .where(where)
        .orderBy(...newestFirst)
        .limit(PAGE_SIZE),
    );
  const recent = await read({ ...filter, from: since });
  return recent.length === PAGE_SIZE ? recent : read(filter);
}

/**
 * One page of a search and the counts per line of the whole result, in ONE round trip: the
 * counts are window aggregates computed before LIMIT/OFFSET. A page past the end (no rows)
 * falls back to a plain count. The default query is the last 10 invoices: its counts are
 * those 10's.
 */
export async function searchInvoices(db: Database, caller: Caller, search: ParsedSearch, today: string): Promise<SearchResult> {
  if (search.isDefault) {
    const rows = await lastInvoices(db, caller, search.filter, today);
    const electricidad = rows.filter((row) => row.line === "Electricidad").length;
    return { rows, counts: { all: rows.length, electricidad, gas: rows.length - electricidad } };
  }
  const rows = await executeFiltered(
    db,
    "page",
    caller,
    search.filter,
    (where) =>
      db
        .select({
          ...listColumns,
          countAll: sql<number>`count(*) over ()`.mapWith(Number),
          countElectricidad: sql<number>`count(*) filter (where ${contracts.line} = 'Electricidad') over ()`.mapWith(Number),
        })
        .from(invoices)
        .innerJoin(contracts, eq(invoices.contractId, contracts.id))
        .where(where)
        .orderBy(...newestFirst)
        .limit(PAGE_SIZE)
        .offset(sql.placeholder("offset")),
    { offset: (search.page - 1) * PAGE_SIZE },
  );
  const first = rows[0];
  if (first) {
    const counts = { all: first.countAll, electricidad: first.countElectricidad, gas: first.countAll - first.countElectricidad };
    return { rows, counts };
  }
  return { rows: [], counts: search.page > 1 ? await countInvoices(db, caller, search.filter) : { all: 0, electricidad: 0, gas: 0 } };
}

/** Page N of each line, newest first, with both lines' counts: the administrator's 'Todo'. */
export async function searchEachLine(db: Database, caller: Caller, search: ParsedSearch, today: string): Promise<SearchResult> {
  const lines = ["Electricidad", "Gas"] as const;
  const [electricity, gas] = await Promise.all(
    lines.map((line) => searchInvoices(db, caller, { ...search, filter: { ...search.filter, line } }, today)),
  );
  const byNewest = (a: ListRow, b: ListRow) => (a.launchDate === b.launchDate ? b.id - a.id : a.launchDate < b.launchDate ? 1 : -1);
  return {
    rows: [...electricity!.rows, ...gas!.rows].sort(byNewest),
    counts: { all: electricity!.counts.all + gas!.counts.all, electricidad: electricity!.counts.all, gas: gas!.counts.all },
  };
}

/** Counts per line of a filter: one aggregate with FILTER. */
export async function countInvoices(db: Database, caller: Caller, filter: InvoiceFilter): Promise<LineCounts> {
  const [row] = await executeFiltered(db, "count", caller, filter, (where) =>
    db
      .select({
        all: count(),
        electricidad: sql<number>`count(*) filter (where ${contracts.line} = 'Electricidad')`.mapWith(Number),
      })
      .from(invoices)
      .innerJoin(contracts, eq(invoices.contractId, contracts.id))
      .where(where),
  );
  const all = row?.all ?? 0;
  const electricidad = row?.electricidad ?? 0;
  return { all, electricidad, gas: all - electricidad };
}

/**
 * Lowest and highest total of the caller's invoices, or of one contract's (null when there are
 * none): the amount sliders' limits. The invoices alone, by the caller's contract ids (an array
 * computed once: a customer's by tax id, an administrator's linked ones) and the index of
 * (contract, amount), so the index answers without the table or a join (drizzle/0009): an
 * administrator's 40 contracts among 10,000 customers read ~130 index pages, not ~1,300.
 */
export async function priceRange(
  db: Database,
  caller: Caller,
  filter: Pick<InvoiceFilter, "contractId">,
): Promise<{ min: number; max: number } | null> {
  const byContract = filter.contractId !== undefined;
  const statement = prepared(db, `price:${caller.role}:${byContract ? "contract" : "all"}`, (name) =>
    db
      .select({ min: min(invoices.totalAmount), max: max(invoices.totalAmount) })
      .from(invoices)
      .where(
        and(
          sql`${invoices.contractId} = any(${callerContractIds(caller, sql.placeholder("scope"))})`,
          byContract ? eq(invoices.contractId, sql.placeholder("contractId")) : undefined,
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ scope: scopeValue(caller), ...(byContract ? { contractId: filter.contractId } : {}) });
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}
