import pg from "pg";
import { CONNECT_TIMEOUT_MS } from "./pgPool";

/*
 * Replicas started together (a rollout that carries a new migration, a cluster brought up on an
 * empty database) must not migrate and seed at the same time: two concurrent `CREATE TABLE`s of
 * the same table collide in PostgreSQL's catalogue (a duplicate key in pg_type) and the loser
 * exits. One session-level advisory lock around migrating, seeding and partition upkeep makes
 * the others wait; each then finds the work done (drizzle skips applied migrations, the seed sees
 * its rows) and goes on.
 *
 * The lock is held on a connection of its own, outside the pool: the work inside needs the
 * pool's connections (PG_POOL_SIZE may be 1), and a replica killed while holding it loses its
 * session, which releases the lock for the next.
 */

/** The advisory lock's key: any constant the application uses for nothing else. */
export const STARTUP_LOCK_KEY = 7_340_000;

export async function withStartupLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A lost connection surfaces in the query or in `work`; without a listener it would end the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
