import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../client";
import { invoices, meterReadings } from "../schema";

/** Stores a reading the customer typed in; its id and when it was stored. */
export async function insertMeterReading(db: Database, reading: typeof meterReadings.$inferInsert) {
  const [row] = await db.insert(meterReadings).values(reading).returning({ id: meterReadings.id, createdAt: meterReadings.createdAt });
  return row;
}

/** The newest reading sent for a contract, by whoever may send it (holder or administrator). */
export async function lastMeterReading(db: Database, contractId: number) {
  const [row] = await db
    .select({ values: meterReadings.values, createdAt: meterReadings.createdAt })
    .from(meterReadings)
    .where(eq(meterReadings.contractId, contractId))
    .orderBy(desc(meterReadings.createdAt), desc(meterReadings.id))
    .limit(1);
  return row;
}

/** The contract's newest energy invoice (not a miscellaneous 'VA' one): its reading dates and
 * its consumption, in total and by period. */
export async function lastInvoiceConsumption(db: Database, contractId: number) {
  const [row] = await db
    .select({
      readingFrom: invoices.readingFrom,
      readingUntil: invoices.readingUntil,
      total: invoices.consumptionKwh,
      p1: invoices.consumoP1,
      p2: invoices.consumoP2,
      p3: invoices.consumoP3,
      p4: invoices.consumoP4,
      p5: invoices.consumoP5,
      p6: invoices.consumoP6,
    })
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), ne(invoices.categoria, "VA")))
    .orderBy(desc(invoices.readingUntil), desc(invoices.id))
    .limit(1);
  return row;
}
