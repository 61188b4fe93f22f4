import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openPgliteWorker } from "./pgliteWorker";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` uses a PostgreSQL server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite's data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Connections of the PostgreSQL pool (PG_POOL_SIZE). */
  poolSize?: number;
  /** Where PGlite runs: in a worker thread (the default: queries leave the event loop free,
   * db/pgliteWorker.ts) or in this thread (the API tests' many in-memory databases, which
   * open faster without a thread each). */
  pgliteThread?: "worker" | "main";
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../../.data/pg", import.meta.url));

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // An idle connection that the server ends (a restart; a test database dropped WITH FORCE
    // while the pool's connections are still closing) is an 'error' event on the pool: without
    // a listener it would crash the process. The pool replaces the connection on next use.
    pool.on("error", (error) => {
      if (!pool.ending) console.error(`PostgreSQL: conexión inactiva perdida: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", close: () => endPool(pool) };
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  if (options.pgliteThread !== "main") {
    const worker = await openPgliteWorker(dataDir);
    try {
      const db = drizzleNodePg(worker.pool, { schema });
      await migrateNodePg(db, { migrationsFolder });
      return { db: db as unknown as Database, kind: "pglite", close: worker.close };
    } catch (error) {
      await worker.close();
      throw error;
    }
  }
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/** pool.end() resolves once it has asked each connection to end, not once they have: a
 * test that drops its database right after (WITH FORCE) could kill a connection still
 * closing, whose FATAL then surfaced as an uncaught error. Waits for every 'remove'. */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      if (--open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
