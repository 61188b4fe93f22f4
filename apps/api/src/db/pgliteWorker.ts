import { Duplex } from "node:stream";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { threadEntry } from "../paths";
import type { FromThread, ThreadData, ToThread } from "./pgliteThread";
import { endPool } from "./pgPool";

/*
 * The embedded PGlite database in a worker thread (pgliteThread.ts), reached with
 * node-postgres as if it were a PostgreSQL server.
 *
 * Why: PGlite runs each query on the thread that holds it. In the server's own thread, 50
 * connections on the invoice search kept /healthz waiting 349 ms at p99; in a worker, the
 * event loop only parses and serialises.
 *
 * Why no socket: the thread gets the wire protocol's bytes through its message port (a
 * Duplex stream that node-postgres takes as its `stream`), so there is no TCP port or unix
 * socket that another process on the machine could connect to, and no password to manage.
 * @electric-sql/pglite-socket does the same over a socket; its 0.2.17 pins
 * @electric-sql/pglite to exactly 0.5.14 (we have 0.5.16) and requires seven extension
 * packages as peers, and its multiplexer interleaves several connections' messages in
 * PGlite's one session message by message: one connection's Bind can meet another's Parse,
 * one's `ov_1` another's, and a query can land inside another connection's transaction.
 *
 * PGlite has one session: the thread shares it between the pool's few connections request by
 * request, and gives it to one connection alone while that one is inside a transaction
 * (pgliteThread.ts). A few connections, not PG_POOL_SIZE: they keep the thread busy while the
 * main thread is, and more would only queue there instead of in the pool.
 */

const CONNECTIONS = 4;

export interface PgliteWorker {
  pool: pg.Pool;
  /** The thread (a test ends it to play a crash). */
  thread: Worker;
  /** Ends the pool, then closes PGlite (its data directory is left clean) and the thread. */
  close(): Promise<void>;
}

/** Starts the thread, waits until PGlite has opened `dataDir`, and returns a pool of a
 * few connections to it. Fails with PGlite's message when the directory cannot be opened. */
export async function openPgliteWorker(dataDir: string): Promise<PgliteWorker> {
  const link = await WorkerLink.start(dataDir);
  const pool = new pg.Pool({
    max: CONNECTIONS,
    // Keep the connections: they cost nothing idle.
    idleTimeoutMillis: 0,
    // Fixed, so PGUSER, PGSSLMODE and the like meant for a PostgreSQL server change nothing.
    user: "postgres",
    database: "postgres",
    ssl: false,
    stream: () => new ThreadSocket(link),
  });
  // A connection broken while idle (the thread crashed) is an 'error' on the pool; the
  // pool drops it and the next query fails with the thread's error instead.
  pool.on("error", (error) => {
    if (!pool.ending) console.error(`PGlite: conexión perdida: ${error.message}`);
  });
  let closing: Promise<void> | undefined;
  const close = async () => {
    await endPool(pool);
    await link.close();
  };
  return { pool, thread: link.worker, close: () => (closing ??= close()) };
}

/** The thread and the connections open to it. */
class WorkerLink {
  private readonly sockets = new Map<number, ThreadSocket>();
  private nextConn = 1;
  /** Why the thread is gone, once it is. */
  private dead?: Error;
  private closed?: () => void;
  /** PGlite opened; before that, a failure is openDatabase's error, not a log line. */
  ready = false;
  /** PGlite closed its data directory: the thread's end is expected. */
  private finished = false;

  private constructor(readonly worker: Worker) {}

  static start(dataDir: string): Promise<WorkerLink> {
    // The compiled server starts the thread's compiled entry. From the sources (tsx) the thread
    // runs TypeScript too, by way of a small entry that registers tsx first
    // (pgliteThread.boot.mjs says why).
    const worker = new Worker(threadEntry("pgliteThread", "db/pgliteThread.boot.mjs"), {
      workerData: { dataDir } satisfies ThreadData,
    });
    const link = new WorkerLink(worker);
    return new Promise((resolve, reject) => {
      worker.on("message", (message: FromThread) => {
        if (message.op === "ready") {
          link.ready = true;
          resolve(link);
        } else if (message.op === "failed") reject(new Error(`PGlite no ha podido abrir ${dataDir}: ${message.message}`));
        else link.receive(message);
      });
      worker.on("error", (error) => link.fail(error));
      worker.on("exit", (code) => {
        const error = new Error(`el hilo de PGlite ha terminado (código ${code})`);
        // Before 'ready', the thread could not start: openDatabase fails with why.
        reject(link.dead ?? error);
        link.fail(error);
      });
    });
  }

  /** A new connection's number, or the reason there can be none. */
  open(socket: ThreadSocket): number {
    if (this.dead) throw this.dead;
    const conn = this.nextConn++;
    this.sockets.set(conn, socket);
    this.send({ op: "open", conn });
    return conn;
  }

  send(message: ToThread): void {
    if (!this.dead) this.worker.postMessage(message);
  }

  async close(): Promise<void> {
    if (this.dead) return;
    const closed = new Promise<void>((resolve) => {
      this.closed = resolve;
    });
    this.send({ op: "close" });
    await closed;
  }

  private receive(message: FromThread): void {
    if (message.op === "data")
      this.sockets.get(message.conn)?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    else if (message.op === "ended") {
      this.sockets.get(message.conn)?.push(null);
      this.sockets.delete(message.conn);
    } else if (message.op === "closed") {
      this.finished = true;
      // The thread has nothing left to do and ends by itself; this makes sure. close()
      // resolves on its 'exit'.
      void this.worker.terminate();
    }
  }

  /** The thread is gone: logged once, and every open connection fails (node-postgres rejects
   * its queries) rather than waiting for an answer that will never come. */
  private fail(error: Error): void {
    const expected = !this.ready || this.finished;
    if (!this.dead && !expected) console.error(`PGlite: ${error.message}`);
    this.dead ??= error;
    this.closed?.();
    for (const socket of this.sockets.values()) socket.destroy(error);
    this.sockets.clear();
  }
}

/** What node-postgres takes for a socket: its writes go to the thread, the thread's answers
 * are read back. `end()` lets the thread clear what the connection leaves in the session; the stream
 * ends when it has. */
class ThreadSocket extends Duplex {
  private conn = 0;
  /** The thread was told this connection is over. */
  private ended = false;

  constructor(private readonly link: WorkerLink) {
    super();
  }

  connect(): this {
    try {
      this.conn = this.link.open(this);
      process.nextTick(() => this.emit("connect"));
    } catch (error) {
      process.nextTick(() => this.destroy(error as Error));
    }
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.link.send({ op: "data", conn: this.conn, bytes: chunk });
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.conn) this.endInThread();
    else this.push(null);
    callback();
  }

  /** node-postgres destroys the stream of a connection that timed out or broke: the thread
   * must still clear what it leaves in the session (a transaction, statements). */
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.conn) this.endInThread();
    callback(error);
  }

  private endInThread(): void {
    if (this.ended) return;
    this.ended = true;
    this.link.send({ op: "end", conn: this.conn });
  }
}
