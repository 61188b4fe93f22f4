/*
 * The worker thread that owns the embedded PGlite database (started by pgliteWorker.ts).
 *
 * PGlite is PostgreSQL compiled to WebAssembly: every query runs on the thread that holds
 * it. Here that is this worker, so the server's event loop keeps answering while a query
 * runs. The main thread speaks the PostgreSQL wire protocol to it (node-postgres, the same
 * driver as for a PostgreSQL server) over this thread's message port: bytes in, bytes out.
 * Nothing listens on a TCP port or a unix socket, so no other process can reach the
 * database.
 *
 * PGlite is one backend, one session; the pool has a few connections so that the next
 * request is already here when one ends (with one, the thread sat idle while the busy main
 * thread got round to reading the answer and sending the next query). They share the
 * session request by request (a simple query, or the extended-query messages up to Sync),
 * in the order they arrive, except that a connection inside a transaction has the session
 * to itself until it ends it: PostgreSQL's isolation between connections, the simple way.
 * Each connection's prepared statements get names of their own (pgliteProtocol.ts), and
 * whatever a connection leaves (an open transaction, its statements) is cleared when it
 * ends. COPY, LISTEN and session settings are not separated: the server uses none of them.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import {
  CANCEL_REQUEST,
  endsRequest,
  GSSENC_REQUEST,
  messageLength,
  renameStatement,
  SSL_REQUEST,
  transactionStatus,
} from "./pgliteProtocol";

/** From the main thread. `conn` numbers the connections; at most one is open at a time. */
export type ToThread =
  | { op: "open"; conn: number }
  | { op: "data"; conn: number; bytes: Uint8Array }
  | { op: "end"; conn: number }
  | { op: "close" };

/** To the main thread. */
export type FromThread =
  | { op: "ready" }
  | { op: "failed"; message: string }
  | { op: "data"; conn: number; bytes: Uint8Array }
  | { op: "ended"; conn: number }
  | { op: "closed" };

export interface ThreadData {
  dataDir: string;
}

const TERMINATE = 0x58; // 'X'
const NO = new Uint8Array([0x4e]); // 'N': no SSL, no GSS encryption

interface Connection {
  id: number;
  /** Bytes received and not yet a whole request. */
  buffer: Buffer;
  /** Messages of the request being received. */
  request: Buffer[];
  started: boolean;
  /** Its prepared statements, by their names in the session. */
  statements: Set<string>;
}

/** What waits for the session: a connection's request, its end, or the end of everything. */
type Job = { conn: Connection; request: Buffer[] } | { conn: Connection; end: true } | { close: true };

const port = parentPort;
if (!port) throw new Error("pgliteThread.ts se ejecuta como worker_thread (pgliteWorker.ts lo arranca).");
const post = (message: FromThread) => port.postMessage(message);

const { dataDir } = workerData as ThreadData;
let db: PGlite;
try {
  db = await PGlite.create(dataDir);
} catch (error) {
  post({ op: "failed", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

const connections = new Map<number, Connection>();
const jobs: Job[] = [];
/** The connection inside a transaction: only its jobs run until it leaves it. */
let holder: Connection | undefined;
let running = false;

port.on("message", (message: ToThread) => {
  if (message.op === "open") {
    connections.set(message.conn, { id: message.conn, buffer: Buffer.alloc(0), request: [], started: false, statements: new Set() });
  } else if (message.op === "data") {
    const conn = connections.get(message.conn);
    if (conn) receive(conn, message.bytes);
  } else if (message.op === "end") {
    const conn = connections.get(message.conn);
    if (conn) jobs.push({ conn, end: true });
    else post({ op: "ended", conn: message.conn });
  } else jobs.push({ close: true });
  void run();
});
post({ op: "ready" });

/** Cuts what arrived into messages, and the messages into requests. */
function receive(conn: Connection, bytes: Uint8Array): void {
  conn.buffer = conn.buffer.length === 0 ? Buffer.from(bytes) : Buffer.concat([conn.buffer, bytes]);
  for (let length = messageLength(conn.buffer, conn.started); length > 0; length = messageLength(conn.buffer, conn.started)) {
    const message = conn.buffer.subarray(0, length);
    conn.buffer = conn.buffer.subarray(length);
    if (!conn.started) {
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) post({ op: "data", conn: conn.id, bytes: NO });
      // CancelRequest: PGlite has no other backend to signal.
      if (code === SSL_REQUEST || code === GSSENC_REQUEST || code === CANCEL_REQUEST) continue;
      conn.started = true;
      jobs.push({ conn, request: [message] });
      continue;
    }
    // Terminate ends this connection, not PGlite's one backend: "end" follows.
    if (message[0] === TERMINATE) continue;
    conn.request.push(message);
    if (endsRequest(message)) {
      jobs.push({ conn, request: conn.request });
      conn.request = [];
    }
  }
}

/** Runs the jobs one at a time, oldest first, the holder's only while it has a transaction. */
async function run(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const index = holder ? jobs.findIndex((job) => "conn" in job && job.conn === holder) : 0;
      const job = index >= 0 ? jobs[index] : undefined;
      if (!job) return;
      jobs.splice(index, 1);
      if ("close" in job) {
        await db.close();
        post({ op: "closed" });
        return;
      }
      if ("end" in job) await end(job.conn);
      else await execute(job.conn, job.request);
    }
  } catch (error) {
    // PGlite itself failed (not a query: those are answered with an ErrorResponse). The
    // main thread sees the exit and fails every connection.
    console.error(error);
    process.exit(1);
  } finally {
    running = false;
  }
}

async function execute(conn: Connection, request: Buffer[]): Promise<void> {
  const answers: Uint8Array[] = [];
  for (const original of request) {
    const { message, prepared, closed } = renameStatement(original, `c${conn.id}_`);
    if (prepared) conn.statements.add(prepared);
    if (closed) conn.statements.delete(closed);
    answers.push((await db.execProtocolRaw(new Uint8Array(message))).slice());
  }
  const answer = Buffer.concat(answers);
  const status = transactionStatus(answer);
  if (status) holder = status === "I" ? undefined : conn;
  post({ op: "data", conn: conn.id, bytes: answer });
}

/** Clears what the connection leaves in the session, then says it has ended. Its half-sent
 * request never reached PGlite (only whole requests run). */
async function end(conn: Connection): Promise<void> {
  connections.delete(conn.id);
  try {
    if (holder === conn) {
      holder = undefined;
      await db.exec("ROLLBACK");
    }
    for (const name of conn.statements) await db.exec(`DEALLOCATE "${name}"`);
  } catch (error) {
    console.error(`PGlite: no se ha podido limpiar la conexión ${conn.id}: ${error instanceof Error ? error.message : error}`);
  }
  post({ op: "ended", conn: conn.id });
}
