import type { AttemptStore, Count } from "./attemptStore";
import { clientBucket } from "./clientAddress";
import { tooManyAttempts } from "./rateLimit";

/*
 * Limits of the signup lookups (userCups and the code request), which say whether a tax
 * id and a phone (or an administrator's e-mail) belong together:
 *
 * - per caller: 30 lookups from one client address per 15 minutes, the e-mail calls'
 *   budget (auth/mailLimit.ts), counted before anything is looked up;
 * - per subject: 10 failed lookups of one tax id (or e-mail) per hour, from every address
 *   together, so guessing a holder's phone from many addresses stops too. A lookup reserves
 *   its failure before the data are compared and gives it back when they match, so
 *   parallel guesses cannot pass the limit and the holder's own right answer costs nothing.
 *
 * Over either: 429 with Retry-After, the login's text. A subject over its limit is refused
 * even with the right phone: the answer must not tell which guess was right.
 */

export interface LookupLimits {
  callsPerAddress: number;
  addressWindowMs: number;
  subjectFailures: number;
  subjectWindowMs: number;
}

export const DEFAULT_LOOKUP_LIMITS: LookupLimits = {
  callsPerAddress: 30,
  addressWindowMs: 15 * 60_000,
  subjectFailures: 10,
  subjectWindowMs: 60 * 60_000,
};

export interface LookupReservation {
  /** The data matched: the subject's reserved failure is given back. */
  matched(): Promise<void>;
}

export class LookupLimiter {
  constructor(
    readonly store: AttemptStore,
    readonly limits: LookupLimits = DEFAULT_LOOKUP_LIMITS,
  ) {}

  /** Counts the call from `address` and reserves a failure of `subject` (a normalised tax
   * id or a lower-cased e-mail); throws the 429 when either is over its limit. */
  async reserve(subject: string, address: string, now: Date): Promise<LookupReservation> {
    const { limits } = this;
    const [caller] = await this.store.increment([{ key: `lookup:caller:${clientBucket(address)}`, windowMs: limits.addressWindowMs }], now);
    if (caller!.count > limits.callsPerAddress) throw tooManyAttempts(caller!.expiresAt - now.getTime());
    const [failures] = await this.store.increment([{ key: `lookup:subject:${subject}`, windowMs: limits.subjectWindowMs }], now);
    if (failures!.count > limits.subjectFailures) {
      await this.store.decrement([failures as Count]);
      throw tooManyAttempts(failures!.expiresAt - now.getTime());
    }
    return { matched: () => this.store.decrement([failures as Count]) };
  }
}
