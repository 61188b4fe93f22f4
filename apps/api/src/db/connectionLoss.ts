/*
 * Whether an error means "the database cannot be reached right now" (a restart, a dropped
 * connection, a pool that cannot open one) rather than "this query is wrong". The first is
 * answered 503 with Retry-After: the client may try again and the same request will work once
 * the database is back. The second stays a 500: retrying a bad query would fail again, and
 * calling it unavailability would hide a bug.
 *
 * drizzle wraps the driver's error in a DrizzleQueryError whose `cause` is the real one, and
 * Node's dual-stack connect fails with an AggregateError: the causes are followed.
 */

/** SQLSTATEs of a server that is going away or refusing connections (PostgreSQL's
 * appendix A). Class 08 (connection exception) is matched by its prefix. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown or restart
  "57P02", // crash_shutdown: another backend crashed, the server resets every connection
  "57P03", // cannot_connect_now: the server is starting up or shutting down
  "57P05", // idle_session_timeout
  "53300", // too_many_connections: full for now, not wrong
]);

/** The socket errors of a host that is down, unreachable or went away mid-query. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool say these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated unexpectedly$/,
  /^Connection terminated due to connection timeout$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // "Client has encountered a connection error and is not queryable", "Client was closed and is not queryable"
  /^Cannot use a pool after calling end on the pool$/, // a request that outlives a shutdown's grace
  // 55000 (object_not_in_prerequisite_state) is a connection refusal only with this text:
  // ALTER DATABASE … ALLOW_CONNECTIONS false, or a database being dropped.
  /^database ".*" is not currently accepting connections$/,
];

/** How deep to follow `cause` and AggregateError's `errors` (a cycle must not hang us). */
const MAX_DEPTH = 5;

export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionLoss(inner, depth + 1))) return true;
  return cause !== undefined && cause !== error && isConnectionLoss(cause, depth + 1);
}

/** The driver's own words for a log line: drizzle's wrapper only repeats the query, and a
 * dual-stack AggregateError has no message, only a code. */
export function describeConnectionError(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const inner = cause instanceof Error ? cause : error;
  if (inner instanceof Error && inner.message) return inner.message;
  const code = (inner as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : String(inner);
}
