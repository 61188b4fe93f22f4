import type { AttemptStore, Count, CounterSpec } from "./attemptStore";
import { clientBucket } from "./clientAddress";
import { tooManyAttempts } from "./rateLimit";
import { hashToken } from "./tokens";

/*
 * The refresh call's throttle: failed redemptions, counted per presented token (its hash)
 * and per client address in fixed windows. A refresh token is 256 random bits, so this is
 * not about guessing one; it keeps a client stuck in a loop (or someone replaying junk) from
 * costing a transaction per request. Only failures count: each attempt is reserved on both
 * keys before the token is redeemed, and a success takes both counts back.
 *
 * The address limit must never refuse a customer's valid token because someone else sent
 * junk from the same address (behind a proxy without TRUST_PROXY every customer has the
 * proxy's address). So an address over its limit costs junk one indexed read, not a
 * transaction: the attempt goes on when the token is a current one (`isCurrent`), and only
 * unknown, rotated, revoked or expired tokens are refused with 429. The same token failing
 * over and over (a client replaying an old token in a loop) is refused without any read.
 * IPv6 counts by its /64.
 */

export interface RefreshLimits {
  /** Failed refreshes from one address per `windowMs` before the address's tokens are checked first. */
  address: number;
  /** Failed refreshes of one presented token per `windowMs`. */
  token: number;
  windowMs: number;
}

export const DEFAULT_REFRESH_LIMITS: RefreshLimits = { address: 30, token: 5, windowMs: 15 * 60_000 };

/** An attempt that may redeem its token: a success gives its counts back. */
export interface RefreshReservation {
  succeeded(): Promise<void>;
}

export class RefreshThrottle {
  constructor(
    readonly store: AttemptStore,
    readonly limits: RefreshLimits = DEFAULT_REFRESH_LIMITS,
  ) {}

  private specs(token: string, address: string): Array<CounterSpec & { max: number }> {
    const { limits } = this;
    return [
      { key: `refresh:token:${hashToken(token)}`, windowMs: limits.windowMs, max: limits.token },
      { key: `refresh:address:${clientBucket(address)}`, windowMs: limits.windowMs, max: limits.address },
    ];
  }

  /** Reserves one refresh of `token` from `address`, or throws the 429 (with its wait).
   * `isCurrent` is asked only when the address is over its limit. */
  async reserve(token: string, address: string, now: Date, isCurrent: () => Promise<boolean>): Promise<RefreshReservation> {
    const specs = this.specs(token, address);
    const counts = await this.store.increment(specs, now);
    const [tokenCount, addressCount] = counts as [Count, Count];
    const refuse = async (count: Count) => {
      await this.store.decrement(counts);
      return tooManyAttempts(count.expiresAt - now.getTime());
    };
    if (tokenCount.count > specs[0]!.max) throw await refuse(tokenCount);
    if (addressCount.count > specs[1]!.max) {
      const error = await refuse(addressCount);
      if (!(await isCurrent())) throw error;
      // A current token goes on uncounted: someone else's junk never refuses it.
      return { succeeded: async () => undefined };
    }
    return { succeeded: () => this.store.decrement(counts) };
  }
}
