/** Test support: invoices written, changed and read directly. */
import { and, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../queryRows";
import { contracts, invoices } from "../schema";

export type NewInvoice = typeof invoices.$inferInsert;

export async function insertInvoices(db: Database, rows: NewInvoice[]): Promise<void> {
  await db.insert(invoices).values(rows);
}

/** A contract's energy ("EN") invoices, or the one whose reading starts on `readingFrom`. */
export function energyInvoicesOf(db: Database, contractId: number, readingFrom?: string) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.contractId, contractId),
        eq(invoices.categoria, "EN"),
        readingFrom === undefined ? undefined : eq(invoices.readingFrom, readingFrom),
      ),
    );
}

export async function latestEnergyInvoiceOf(db: Database, contractId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.categoria, "EN")))
    .orderBy(desc(invoices.readingFrom))
    .limit(1);
  return row;
}

export async function setEnergyInvoice(
  db: Database,
  contractId: number,
  readingFrom: string,
  values: Partial<Pick<NewInvoice, "potenciaLeidaP2">>,
): Promise<void> {
  await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.readingFrom, readingFrom), eq(invoices.categoria, "EN")));
}

/** Every invoice of the contract gets this surplus. */
export async function setInvoicesSurplusOf(db: Database, contractId: number, surplusKwh: number): Promise<void> {
  await db.execute(sql`update invoices set surplus_kwh = ${surplusKwh} where contract_id = ${contractId}`);
}

/** A unified invoice of the contract that holds proformas. */
export async function unifiedInvoiceWithProformas(db: Database, codAbonado: string) {
  const [row] = await queryRows<{ serie_unica: string; numero_unica: string }>(
    db,
    sql`
      select i.serie_unica, i.numero_unica from invoices i join contracts c on c.id = i.contract_id
      where c.cod_abonado = ${codAbonado} and i.proforma_count > 0`,
  );
  return row;
}

/** The contract's energy invoices read until before `date`, latest first. */
export function energyInvoicesBefore(db: Database, contractId: number, date: string, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.categoria, "EN"), lt(invoices.readingUntil, date)))
    .orderBy(desc(invoices.readingUntil))
    .limit(limit);
}

