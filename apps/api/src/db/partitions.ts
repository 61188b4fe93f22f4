import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { queryRows } from "./queryRows";

/*
 * Upkeep of hourly_readings' monthly partitions (drizzle/0011): the current Madrid month and
 * the next three must exist before their readings arrive, or those land in the default
 * partition (kept, but read without pruning). The server runs it at start, under the startup
 * lock (db/startupLock.ts), and then daily; creating a month also moves its rows out of the
 * default partition, so one that filled up meanwhile is emptied on the next run.
 */

export const MONTHS_AHEAD = 3;
export const DAY_MS = 86_400_000;

/** Creates the missing partitions from the month of `today` (or of the oldest reading in the
 * default partition, when older: a seed or an import of past months) to MONTHS_AHEAD after
 * `today`; how many it created. */
export async function ensureReadingPartitions(db: Database, today: Date = new Date()): Promise<number> {
  const at = today.toISOString();
  const [row] = await queryRows<{ created: number }>(
    db,
    sql`select ov_ensure_reading_partitions(
      least(
        (${at}::timestamptz at time zone 'Europe/Madrid')::date,
        (select (min(at) at time zone 'Europe/Madrid')::date from hourly_readings_default)
      ),
      ((${at}::timestamptz at time zone 'Europe/Madrid') + make_interval(months => ${MONTHS_AHEAD}))::date
    ) as created`,
  );
  return Number(row?.created ?? 0);
}

/** Runs ensureReadingPartitions every day; a failure is logged and tried again the next day.
 * The timer does not keep the process alive. */
export function maintainReadingPartitions(db: Database, log: (message: string) => void = console.error): () => void {
  const timer = setInterval(() => {
    ensureReadingPartitions(db).catch((error: unknown) => {
      log(`Particiones de lecturas horarias: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
