import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { API_FOLDER, MIGRATIONS_FOLDER } from "../paths";
import { describeConnectionError, isConnectionLoss } from "./connectionLoss";
import { openPgliteWorker } from "./pgliteWorker";
import { endPool, openPool } from "./pgPool";
import * as schema from "./schema";
import { withStartupLock } from "./startupLock";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool's counters (/metrics); absent for PGlite in the caller's thread. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
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
  /** A PGlite data directory to start from (a `dumpDataDir()` tarball), in this thread only:
   * the API tests start each file's database from one migrated at the start of the run, which
   * skips PGlite's initdb (db/pgliteTemplate.testing.ts). The migrations still run after. */
  pgliteLoadDataDir?: Blob;
  /** Work that must follow the migrations before the database is used (the demo seed,
   * partition upkeep): on PostgreSQL it runs under the same startup lock, so replicas
   * started together do it one after the other (db/startupLock.ts). */
  prepare?: (db: Database) => Promise<void>;
}

const migrationsFolder = MIGRATIONS_FOLDER;
export const DEFAULT_DATA_DIR = join(API_FOLDER, "..", "..", ".data", "pg");

/** Opens the database, brings it to the latest migration and runs `prepare`. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    // Connections lost to a restart (or a test database dropped WITH FORCE while the pool's
    // connections are still closing) are replaced, never fatal: see pgPool.ts.
    const pool = openPool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema });
    try {
      await withStartupLock(options.url, async () => {
        await migrateNodePg(db, { migrationsFolder });
        await options.prepare?.(db as unknown as Database);
      });
    } catch (error) {
      // A pool left open would keep trying (and keep the process alive) after the caller
      // gave up or opened another.
      await endPool(pool);
      throw error;
    }
    return { db: db as unknown as Database, kind: "postgres", pool, close: () => endPool(pool) };
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  if (options.pgliteThread !== "main") {
    const worker = await openPgliteWorker(dataDir);
    try {
      const db = drizzleNodePg(worker.pool, { schema });
      await migrateNodePg(db, { migrationsFolder });
      await options.prepare?.(db as unknown as Database);
      return { db: db as unknown as Database, kind: "pglite", pool: worker.pool, close: worker.close };
    } catch (error) {
      await worker.close();
      throw error;
    }
  }
  const client = new PGlite(dataDir, options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : undefined);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await options.prepare?.(db as unknown as Database);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/**
 * openDatabase, waiting up to `waitMs` for a PostgreSQL server that cannot be reached yet (a
 * container started before the database, a database restarting) instead of failing at once.
 * Any other error (a wrong password, a failed migration) fails at once: waiting would not fix
 * it. A migration cut by a lost connection is rolled back with its transaction and run again.
 */
export async function openDatabaseWaiting(
  options: OpenDatabaseOptions,
  {
    waitMs = 30_000,
    retryEveryMs = 1_000,
    log = console.error,
  }: { waitMs?: number; retryEveryMs?: number; log?: (message: string) => void } = {},
): Promise<DatabaseHandle> {
  const giveUpAt = performance.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(options);
    } catch (error) {
      if (!isConnectionLoss(error) || performance.now() + retryEveryMs > giveUpAt) throw error;
      if (attempt === 1) log(`La base de datos no responde (${describeConnectionError(error)}); se reintenta durante ${waitMs / 1000} s…`);
      await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
    }
  }
}
