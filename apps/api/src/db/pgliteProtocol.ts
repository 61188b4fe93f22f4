/*
 * The bits of the PostgreSQL wire protocol (frontend side) that pgliteThread.ts needs to
 * share PGlite's one session between several node-postgres connections: where a message
 * ends, where a request ends, and each connection's own prepared-statement names.
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;

const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const READY_FOR_QUERY = 0x5a; // 'Z'

/** The length of the first message in `buffer`, or 0 while it is incomplete. Before the
 * startup message, messages have no type byte (SSLRequest, StartupMessage…). */
export function messageLength(buffer: Buffer, started: boolean): number {
  const length = started ? (buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : 0) : buffer.length >= 8 ? buffer.readInt32BE(0) : 0;
  return length > 0 && buffer.length >= length ? length : 0;
}

/** A simple query or a Sync ends a request: PostgreSQL answers ReadyForQuery after it, and
 * another connection's request may run from there on (unless a transaction is open). */
export const endsRequest = (message: Buffer) => message[0] === SYNC || message[0] === QUERY;

/** The transaction status of the last ReadyForQuery in an answer: 'I' idle, 'T' in a
 * transaction, 'E' in a failed one; undefined when the answer has none. */
export function transactionStatus(answer: Uint8Array): string | undefined {
  const at = answer.length - 6;
  return at >= 0 && answer[at] === READY_FOR_QUERY ? String.fromCharCode(answer[at + 5]!) : undefined;
}

/**
 * The message with its prepared-statement name made the connection's own (`c3_ov_1`), or the
 * message itself when it names none. node-postgres prepares a name once per connection, and
 * two connections preparing `ov_1` in one session would clash. Portals are left alone: the
 * unnamed portal lives within a request, which runs alone.
 */
export function renameStatement(message: Buffer, prefix: string): { message: Buffer; prepared?: string; closed?: string } {
  const type = message[0];
  if (type === PARSE) {
    const name = cString(message, 5);
    if (!name.text) return { message };
    const renamed = prefix + name.text;
    return { message: rebuild(message, 5, name.end, renamed), prepared: renamed };
  }
  if (type === BIND) {
    const portal = cString(message, 5);
    const name = cString(message, portal.end);
    return name.text ? { message: rebuild(message, portal.end, name.end, prefix + name.text) } : { message };
  }
  if ((type === DESCRIBE || type === CLOSE) && message[5] === 0x53 /* 'S' */) {
    const name = cString(message, 6);
    if (!name.text) return { message };
    const renamed = prefix + name.text;
    return { message: rebuild(message, 6, name.end, renamed), closed: type === CLOSE ? renamed : undefined };
  }
  return { message };
}

/** The NUL-terminated string at `start`, and where the next field begins. */
function cString(buffer: Buffer, start: number): { text: string; end: number } {
  const nul = buffer.indexOf(0, start);
  return { text: buffer.toString("utf8", start, nul), end: nul + 1 };
}

/** `message` with the string between `start` and `end` (its NUL included) replaced. */
function rebuild(message: Buffer, start: number, end: number, text: string): Buffer {
  const out = Buffer.concat([message.subarray(0, start), Buffer.from(`${text}\0`, "utf8"), message.subarray(end)]);
  out.writeInt32BE(out.length - 1, 1);
  return out;
}
