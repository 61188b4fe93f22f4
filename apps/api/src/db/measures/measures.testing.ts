/** Test support: hourly readings and meter readings, written and read directly. */
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../queryRows";
import { hourlyReadings, meterReadings } from "../schema";

export type NewHourlyReading = typeof hourlyReadings.$inferInsert;

/** In batches: one statement per 2000 rows keeps under PostgreSQL's parameter limit. */
export async function insertHourlyReadingRows(db: Database, rows: NewHourlyReading[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) await db.insert(hourlyReadings).values(rows.slice(i, i + 2000));
}

/** Changes a contract's hourly readings in [from, to). */
export async function setReadingsBetween(
  db: Database,
  contractId: number,
  from: Date,
  to: Date,
  values: { estimated?: boolean; activeKwh?: number },
): Promise<void> {
  await db
    .update(hourlyReadings)
    .set(values)
    .where(and(eq(hourlyReadings.contractId, contractId), gte(hourlyReadings.at, from), lt(hourlyReadings.at, to)));
}

/** Every hourly reading of the contract gets this surplus. */
export async function setSurplusOf(db: Database, contractId: number, surplusKwh: number): Promise<void> {
  await db.update(hourlyReadings).set({ surplusKwh }).where(eq(hourlyReadings.contractId, contractId));
}

/** The surplus of one Madrid hour of the day, in [from, until) (timestamps with offset). */
export async function setSurplusAtMadridHour(
  db: Database,
  contractId: number,
  range: { from: string; until: string; hour: number },
  surplusKwh: number,
): Promise<void> {
  await db.execute(
    sql`update hourly_readings set surplus_kwh = ${surplusKwh} where contract_id = ${contractId} and at >= ${range.from}::timestamptz and at < ${range.until}::timestamptz and extract(hour from at at time zone 'Europe/Madrid') = ${range.hour}`,
  );
}

export async function meterReadingById(db: Database, id: number) {
  const [row] = await db.select().from(meterReadings).where(eq(meterReadings.id, id));
  return row;
}

export async function countMeterReadings(db: Database, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meterReadings)
    .where(userId === undefined ? undefined : eq(meterReadings.userId, userId));
  return row!.n;
}

/** A contract's hourly readings in [from, to), in time order. */
export function hourlyReadingsBetween(db: Database, contractId: number, from: Date, to: Date) {
  return db
    .select({ at: hourlyReadings.at, activeKwh: hourlyReadings.activeKwh, surplusKwh: hourlyReadings.surplusKwh })
    .from(hourlyReadings)
    .where(and(eq(hourlyReadings.contractId, contractId), gte(hourlyReadings.at, from), lt(hourlyReadings.at, to)))
    .orderBy(asc(hourlyReadings.at));
}

/** Removes a contract's hourly readings from `at` on (not measured yet). */
export async function deleteReadingsFrom(db: Database, contractId: number, at: Date): Promise<void> {
  await db.delete(hourlyReadings).where(and(eq(hourlyReadings.contractId, contractId), sql`${hourlyReadings.at} >= ${at.toISOString()}`));
}

/** The contracts with some surplus (solar), by id. */
export function contractsWithSurplus(db: Database) {
  return queryRows<{ id: number }>(
    db,
    sql`select distinct contract_id as id from hourly_readings where surplus_kwh > 0 order by contract_id`,
  );
}
