import type { Database } from "../client";
import { meterReadings } from "../schema";

/** Stores a reading the customer typed in; its id and when it was stored. */
export async function insertMeterReading(db: Database, reading: typeof meterReadings.$inferInsert) {
  const [row] = await db.insert(meterReadings).values(reading).returning({ id: meterReadings.id, createdAt: meterReadings.createdAt });
  return row;
}
