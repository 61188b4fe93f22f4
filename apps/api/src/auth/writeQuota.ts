import { QUOTA_EXCEEDED_STATUS, writeQuotaMessage } from "@oficina-virtual/api-contract";
import { HttpError } from "../errors/httpError";
import type { AttemptStore, CounterSpec } from "./attemptStore";
import { clientBucket } from "./clientAddress";

/*
 * Quotas of the calls that write what a person sends: support requests, meter readings,
 * debug logs, cost-alert, contact-detail and bank-account changes, sessions closed, preference changes, and the requests of
 * the customer's data ZIP (each one reads everything the customer has). Each counts per signed-in user and per client address
 * in a fixed window of an hour (the attempt store, so replicas share them; Redis when
 * REDIS_URL is set). One address may write ADDRESS_SHARE times one user's quota: an office
 * or a family behind one router holds several accounts, while one attacker with many
 * accounts still meets a bound. A call is counted before it writes, as one atomic step on
 * both keys; a refused call takes its counts back, so retrying while refused never
 * lengthens the wait. Only calls that reach the write count: bad input (400) or someone
 * else's contract (404) write nothing and are not counted.
 */

export type WriteKind =
  | "issues"
  | "readings"
  | "debugLogs"
  | "alerts"
  | "contact"
  | "bankAccounts"
  | "sessions"
  | "dataExports"
  | "preferences";

/** Writes of each kind one user may make per hour. */
export type WriteQuotas = Record<WriteKind, number>;

export const DEFAULT_WRITE_QUOTAS: WriteQuotas = {
  issues: 20,
  readings: 50,
  debugLogs: 100,
  alerts: 30,
  contact: 10,
  bankAccounts: 5,
  sessions: 30,
  dataExports: 5,
  preferences: 30,
};

/** How many times one user's quota one client address may write. */
export const ADDRESS_SHARE = 5;

export const WRITE_WINDOW_MS = 60 * 60_000;

/** The 429 of a write over its quota, with the wait for Retry-After (errorHandler sends it). */
export function writeQuotaExceeded(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const error = new HttpError(QUOTA_EXCEEDED_STATUS, QUOTA_EXCEEDED_STATUS, writeQuotaMessage(minutes));
  return Object.assign(error, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

export class WriteLimiter {
  constructor(
    readonly store: AttemptStore,
    readonly quotas: WriteQuotas = DEFAULT_WRITE_QUOTAS,
    readonly windowMs = WRITE_WINDOW_MS,
  ) {}

  /** Counts one write of `kind` by user `userId` from client `address`, or throws the 429. */
  async count(kind: WriteKind, userId: number, address: string, now: Date): Promise<void> {
    const perUser = this.quotas[kind];
    const specs: Array<CounterSpec & { max: number }> = [
      { key: `write:${kind}:user:${userId}`, windowMs: this.windowMs, max: perUser },
      { key: `write:${kind}:address:${clientBucket(address)}`, windowMs: this.windowMs, max: perUser * ADDRESS_SHARE },
    ];
    const counts = await this.store.increment(specs, now);
    const exceeded = counts.filter((count, i) => count.count > specs[i]!.max);
    if (exceeded.length === 0) return;
    await this.store.decrement(counts);
    throw writeQuotaExceeded(Math.max(...exceeded.map((count) => count.expiresAt - now.getTime())));
  }
}
