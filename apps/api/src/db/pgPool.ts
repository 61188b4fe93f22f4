import pg from "pg";

/*
 * A PostgreSQL pool that survives the server going away (a restart, pg_terminate_backend, a
 * failover). node-postgres reports a dead connection as an 'error' event on the client, and an
 * 'error' event nobody listens to ends the process. pg-pool listens only while a client is idle
 * in the pool; a client checked out (a drizzle transaction, or a pool.query between the
 * server's FATAL message and the socket's end) had no listener, so one restart of the database
 * killed the API. Here every client has a listener for its whole life, and a checked-out client
 * that dies is handed back at once, so the pool can open a new connection in its place.
 *
 * Named prepared statements (db/prepared.ts) need nothing: node-postgres remembers which names
 * it has parsed per connection, so a new connection parses them again on first use.
 */

/** How long a query waits for a connection (a new one, or a free one of a busy pool) before it
 * fails, and so before its request is answered 503 instead of hanging while the database is down. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** Where connection losses are reported (the server's log). */
  log?: (message: string) => void;
}

export function openPool({ connectionString, max, log = console.error }: PoolOptions): pg.Pool {
  const pool = new GuardedPool(
    {
      connectionString,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A database host that vanishes without closing the socket (a network cut, a VM gone):
      // TCP keepalive starts probing an idle connection after 10 s instead of the system's
      // default of two hours (how soon it gives up is the system's probe interval and count).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Generic plans for every statement: PostgreSQL re-plans a named statement for each call
      // while its plan for "any values" looks costlier than one for the values at hand, and on a
      // database of 10,000 customers it did so for the invoice searches and price limits: 0.2 ms
      // of planning per call (more than running the query), a quarter of a search's throughput.
      // Every statement reaches the caller's rows through an index that starts with the caller,
      // whatever the values; routes/hotPlans.test.ts checks the generic plan of each hot one.
      options: "-c plan_cache_mode=force_generic_plan",
    },
    log,
  );
  // An idle connection that the server ends: pg-pool has already removed it and opens a new
  // one on next use; there is nothing to do but say so.
  pool.on("error", (error) => {
    if (!pool.ending) log(`PostgreSQL: conexión inactiva perdida (${error.message}); se abrirá otra.`);
  });
  // The listener for the client's whole life: the error itself reaches whoever uses the
  // client (its query fails, or GuardedPool releases it), so this one only keeps it from
  // being unhandled.
  pool.on("connect", (client) => client.on("error", ignore));
  return pool;
}

const ignore = () => undefined;

/** pg.Pool whose `await pool.connect()` clients are released as soon as their connection dies,
 * once: drizzle's transaction does not release a client whose `begin` failed, and each such
 * client would keep a slot of the pool forever. pool.query's own checkouts (the callback form)
 * release themselves when their query fails. */
class GuardedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    // Not `log`: pg-pool's own debug logger has that name.
    private readonly report: (message: string) => void,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.guard(client));
  }

  private guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    const finish = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener("error", lost);
      release(error);
    };
    const lost = (error: Error) => {
      if (!this.ending) this.report(`PostgreSQL: conexión en uso perdida (${error.message}); se abrirá otra.`);
      finish(error);
    };
    client.on("error", lost);
    client.release = finish;
    return client;
  }
}

/** pool.end() resolves once it has asked each connection to end, not once they have: a test
 * that drops its database right after (WITH FORCE) could kill a connection still closing,
 * whose FATAL then surfaced as an uncaught error, and PGlite's thread may still be rolling a
 * connection back when it is closed. Waits for every 'remove'. */
export async function endPool(pool: pg.Pool): Promise<void> {
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
