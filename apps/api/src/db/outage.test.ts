import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { SERVICE_UNAVAILABLE } from "../errors/httpError";
import { call, cupsOf, type Fixture, openFixture } from "../routes/customer/customer.testing";
import { openDatabaseWaiting } from "./client";
import { queryRows } from "./queryRows";
import { issues } from "./schema";

/*
 * The database goes away under the server: PostgreSQL ends every connection of the server
 * (what a restart or a failover does to it), or refuses new ones for a while. The server must
 * stay up, answer 503 `{ code, mensaje }` meanwhile (never a 500), keep every write it
 * acknowledged, and be healthy again within 10 s of the database's return.
 *
 * Only on a PostgreSQL server (DATABASE_URL, as in CI): PGlite runs inside the process and
 * has no connections to lose. Each test file gets a database of its own (database.testing.ts),
 * so terminating "the server's connections" is every connection to that database but ours.
 */

const HEALTHY_WITHIN_MS = 10_000;

describe.runIf(process.env.DATABASE_URL)("when PostgreSQL drops the server's connections", () => {
  let f: Fixture;
  let admin: pg.Client;
  let database: string;

  beforeAll(async () => {
    // The write load sends far more support requests than a customer's hourly quota allows.
    f = await openFixture({ ISSUES_PER_HOUR: "100000" });
    const [row] = await queryRows<{ name: string }>(f.db, sql`select current_database() as name`);
    database = row!.name;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin?.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await f?.close();
  });

  /** Ends every connection of the server to its database, as pg_terminate_backend does on a
   * restart; how many it ended. */
  async function terminateServerConnections(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [database],
    );
    return rows.filter((row) => row.ended).length;
  }

  const newIssue = (title: string) => ({
    title,
    description: "Prueba de pérdida de conexión.",
    category: "1",
    subcategory: "Duplicado de factura",
    line: "Electricidad",
    cups: cupsOf("100001"),
    contractCode: "100001",
  });
  const addIssue = (title: string) => call(f.app, f.tokens.ana, { method: "POST", url: "/ov/issues/api/add", payload: newIssue(title) });
  const health = async () => (await f.app.inject({ method: "GET", url: "/readyz" })).statusCode;

  /** Polls /readyz until it answers 200; the milliseconds that took. */
  async function msUntilHealthy(): Promise<number> {
    const start = performance.now();
    while (performance.now() - start < HEALTHY_WITHIN_MS + 5_000) {
      if ((await health()) === 200) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Number.POSITIVE_INFINITY;
  }

  it("keeps serving a write load through pg_terminate_backend of all its connections, and loses no acknowledged write", async () => {
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    let sent = 0;
    const worker = async (id: number) => {
      for (let i = 0; !stop; i++) {
        sent++;
        const response = await addIssue(`Carga ${id}-${i}`);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 201) acknowledged.push(Number(response.json().data.issue.id));
        else expect(response.json()).toEqual({ code: 503, mensaje: SERVICE_UNAVAILABLE });
      }
    };
    const workers = Array.from({ length: 8 }, (_, id) => worker(id));

    const waitFor = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await waitFor(() => acknowledged.length >= 40);
    // Five rounds 50 ms apart, as a restart's repeated refusals would: the later rounds catch
    // the connections opened in place of the first ones, some of them mid-query.
    let ended = 0;
    for (let round = 0; round < 5; round++) {
      ended += await terminateServerConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const atTermination = acknowledged.length;
    const healthyMs = await msUntilHealthy();
    // The load goes on after the drop: new connections take the old ones' place.
    await waitFor(() => acknowledged.length >= atTermination + 40);
    stop = true;
    await Promise.all(workers);

    expect(ended).toBeGreaterThan(0);
    expect(healthyMs).toBeLessThan(HEALTHY_WITHIN_MS);
    // Every answer was a 201 or a 503 (checked in the worker); never a 500.
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const stored = await f.db.select({ id: issues.id }).from(issues).where(inArray(issues.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
    console.info(
      `outage under load: ${sent} writes, ${statuses.get(201) ?? 0} acknowledged, ${statuses.get(503) ?? 0} answered 503, ` +
        `${ended} connections ended, /readyz 200 again after ${Math.round(healthyMs)} ms`,
    );

    // The next calls work: a read through a session lookup and a prepared statement, and a write.
    expect((await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/issues/api/issues" })).statusCode).toBe(200);
    expect((await addIssue("Después de la caída")).statusCode).toBe(201);
  }, 60_000);

  it("answers 503 { code, mensaje } while the database refuses connections, and works again once it accepts them", async () => {
    // A session looked up before the outage: its cached answer must not outlive it either way.
    expect((await call(f.app, f.tokens.bob, { method: "GET", url: "/ov/issues/api/status/open" })).statusCode).toBe(200);
    await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
    try {
      await terminateServerConnections();
      // Past the session cache's trust (sessions.ts, 1 s) and /readyz's (1 s).
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      for (const token of [f.tokens.ana, f.tokens.bob]) {
        const response = await call(f.app, token, { method: "GET", url: "/ov/issues/api/status/open" });
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBeDefined();
        expect(response.json()).toEqual({ code: 503, mensaje: SERVICE_UNAVAILABLE });
      }
      const write = await addIssue("Durante la caída");
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ code: 503, mensaje: SERVICE_UNAVAILABLE });
      expect(await health()).toBe(503);
      expect(await health()).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
    }
    expect(await msUntilHealthy()).toBeLessThan(HEALTHY_WITHIN_MS);
    // A failed session lookup was not kept: the same tokens work at once.
    for (const token of [f.tokens.ana, f.tokens.bob]) {
      expect((await call(f.app, token, { method: "GET", url: "/ov/issues/api/status/open" })).statusCode).toBe(200);
    }
    expect((await addIssue("Después de la vuelta")).statusCode).toBe(201);
  }, 60_000);

  it("at start, waits for a database that refuses connections and opens it once it accepts them", async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
    const logged: string[] = [];
    let opened = false;
    const opening = openDatabaseWaiting(
      { url: url.toString(), poolSize: 2 },
      { waitMs: 20_000, retryEveryMs: 200, log: (message) => logged.push(message) },
    ).finally(() => (opened = true));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(opened).toBe(false);
    } finally {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
    }
    const handle = await opening;
    try {
      expect(logged.join("\n")).toMatch(/not currently accepting connections/);
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
