import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { InvoiceDocument } from "../../documents/invoices";
import { explainInvoice } from "../../insights/explain";
import { type PricePlan, planFromRow } from "../../insights/prices";
import { callerContracts } from "../../scope";
import type { Database } from "../client";
import { contracts, holders, invoices, pricePlans } from "../schema";
import { invoiceConditions } from "./conditions";
import type { InvoiceFilter } from "./filter";
import { newestFirst, streetOf } from "./queries";

/* The invoices as the PDF, XLSX and ZIP builders take them (InvoiceDocument): the invoice,
 * its contract and its holder's name in one row. */

const documentColumns = {
  invoice: getTableColumns(invoices),
  contract: getTableColumns(contracts),
  holderName: holders.name,
};

type DocumentRow = {
  invoice: typeof invoices.$inferSelect;
  contract: typeof contracts.$inferSelect;
  holderName: string | null;
};

function toDocument({ invoice, contract, holderName }: DocumentRow, plans?: ReadonlyMap<number, PricePlan[]>): InvoiceDocument {
  const contractPlans = plans?.get(contract.id);
  return {
    priced: contractPlans ? (explainInvoice(invoice, contract, contractPlans)?.lines ?? null) : null,
    serie: invoice.serie,
    numero: invoice.numero,
    line: contract.line,
    launchDate: invoice.launchDate,
    readingFrom: invoice.readingFrom,
    readingUntil: invoice.readingUntil,
    total: Number(invoice.totalAmount),
    ivaRate: Number(invoice.ivaRate),
    currency: invoice.currency,
    categoria: invoice.categoria,
    consumptionKwh: Number(invoice.consumptionKwh),
    consumo: [invoice.consumoP1, invoice.consumoP2, invoice.consumoP3, invoice.consumoP4, invoice.consumoP5, invoice.consumoP6].map(Number),
    potenciaLeida: [
      invoice.potenciaLeidaP1,
      invoice.potenciaLeidaP2,
      invoice.potenciaLeidaP3,
      invoice.potenciaLeidaP4,
      invoice.potenciaLeidaP5,
      invoice.potenciaLeidaP6,
    ],
    isUnica: invoice.isUnica || invoice.isUnificada,
    serieUnica: invoice.serieUnica,
    numeroUnica: invoice.numeroUnica,
    proformaCount: invoice.proformaCount,
    holderName: holderName ?? contract.holderTaxId,
    taxId: contract.holderTaxId,
    street: streetOf(contract),
    postalCode: contract.codPostal,
    city: contract.ciudad,
    province: contract.provincia,
    cups: contract.cups,
    codAbonado: contract.codAbonado,
    tarifa: contract.tarifa,
    accessFee: contract.accessFee,
    marca: contract.marca,
    potencias: [
      contract.potenciaP1,
      contract.potenciaP2,
      contract.potenciaP3,
      contract.potenciaP4,
      contract.potenciaP5,
      contract.potenciaP6,
    ],
    caudal: contract.caudal,
  };
}

/** The price plans of the documents' contracts, in one query: the PDF prints the same lines
 * as the breakdown call. */
async function plansOf(db: Database, rows: readonly DocumentRow[]): Promise<Map<number, PricePlan[]>> {
  const ids = [...new Set(rows.map((row) => row.contract.id))];
  const plans = new Map<number, PricePlan[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return plans;
  const stored = await db.select().from(pricePlans).where(inArray(pricePlans.contractId, ids));
  for (const row of stored) plans.get(row.contractId)?.push(planFromRow(row));
  return plans;
}

function documentQuery(db: Database) {
  return db
    .select(documentColumns)
    .from(invoices)
    .innerJoin(contracts, eq(invoices.contractId, contracts.id))
    .leftJoin(holders, eq(holders.taxId, contracts.holderTaxId));
}

/** Every invoice of a filter as documents, newest first (at most `limit`). */
export async function listDocuments(
  db: Database,
  caller: Caller,
  filter: InvoiceFilter,
  limit: number,
  order: "newest" | "oldest" = "newest",
): Promise<InvoiceDocument[]> {
  const rows = await documentQuery(db)
    .where(invoiceConditions(db, caller, filter))
    .orderBy(...(order === "newest" ? newestFirst : [invoices.launchDate, invoices.id]))
    .limit(limit);
  const plans = await plansOf(db, rows);
  return rows.map((row) => toDocument(row, plans));
}

export interface InvoiceKey {
  serie: string;
  numero: string;
  line?: "Electricidad" | "Gas";
  cups?: string;
}

/** The caller's invoice with this series and number (and line and CUPS when given), or null:
 * someone else's invoice is not found. Series compare without regard to case. */
export async function findInvoiceDocument(
  db: Database,
  caller: Caller,
  key: InvoiceKey,
): Promise<{ document: InvoiceDocument; canDownload: boolean } | null> {
  const conditions = [
    callerContracts(db, caller),
    eq(invoices.numero, key.numero.trim()),
    sql`upper(${invoices.serie}) = ${key.serie.trim().toUpperCase()}`,
  ];
  if (key.line) conditions.push(eq(contracts.line, key.line));
  if (key.cups) conditions.push(sql`upper(${contracts.cups}) = ${key.cups.trim().toUpperCase()}`);
  const [row] = await documentQuery(db)
    .where(and(...conditions))
    .limit(1);
  return row ? { document: toDocument(row, await plansOf(db, [row])), canDownload: row.invoice.canDownload } : null;
}

/** The caller's invoices that make up a unified invoice, oldest first. */
export async function findUnifiedMembers(db: Database, caller: Caller, key: InvoiceKey): Promise<InvoiceDocument[]> {
  const conditions = [
    callerContracts(db, caller),
    eq(invoices.numeroUnica, key.numero.trim()),
    sql`upper(${invoices.serieUnica}) = ${key.serie.trim().toUpperCase()}`,
  ];
  if (key.line) conditions.push(eq(contracts.line, key.line));
  const rows = await documentQuery(db)
    .where(and(...conditions))
    .orderBy(invoices.launchDate, invoices.id)
    .limit(500);
  const plans = await plansOf(db, rows);
  return rows.map((row) => toDocument(row, plans));
}
