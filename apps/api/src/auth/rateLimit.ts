import { HttpError } from "../errors/httpError";
import type { AttemptStore, Count, CounterSpec } from "./attemptStore";
import { clientBucket } from "./clientAddress";

/*
 * Login throttling (OWASP ASVS 2.2). Three fixed-window limits on failed password checks:
 *
 * - one account from one client address: 5 in 15 minutes. This is the lock a customer
 *   meets after mistyping; it is per address, so someone guessing from elsewhere cannot
 *   lock the customer out.
 * - one client address across every username: 100 in 15 minutes (a guesser trying many
 *   accounts, each only a few times).
 * - one account across every address: 100 in an hour (ASVS 2.2.1's bound), against
 *   guessing spread over many addresses. Reaching it takes 20 addresses each spending its
 *   whole per-address allowance, so a few addresses cannot lock a customer out.
 *
 * Every attempt is *reserved* before the password is verified: one atomic count on all
 * three keys. An attempt that finds any of them over its limit takes its counts back and
 * is refused with 429, so however many guesses arrive at once, at most the limit reach
 * argon2. A wrong password keeps its counts (they are the failures); the right one takes
 * them back and clears the account-and-address window (so a success is never a failure,
 * and the customer's own mistypes are forgotten). IPv6 addresses count by their /64
 * (auth/clientAddress.ts).
 */

export const RATE_LIMIT_STATUS = 429;

export interface LoginLimits {
  /** Failures of one account from one address per `windowMs`. */
  accountAddress: number;
  /** Failures from one address, whatever the username, per `windowMs`. */
  address: number;
  /** Failures of one account from all addresses per `accountWindowMs`. */
  account: number;
  windowMs: number;
  accountWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountAddress: 5,
  address: 100,
  account: 100,
  windowMs: 15 * 60_000,
  accountWindowMs: 60 * 60_000,
};

/** The key of an account: role plus the lower-cased identifier typed (username for
 * customers, e-mail for administrators), whether or not such an account exists. */
export function loginKey(role: "customer" | "admin", identifier: string): string {
  return `${role}:${identifier.trim().toLowerCase()}`;
}

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  const error = new HttpError(RATE_LIMIT_STATUS, RATE_LIMIT_STATUS, `Has superado el número de intentos. Inténtalo de nuevo en ${wait}.`);
  return Object.assign(error, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/** The seconds of a 429 from `tooManyAttempts`, for its Retry-After header. */
export function retryAfterOf(error: unknown): number | undefined {
  return (error as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
}

/** An attempt that may check the password: tell it how the check went. */
export interface LoginReservation {
  /** The password was wrong: the counts stay. */
  failed(): void;
  /** The password was right: the counts are taken back, the account-and-address window closes. */
  succeeded(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    readonly store: AttemptStore,
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private specs(account: string, ip: string): Array<CounterSpec & { max: number }> {
    const { limits } = this;
    const address = clientBucket(ip);
    return [
      { key: `login:account-address:${account}|${address}`, windowMs: limits.windowMs, max: limits.accountAddress },
      { key: `login:address:${address}`, windowMs: limits.windowMs, max: limits.address },
      { key: `login:account:${account}`, windowMs: limits.accountWindowMs, max: limits.account },
    ];
  }

  /** Reserves one attempt of `account` (a `loginKey`) from client `address`, or throws the
   * 429 (its wait: until the latest of the exceeded windows closes). */
  async reserve(account: string, address: string, now: Date): Promise<LoginReservation> {
    const specs = this.specs(account, address);
    const counts = await this.store.increment(specs, now);
    const exceeded = counts.filter((count, i) => count.count > specs[i]!.max);
    if (exceeded.length > 0) {
      await this.store.decrement(counts);
      throw tooManyAttempts(Math.max(...exceeded.map((count) => count.expiresAt - now.getTime())));
    }
    return {
      failed: () => undefined,
      succeeded: () => this.release(counts),
    };
  }

  private async release(counts: Count[]): Promise<void> {
    const [accountAddress, ...shared] = counts;
    await this.store.clear(accountAddress!.key);
    await this.store.decrement(shared);
  }
}

/** Awaits `attempt`; a 429 from `tooManyAttempts` leaves with its Retry-After header. */
export async function withRetryAfter<T>(reply: { header(name: string, value: string): unknown }, attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (error) {
    const seconds = retryAfterOf(error);
    if (seconds !== undefined) reply.header("Retry-After", String(seconds));
    throw error;
  }
}
