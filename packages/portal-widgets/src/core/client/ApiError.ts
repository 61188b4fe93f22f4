import type { z } from "zod";

/** What went wrong with a call:
 * - `http`: the server answered with a non-2xx status (also a 401 raised locally when the
 *   access token is missing or past its `exp`; then no request was sent);
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `invalid-response`: an answer that does not fit the contract's schema, or a download
 *   path from a response that the client refuses to follow;
 * - `aborted`: the caller's AbortSignal fired. */
export type ApiErrorKind = "http" | "network" | "invalid-response" | "aborted";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  routeId?: string | undefined;
  status?: number | undefined;
  code?: string | number | undefined;
  body?: unknown;
  issues?: z.core.$ZodIssue[] | undefined;
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/** The one error type every client call rejects with; widgets switch on `kind`,
 * `status` and `code` to pick the spec's message. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  /** The call that failed (a route id, or "rawDownload"). */
  readonly routeId: string | undefined;
  readonly status: number | undefined;
  /** From the JSON error body: its `code`, else `mensaje`, else `error`. */
  readonly code: string | number | undefined;
  /** The error body: parsed JSON when it was JSON, else its text. */
  readonly body: unknown;
  /** For `invalid-response`: what did not fit the schema. */
  readonly issues: z.core.$ZodIssue[] | undefined;
  /** An answer's `Retry-After` in seconds (a 429 or 503 says how long to wait), when given
   * as a number: a screen outside es-ES tells the wait in its own words. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.routeId = init.routeId;
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.issues = init.issues;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The spec reads the error code from whichever of these fields the body carries. */
export function errorCodeFromBody(body: unknown): string | number | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const field of ["code", "mensaje", "error"]) {
    const value = record[field];
    if (typeof value === "string" || typeof value === "number") return value;
  }
  return undefined;
}

/** `Retry-After` as seconds; undefined when missing or an HTTP date (our API sends seconds). */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const text = header?.trim() ?? "";
  return /^\d+$/.test(text) ? Number(text) : undefined;
}
