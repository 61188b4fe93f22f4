import { and, asc, eq, gte, lte, ne } from "drizzle-orm";
import type { Database } from "../client";
import { invoices } from "../schema";

/** The contract's invoices issued (launch date) within `from`–`to`, miscellaneous ones
 * (category 'VA', no consumption) left out, by launch date then number: the consumption
 * certificate's. */
export async function findCertificateInvoices(db: Database, contractId: number, from: string, to: string) {
  return db
    .select({
      serie: invoices.serie,
      numero: invoices.numero,
      launchDate: invoices.launchDate,
      readingFrom: invoices.readingFrom,
      readingUntil: invoices.readingUntil,
      consumptionKwh: invoices.consumptionKwh,
    })
    .from(invoices)
    .where(
      and(eq(invoices.contractId, contractId), gte(invoices.launchDate, from), lte(invoices.launchDate, to), ne(invoices.categoria, "VA")),
    )
    .orderBy(asc(invoices.launchDate), asc(invoices.numero));
}

/** The contract's energy invoices whose billing period ends within `from`–`to`, with their
 * maxímetro per power period, oldest first. */
export async function findMaximeterInvoices(db: Database, contractId: number, from: string, to: string) {
  return db
    .select({
      serie: invoices.serie,
      numero: invoices.numero,
      readingFrom: invoices.readingFrom,
      readingUntil: invoices.readingUntil,
      p1: invoices.potenciaLeidaP1,
      p2: invoices.potenciaLeidaP2,
      p3: invoices.potenciaLeidaP3,
      p4: invoices.potenciaLeidaP4,
      p5: invoices.potenciaLeidaP5,
      p6: invoices.potenciaLeidaP6,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.contractId, contractId),
        eq(invoices.categoria, "EN"),
        gte(invoices.readingUntil, from),
        lte(invoices.readingUntil, to),
      ),
    )
    .orderBy(asc(invoices.readingFrom), asc(invoices.numero));
}
