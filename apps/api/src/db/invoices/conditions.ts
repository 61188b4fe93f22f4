import type { Line } from "@oficina-virtual/api-contract";
import { and, eq, gte, ilike, lte, ne, not, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContracts, scopeValue } from "../../scope";
import type { Database } from "../client";
import { containsPattern } from "../likePattern";
import { contracts, invoices } from "../schema";
import type { InvoiceFilter } from "./filter";

/** What a filter's conditions compare with, in the form the SQL takes, under the names of a
 * prepared statement's placeholders. A field is present only when its condition is. */
export type FilterValues = {
  scope: number | string;
  contractId?: number;
  from?: string;
  until?: string;
  contract?: string;
  /** A LIKE pattern. */
  cups?: string;
  /** Upper case. */
  invoice?: string;
  /** Upper case. */
  cif?: string;
  minPrice?: string;
  maxPrice?: string;
  line?: Line;
  lineRemover?: Line;
};

export function filterValues(caller: Caller, filter: InvoiceFilter): FilterValues {
  const values: FilterValues = { scope: scopeValue(caller) };
  if (filter.contractId !== undefined) values.contractId = filter.contractId;
  if (filter.from) values.from = filter.from;
  if (filter.until) values.until = filter.until;
  if (filter.contract) values.contract = filter.contract;
  if (filter.cups) values.cups = containsPattern(filter.cups);
  if (filter.invoice) values.invoice = filter.invoice.trim().toUpperCase();
  if (filter.cif) values.cif = filter.cif.toUpperCase();
  if (filter.minPrice !== undefined) values.minPrice = String(filter.minPrice);
  if (filter.maxPrice !== undefined) values.maxPrice = String(filter.maxPrice);
  if (filter.line) values.line = filter.line;
  if (filter.lineRemover) values.lineRemover = filter.lineRemover;
  return values;
}

/** Names the SQL text of a filter's conditions: two filters with the same shape differ only in
 * their values, so they share one prepared statement. */
export function invoiceShape(caller: Caller, filter: InvoiceFilter, values = filterValues(caller, filter)): string {
  const present = Object.keys(values).join(",");
  return `${caller.role}:${present}:${filter.unified ?? ""}:${filter.downloadable ? "downloadable" : ""}`;
}

/**
 * The SQL conditions of a filter on invoices joined to contracts, always scoped to the
 * caller's contracts. With `placeholders`, every value is a placeholder named as in
 * `FilterValues`, for a prepared statement executed with `filterValues`.
 */
export function invoiceConditions(db: Database, caller: Caller, filter: InvoiceFilter, placeholders = false): SQL {
  const values = filterValues(caller, filter);
  const value = <K extends keyof FilterValues>(name: K): NonNullable<FilterValues[K]> | Placeholder<K> =>
    placeholders ? sql.placeholder(name) : values[name]!;
  // Always the caller's: a customer's invoices by the holder they carry (drizzle/0005), one
  // range of invoices_holder_launch_idx, newest first, so the last 10 stop after 10 rows; each
  // invoice's contract is then read by key. The same condition on contracts too let the planner
  // start from the contracts and re-read the holder's range once per contract; it adds nothing,
  // since the foreign key keeps an invoice's holder its contract's. An administrator's contracts
  // are an array of ids read by key (scope.ts), then each contract's invoices.
  const scope = placeholders ? sql.placeholder("scope") : undefined;
  const conditions: (SQL | undefined)[] = [
    callerContracts(db, caller, scope),
    caller.role === "admin" ? undefined : eq(invoices.holderTaxId, scope ?? String(scopeValue(caller))),
  ];
  if (values.contractId !== undefined) conditions.push(eq(invoices.contractId, value("contractId")));
  if (filter.downloadable) conditions.push(eq(invoices.canDownload, true));
  if (values.from) conditions.push(gte(invoices.launchDate, value("from")));
  if (values.until) conditions.push(lte(invoices.launchDate, value("until")));
  if (values.invoice) conditions.push(invoiceNumberCondition(value("invoice")));
  if (values.minPrice !== undefined) conditions.push(gte(invoices.totalAmount, value("minPrice")));
  if (values.maxPrice !== undefined) conditions.push(lte(invoices.totalAmount, value("maxPrice")));
  if (values.contract) {
    conditions.push(or(eq(contracts.codAbonado, value("contract")), eq(contracts.codigoContratoSicom, value("contract"))));
  }
  if (values.cif) conditions.push(eq(contracts.holderTaxId, value("cif")));
  if (values.line) conditions.push(eq(contracts.line, value("line")));
  if (values.lineRemover) conditions.push(ne(contracts.line, value("lineRemover")));
  // A CUPS fragment picks the caller's matching contracts once, as an array (an InitPlan),
  // rather than being tested on each invoice's joined contract: a generic plan (db/pgPool.ts)
  // may join by re-reading the caller's contracts per invoice, and on a small database it
  // did, running the ILIKE ~2,500 times for one search (1.5 ms instead of 0.1). Only the
  // ILIKE: moving the cheap equalities too made an administrator's generic plans worse.
  if (values.cups) {
    const matching = and(callerContracts(db, caller, scope), ilike(contracts.cups, value("cups")));
    conditions.push(sql`${invoices.contractId} = any(array(select ${contracts.id} from ${contracts} where ${matching}))`);
  }
  const unified = or(eq(invoices.isUnica, true), eq(invoices.isUnificada, true))!;
  if (filter.unified === "only") conditions.push(unified);
  if (filter.unified === "exclude") conditions.push(not(unified));
  return and(...conditions)!;
}

/** An invoice number as typed, in upper case: the bare number, the series + number, or a
 * unified invoice's number (with or without its series). Case is ignored. */
function invoiceNumberCondition(value: string | Placeholder): SQL {
  return sql`(upper(${invoices.numero}) = ${value}
    or upper(${invoices.serie} || ${invoices.numero}) = ${value}
    or upper(${invoices.numeroUnica}) = ${value}
    or upper(${invoices.serieUnica} || ${invoices.numeroUnica}) = ${value})`;
}