/** The energy invoice of a contract (by code) whose reading starts on `readingFrom`. */
export async function energyInvoiceOfCode(db: Database, codAbonado: string, readingFrom: string) {
  const [row] = await db
    .select({
      serie: invoices.serie,
      numero: invoices.numero,
      total: invoices.totalAmount,
      consumption: invoices.consumptionKwh,
      p1: invoices.consumoP1,
      p2: invoices.consumoP2,
      p3: invoices.consumoP3,
      surplus: invoices.surplusKwh,
      contractId: invoices.contractId,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(and(eq(contracts.codAbonado, codAbonado), eq(invoices.readingFrom, readingFrom), eq(invoices.categoria, "EN")));
  return row;
}

/** The contract's (by code) first energy invoice. */
export async function firstEnergyInvoiceOfCode(db: Database, codAbonado: string) {
  const [row] = await queryRows<{ serie: string; numero: string }>(
    db,
    sql`select i.serie, i.numero from invoices i join contracts c on c.id = i.contract_id where c.cod_abonado = ${codAbonado} and i.categoria = 'EN' order by i.reading_from limit 1`,
  );
  return row;
}

/** Every invoice with its contract. */
export function invoicesWithContracts(db: Database) {
  return db.select({ invoice: invoices, contract: contracts }).from(invoices).innerJoin(contracts, eq(contracts.id, invoices.contractId));
}

export function invoicesOfCategory(db: Database, categoria: string) {
  return db.select().from(invoices).where(eq(invoices.categoria, categoria));
}

/** Series and numbers of the contracts' invoices. */
export function invoiceNumbersOf(db: Database, contractIds: number[]) {
  return db.select({ serie: invoices.serie, numero: invoices.numero }).from(invoices).where(inArray(invoices.contractId, contractIds));
}

/** The contracts' energy invoices with their tariff. */
export function energyInvoicesWithTariff(db: Database, contractIds: number[]) {
  return db
    .select({
      serie: invoices.serie,
      numero: invoices.numero,
      from: invoices.readingFrom,
      tarifa: contracts.tarifa,
      contractId: contracts.id,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(and(inArray(invoices.contractId, contractIds), eq(invoices.categoria, "EN")));
}

/** Which invoices a test picks (all given parts hold); conditions on the invoice (i) and its contract (c). */
export interface InvoiceFilter {
  holderTaxId?: string;
  codAbonado?: string;
  line?: "Electricidad" | "Gas";
  tarifa?: string;
  /** Of a contract some administrator is linked to. */
  linkedToAdmin?: true;
  serie?: string;
  seriePrefix?: string;
  canDownload?: boolean;
  isUnica?: boolean;
  /** A number, or "some" for more than none. */
  proformaCount?: number | "some";
  /** A unified invoice none of whose members has proformas. */
  unifiedWithoutProformas?: true;
  launchedBetween?: readonly [string, string];
  /** By period (1–6): whether the maxímetro was read. */
  powerRead?: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, boolean>>;
}

function conditionOf(filter: InvoiceFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.holderTaxId !== undefined) parts.push(sql`c.holder_tax_id = ${filter.holderTaxId}`);
  if (filter.codAbonado !== undefined) parts.push(sql`c.cod_abonado = ${filter.codAbonado}`);
  if (filter.line !== undefined) parts.push(sql`c.line = ${filter.line}`);
  if (filter.tarifa !== undefined) parts.push(sql`c.tarifa = ${filter.tarifa}`);
  if (filter.linkedToAdmin) parts.push(sql`c.id in (select contract_id from admin_contracts)`);
  if (filter.serie !== undefined) parts.push(sql`i.serie = ${filter.serie}`);
  if (filter.seriePrefix !== undefined) parts.push(sql`i.serie like ${`${filter.seriePrefix}%`}`);
  if (filter.canDownload !== undefined) parts.push(filter.canDownload ? sql`i.can_download` : sql`not i.can_download`);
  if (filter.isUnica !== undefined) parts.push(filter.isUnica ? sql`i.is_unica` : sql`not i.is_unica`);
  if (filter.proformaCount === "some") parts.push(sql`i.proforma_count > 0`);
  else if (filter.proformaCount !== undefined) parts.push(sql`i.proforma_count = ${filter.proformaCount}`);
  if (filter.unifiedWithoutProformas)
    parts.push(sql`i.numero_unica not in (select numero_unica from invoices where proforma_count > 0 and numero_unica is not null)`);
  if (filter.launchedBetween) parts.push(sql`i.launch_date between ${filter.launchedBetween[0]} and ${filter.launchedBetween[1]}`);
  for (const [period, read] of Object.entries(filter.powerRead ?? {}))
    parts.push(sql`${sql.identifier(`potencia_leida_p${period}`)} is ${read ? sql`not null` : sql`null`}`);
  return sql.join(parts, sql` and `);
}

export interface InvoiceRow {
  id: number;
  serie: string;
  numero: string;
  launch_date: string;
  total_amount: string;
  cod_abonado: string;
  cups: string;
  line: "Electricidad" | "Gas";
  holder_tax_id: string;
  is_unica: boolean;
  serie_unica: string | null;
  numero_unica: string | null;
  can_download: boolean;
  proforma_count: number;
  categoria: string;
}

/** Invoices (joined to their contract) matching the filter, newest first. */
export function invoicesWhere(db: Database, filter: InvoiceFilter = {}): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    db,
    sql`select i.id, i.serie, i.numero, i.launch_date::text as launch_date, i.total_amount::text as total_amount,
      c.cod_abonado, c.cups, c.line, c.holder_tax_id, i.is_unica, i.serie_unica, i.numero_unica, i.can_download,
      i.proforma_count, i.categoria
      from invoices i join contracts c on c.id = i.contract_id where ${conditionOf(filter)}
      order by i.launch_date desc, i.id desc`,
  );
}

/** The maxímetro read in each period (P1–P6). */
export async function powerReadOf(db: Database, invoiceId: number): Promise<(number | null)[]> {
  const [read] = await queryRows<{ kw: (number | null)[] }>(
    db,
    sql`select array[potencia_leida_p1, potencia_leida_p2, potencia_leida_p3, potencia_leida_p4, potencia_leida_p5,
        potencia_leida_p6] as kw from invoices where id = ${invoiceId}`,
  );
  return read!.kw;
}

export async function setProformaCount(db: Database, invoiceId: number, proformaCount: number): Promise<void> {
  await db.execute(sql`update invoices set proforma_count = ${proformaCount} where id = ${invoiceId}`);
}

/** The members of a unified invoice get this proforma count. */
export async function setProformaCountOfUnified(
  db: Database,
  unified: { serie: string; numero: string },
  proformaCount: number,
): Promise<void> {
  await db.execute(
    sql`update invoices set proforma_count = ${proformaCount} where serie_unica = ${unified.serie} and numero_unica = ${unified.numero}`,
  );
}

/** How many invoices there are and what they add up to. */
export function invoiceTotals(db: Database) {
  return queryRows<{ n: number; s: string | null }>(db, sql`select count(*)::int as n, sum(total_amount)::text as s from invoices`);
}

/** `count` old invoices ('TEST', from 2015) more on the contract. */
export async function insertOldInvoices(db: Database, codAbonado: string, count: number): Promise<void> {
  await db.execute(sql`insert into invoices (contract_id, holder_tax_id, serie, numero, launch_date, reading_from, reading_until, total_amount, consumption_kwh)
      select c.id, c.holder_tax_id, 'TEST', lpad(n::text, 6, '0'), date '2015-01-01' + n, date '2015-01-01', date '2015-01-31', 10, 100
      from contracts c, generate_series(1, ${count}::int) as n where c.cod_abonado = ${codAbonado}`);
}

/** Sets an invoice's payment state (and due date) by its number: the unpaid cases of 'Importe
 * pendiente' on top of a fixture whose invoices are all paid. */
export async function setPaymentState(
  db: Database,
  numero: string,
  paymentState: "pagada" | "pendiente" | "devuelta",
  dueDate?: string,
): Promise<void> {
  await db
    .update(invoices)
    .set({ paymentState, ...(dueDate ? { dueDate } : {}) })
    .where(eq(invoices.numero, numero));
}
