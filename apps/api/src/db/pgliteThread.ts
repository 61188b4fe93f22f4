/*
 * The worker thread that owns the embedded PGlite database (started by pgliteWorker.ts).
 *
 * PGlite is PostgreSQL compiled to WebAssembly: every query runs on the thread that holds
 * it. Here that is this worker, so the server's event loop keeps answering while a query
 * runs. The main thread speaks the PostgreSQL wire protocol to it (node-postgres, the same
 * driver as for a PostgreSQL server) over this thread's message port: bytes in, bytes out.
 * Nothing listens on a TCP port or a unix socket, so no other process can reach the
 * database. PGlite is one backend, one session: connections are served one at a time, and
 * a connection's leftovers (an open transaction, prepared statements) are wiped before the
 * next one starts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

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

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]); // 'S', length 4
const NO = new Uint8Array([0x4e]); // 'N': no SSL, no GSS encryption

interface Connection {
  id: number;
  buffer: Buffer;
  started: boolean;
}

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

/** The connection PGlite serves; the others wait (their bytes kept) until it has ended. */
let current: Connection | undefined;
const waiting: Connection[] = [];
// Every message is handled after the previous one has finished: the order of a
// connection's bytes is the order they were sent in.
let queue: Promise<void> = Promise.resolve();
port.on("message", (message: ToThread) => {
  queue = queue.then(() => handle(message));
});
post({ op: "ready" });

async function handle(message: ToThread): Promise<void> {
  switch (message.op) {
    case "open": {
      const connection = { id: message.conn, buffer: Buffer.alloc(0), started: false };
      // node-postgres may open the pool's next connection before the last one's end arrives.
      if (current) waiting.push(connection);
      else current = connection;
      return;
    }
    case "data": {
      if (current?.id === message.conn) return receive(current, message.bytes);
      const connection = waiting.find((c) => c.id === message.conn);
      if (connection) connection.buffer = Buffer.concat([connection.buffer, message.bytes]);
      return;
    }
    case "end": {
      const index = waiting.findIndex((c) => c.id === message.conn);
      if (index >= 0) waiting.splice(index, 1);
      if (current?.id === message.conn) {
        await reset();
        current = waiting.shift();
        if (current) await receive(current, new Uint8Array(0));
      }
      post({ op: "ended", conn: message.conn });
      return;
    }
    case "close":
      if (current) await reset();
      await db.close();
      post({ op: "closed" });
      port?.close();
      return;
  }
}

/** Runs every complete message of what arrived, one at a time (PGlite takes one protocol
 * message per call), and sends back all the answers together. */
async function receive(connection: Connection, bytes: Uint8Array): Promise<void> {
  if (bytes.length > 0) connection.buffer = connection.buffer.length === 0 ? Buffer.from(bytes) : Buffer.concat([connection.buffer, bytes]);
  const answers: Uint8Array[] = [];
  for (;;) {
    const buffer = connection.buffer;
    // Before the startup message: SSLRequest, GSSENCRequest, CancelRequest or StartupMessage,
    // each a length then a code, no type byte. After it: a type byte then a length.
    const length = connection.started
      ? buffer.length >= 5
        ? 1 + buffer.readInt32BE(1)
        : 0
      : buffer.length >= 8
        ? buffer.readInt32BE(0)
        : 0;
    if (length === 0 || buffer.length < length) break;
    const message = buffer.subarray(0, length);
    connection.buffer = buffer.subarray(length);
    if (!connection.started) {
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        answers.push(NO);
        continue;
      }
      // PGlite has no other backend to signal.
      if (code === CANCEL_REQUEST) continue;
      connection.started = true;
    } else if (message[0] === TERMINATE) {
      // The end of this connection, not of PGlite's one backend: "end" follows.
      continue;
    }
    answers.push((await db.execProtocolRaw(new Uint8Array(message))).slice());
  }
  if (answers.length > 0) post({ op: "data", conn: connection.id, bytes: Buffer.concat(answers) });
}

/** What the next connection must not inherit: a half-sent extended query, an open or failed
 * transaction, prepared statements (node-postgres prepares `ov_1`… again on a new
 * connection, and PostgreSQL refuses a name it already has), session settings. */
async function reset(): Promise<void> {
  await db.execProtocolRaw(SYNC);
  if (db.isInTransaction()) await db.exec("ROLLBACK");
  await db.exec("DISCARD ALL");
}
