import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";

/** A fresh, migrated, empty database for one test file: a new database on the PostgreSQL
 * server when DATABASE_URL is set (CI), otherwise an in-memory PGlite. Closing it drops
 * the server database, so parallel test files never see each other's rows.
 *
 * The in-memory PGlite runs in the test's own thread, not in the worker thread the server
 * gives it: the suite opens a database per file, and the worker path is the node-postgres
 * path the suite already runs on PostgreSQL, plus the thread that db/pgliteWorker.test.ts
 * covers. PGLITE_TEST_THREAD=worker runs the whole suite through worker threads.
 * Each in-memory database starts from the migrated one of the run's global setup
 * (pgliteTemplate.testing.ts). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (process.env.PGLITE_TEST_THREAD === "worker") return openDatabase({ dataDir: "memory://", pgliteThread: "worker" });
    return openDatabase({ dataDir: "memory://", pgliteThread: "main", pgliteLoadDataDir: pgliteTemplate() });
  }

  const name = `ov_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let template: Blob | undefined;
/** The run's migrated empty database, read once per test file (undefined outside Vitest's
 * node project, which then migrates a fresh one). */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}
