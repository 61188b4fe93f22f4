import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginFailures } from "../db/schema";
import { HttpError } from "../http/errors";

/*
 * Login rate limit: 5 failures for one user within a 15-minute window lock that user out
 * (429) until the window passes. The window is fixed: it opens at the first failure and
 * closes 15 minutes later, whatever happens in between. A successful login closes it.
 * Counted in Redis when REDIS_URL is set, else in the login_failures table: never in
 * memory, so every replica sees the same count. Times come from the caller (`deps.now`)
 * so tests can move the clock.
 */

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const RATE_LIMIT_STATUS = 429;

/** The open window of one key. */
export interface FailureWindow {
  failures: number;
  /** Epoch milliseconds of the first failure of the window. */
  startedAt: number;
}

/** Where failures are counted. */
export interface LoginAttemptStore {
  /** The key's open window, or null when none is open (none yet, or it has passed). */
  window(key: string, now: Date, windowMs: number): Promise<FailureWindow | null>;
  /** Counts one failure, opening a new window when none is open; answers the window. */
  recordFailure(key: string, now: Date, windowMs: number): Promise<FailureWindow>;
  /** Closes the key's window (after a successful login). */
  reset(key: string): Promise<void>;
}

/** The rate-limit key of a user: role plus the lower-cased identifier they type (username
 * for customers, e-mail for administrators), whether or not such an account exists. */
export function loginKey(role: "customer" | "admin", identifier: string): string {
  return `${role}:${identifier.trim().toLowerCase()}`;
}

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  return new HttpError(
    RATE_LIMIT_STATUS,
    RATE_LIMIT_STATUS,
    `Has superado el número de intentos. Inténtalo de nuevo en ${wait}.`,
  );
}

export class LoginRateLimiter {
  constructor(
    readonly store: LoginAttemptStore,
    readonly maxFailures = LOGIN_MAX_FAILURES,
    readonly windowMs = LOGIN_WINDOW_MS,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  async lockedFor(key: string, now: Date): Promise<number> {
    const window = await this.store.window(key, now, this.windowMs);
    if (!window || window.failures < this.maxFailures) return 0;
    return Math.max(1, window.startedAt + this.windowMs - now.getTime());
  }

  /** Throws the 429 while the key is locked out. */
  async assertAllowed(key: string, now: Date): Promise<void> {
    const wait = await this.lockedFor(key, now);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  recordFailure(key: string, now: Date): Promise<FailureWindow> {
    return this.store.recordFailure(key, now, this.windowMs);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/** Failures as rows of login_failures. The rows of one key always belong to one window:
 * a failure after the window has passed first deletes the old window's rows. */
export class DatabaseAttemptStore implements LoginAttemptStore {
  constructor(private readonly db: Database) {}

  async window(key: string, now: Date, windowMs: number): Promise<FailureWindow | null> {
    const [row] = await this.db
      .select({ failures: sql<number>`count(*)::int`, startedAt: sql<Date | string | null>`min(${loginFailures.failedAt})` })
      .from(loginFailures)
      .where(eq(loginFailures.userKey, key));
    if (!row || row.failures === 0 || row.startedAt === null) return null;
    const startedAt = new Date(row.startedAt).getTime();
    if (now.getTime() - startedAt < windowMs) return { failures: Number(row.failures), startedAt };
    // The window has passed: drop its rows (only its rows, in case another replica has
    // just opened the next window).
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.userKey, key), lt(loginFailures.failedAt, new Date(startedAt + windowMs))));
    return null;
  }

  async recordFailure(key: string, now: Date, windowMs: number): Promise<FailureWindow> {
    await this.window(key, now, windowMs);
    await this.db.insert(loginFailures).values({ userKey: key, failedAt: now });
    // Rows a day old belong to windows long gone, of keys nobody has tried since.
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 86_400_000)));
    return (await this.window(key, now, windowMs)) ?? { failures: 1, startedAt: now.getTime() };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.userKey, key));
  }
}

/** Uses `primary` (Redis) and, while it fails, `fallback` (the database), so an outage of
 * Redis degrades the limit to per-database instead of locking everybody out. */
export class FallbackAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly primary: LoginAttemptStore,
    private readonly fallback: LoginAttemptStore,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  private async attempt<T>(run: (store: LoginAttemptStore) => Promise<T>): Promise<T> {
    try {
      return await run(this.primary);
    } catch (error) {
      this.onError(error);
      return run(this.fallback);
    }
  }

  window(key: string, now: Date, windowMs: number) {
    return this.attempt((store) => store.window(key, now, windowMs));
  }

  recordFailure(key: string, now: Date, windowMs: number) {
    return this.attempt((store) => store.recordFailure(key, now, windowMs));
  }

  reset(key: string) {
    return this.attempt((store) => store.reset(key));
  }
}
