import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { openPgliteWorker } from "./pgliteWorker";
import { users } from "./schema";

// The server's default database: PGlite in a worker thread, reached through node-postgres.
// (The rest of the API suite opens PGlite in its own thread: database.testing.ts says why.)

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ov-pglite-worker-"));
  dirs.push(dir);
  return dir;
};
const open = async (dataDir: string, pgliteThread: "worker" | "main" = "worker") => {
  const handle = await openDatabase({ dataDir, pgliteThread });
  handles.push(handle);
  return handle;
};
/** Closes now rather than after the test. */
const closeNow = async (handle: DatabaseHandle) => {
  handles.splice(handles.indexOf(handle), 1);
  await handle.close();
};
const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (await handle.db.execute(query)) as unknown as { rows: T[] };

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const addUser = (handle: DatabaseHandle, username: string) =>
  handle.db.execute(
    sql`insert into users (role, username, email, password_hash) values ('customer', ${username}, ${`${username}@example.com`}, 'x')`,
  );

describe("PGlite in a worker thread", () => {
  // One database for the first two tests: each opening costs seconds in CI.
  let memory: DatabaseHandle;
  beforeAll(async () => {
    memory = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => memory.close());

  it("opens in memory, migrates, and runs queries and transactions", async () => {
    const handle = memory;
    expect(handle.kind).toBe("pglite");
    const migrations = await rows<{ n: number }>(handle, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations.rows[0]!.n).toBeGreaterThan(0);

    await handle.db.transaction(async (tx) => {
      await addUser({ ...handle, db: tx as unknown as DatabaseHandle["db"] }, "committed");
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await addUser({ ...handle, db: tx as unknown as DatabaseHandle["db"] }, "rolled-back");
        throw new Error("deshacer");
      }),
    ).rejects.toThrow("deshacer");
    const names = await handle.db.select({ username: users.username }).from(users);
    expect(names.map((u) => u.username)).toEqual(["committed"]);
    await handle.db.delete(users);
  });

  it("serves many concurrent queries, prepared statements and transactions on its few connections", async () => {
    const handle = memory;
    await addUser(handle, "uno");
    const byName = handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.username, sql.placeholder("name")))
      .prepare("ov_worker_test");
    const work = Array.from({ length: 60 }, (_, i) => {
      if (i % 3 === 0) return byName.execute({ name: "uno" }).then((r) => r.length);
      if (i % 3 === 1)
        return handle.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.001)`);
          return (await tx.select().from(users)).length;
        });
      return rows<{ n: number }>(handle, sql`select ${i}::int as n`).then((r) => (r.rows[0]!.n === i ? 1 : -1));
    });
    expect(await Promise.all(work)).toEqual(Array.from({ length: 60 }, () => 1));
  });

  it("closes cleanly and reopens the same data directory, one written in-process too", async () => {
    const dir = tempDir();
    const inProcess = await open(dir, "main");
    await addUser(inProcess, "antes");
    await closeNow(inProcess);

    const first = await open(dir);
    await addUser(first, "durante");
    await closeNow(first);

    const second = await open(dir);
    const names = await second.db.select({ username: users.username }).from(users).orderBy(users.username);
    expect(names.map((u) => u.username)).toEqual(["antes", "durante"]);
  });

  it("gives the next connection a clean session when one breaks mid-transaction", async () => {
    const worker = await openPgliteWorker("memory://");
    try {
      const client = await worker.pool.connect();
      await client.query("begin");
      await client.query({ name: "ov_1", text: "select 1 as one" });
      await client.query("create temporary table leftover (x int)");
      client.release(new Error("conexión rota"));

      const db = drizzle(worker.pool);
      // A new connection prepares `ov_1` again: it would clash with a leftover.
      expect((await worker.pool.query({ name: "ov_1", text: "select 2 as two" })).rows).toEqual([{ two: 2 }]);
      const state = await db.execute(sql`select now() = statement_timestamp() as outside, to_regclass('leftover') as leftover`);
      expect(state.rows).toEqual([{ outside: true, leftover: null }]);
    } finally {
      await worker.close();
    }
  });

  it("shares the session between connections: own statement names, a transaction has it alone", async () => {
    const worker = await openPgliteWorker("memory://");
    try {
      await worker.pool.query("create table t (x int)");
      const [a, b] = [await worker.pool.connect(), await worker.pool.connect()];
      // Both prepare `ov_1`, with different texts: each connection has its own.
      await a.query({ name: "ov_1", text: "select 'a' as who" });
      await b.query({ name: "ov_1", text: "select 'b' as who, 2 as n" });
      expect((await a.query({ name: "ov_1", text: "select 'a' as who" })).rows).toEqual([{ who: "a" }]);

      await a.query("begin");
      await a.query("insert into t values (1)");
      let seen: number | undefined;
      const counted = b.query("select count(*)::int as n from t").then((r) => {
        seen = r.rows[0].n;
      });
      await a.query("select pg_sleep(0.05)");
      // b waits for a's transaction, as on PostgreSQL it would not see its row.
      expect(seen).toBeUndefined();
      await a.query("commit");
      await counted;
      expect(seen).toBe(1);
      a.release();
      b.release();
    } finally {
      await worker.close();
    }
  });

  it("turns a crash of the thread into errors, not a wait", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = await openPgliteWorker("memory://");
    try {
      await worker.pool.query("select 1");
      const pending = worker.pool.query("select pg_sleep(2)");
      await worker.thread.terminate();
      await expect(pending).rejects.toThrow();
      await expect(worker.pool.query("select 1")).rejects.toThrow(/hilo de PGlite/);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^PGlite: el hilo de PGlite ha terminado/));
    } finally {
      await worker.close();
      error.mockRestore();
    }
  });

  it("fails to open, with PGlite's reason, a directory it cannot use", async () => {
    const file = join(tempDir(), "not-a-directory");
    await import("node:fs").then((fs) => fs.writeFileSync(file, "x"));
    await expect(openPgliteWorker(file)).rejects.toThrow(/PGlite/);
  });
});
