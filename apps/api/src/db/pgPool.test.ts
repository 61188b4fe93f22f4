import { once } from "node:events";
import pg from "pg";
import { openPool } from "./pgPool";

/*
 * The pool's own guarantees, on a PostgreSQL server (DATABASE_URL). Each test ends only the
 * connections it opened itself (by backend pid), never anyone else's.
 */
describe.runIf(process.env.DATABASE_URL)("openPool", () => {
  const url = process.env.DATABASE_URL!;
  let admin: pg.Client;
  let pool: pg.Pool;
  const logged: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  beforeEach(() => {
    logged.length = 0;
    pool = openPool({ connectionString: url, max: 3, log: (message) => logged.push(message) });
  });
  afterEach(() => pool.end());
  afterAll(() => admin.end());

  const pidOf = async (client: pg.PoolClient) => (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  const terminate = (pids: number[]) => admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);

  it("hands back a checked-out client whose connection dies between queries, once, without an unhandled error", async () => {
    const client = await pool.connect();
    const pid = await pidOf(client);
    expect(pool.totalCount).toBe(1);
    const error = once(client, "error");
    await terminate([pid]);
    await error;
    // Released at once: its slot is free although its holder has not called release().
    expect(pool.totalCount).toBe(0);
    expect(logged.join("\n")).toMatch(/conexión en uso perdida/);
    // The holder's own release, later, is harmless (pg-pool would throw on a second one).
    expect(() => client.release()).not.toThrow();
    await expect(client.query("select 1")).rejects.toThrow(/not queryable/);
    expect((await pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("replaces idle connections the server ended, and named prepared statements work on the new ones", async () => {
    const named = { name: "ov_pool_test", text: "select $1::int + 1 as n", values: [41] };
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const pids = await Promise.all(clients.map(pidOf));
    for (const client of clients) {
      await client.query(named);
      client.release();
    }
    await terminate(pids);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pool.totalCount).toBe(0);
    expect(logged.join("\n")).toMatch(/conexión inactiva perdida/);
    const answers = await Promise.all([1, 2, 3].map(() => pool.query(named)));
    expect(answers.map((answer) => answer.rows[0])).toEqual([{ n: 42 }, { n: 42 }, { n: 42 }]);
  });
});
