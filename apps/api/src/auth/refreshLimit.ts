import type { AttemptStore } from "./attemptStore";
import { clientBucket } from "./clientAddress";
import { tooManyAttempts } from "./rateLimit";

/*
 * The refresh call's throttle, counted like the login's (auth/rateLimit.ts): failed
 * redemptions per client address in a fixed window. A refresh token is 256 random bits, so
 * this is not about guessing one; it keeps a client stuck in a loop (or someone replaying
 * junk) from costing a transaction per request. Every attempt is reserved before the token
 * is looked up; a success takes its count back, so customers behind one address who refresh
 * every few minutes never add up. IPv6 counts by its /64.
 */

export interface RefreshLimits {
  /** Failed refreshes from one address per `windowMs`. */
  address: number;
  windowMs: number;
}

export const DEFAULT_REFRESH_LIMITS: RefreshLimits = { address: 30, windowMs: 15 * 60_000 };

export class RefreshThrottle {
  constructor(
    readonly store: AttemptStore,
    readonly limits: RefreshLimits = DEFAULT_REFRESH_LIMITS,
  ) {}

  /** Reserves one refresh from `address`, or throws the 429 (with its wait). Call the
   * answer with the outcome: a success gives the count back. */
  async reserve(address: string, now: Date): Promise<{ succeeded(): Promise<void> }> {
    const [count] = await this.store.increment([{ key: `refresh:address:${clientBucket(address)}`, windowMs: this.limits.windowMs }], now);
    if (count!.count > this.limits.address) {
      await this.store.decrement([count!]);
      throw tooManyAttempts(count!.expiresAt - now.getTime());
    }
    return { succeeded: () => this.store.decrement([count!]) };
  }
}
