import type { AttemptStore } from "./attemptStore";
import { clientBucket } from "./clientAddress";
import { tooManyAttempts } from "./rateLimit";

/*
 * Limits of the calls that send e-mail (signup, resend validation, password reset,
 * username recovery):
 *
 * - per recipient: at most 5 mails to one address per hour. A call over it answers what
 *   it would have answered with the mail sent (the spec's success), issues no token and
 *   sends nothing: the caller cannot tell, so the limit reveals nothing about accounts,
 *   and an older link the customer already holds keeps working.
 * - cost alerts: one e-mail per user, contract and billing period, within the same
 *   per-recipient share.
 * - per caller: at most 30 such calls from one client address per 15 minutes, counted
 *   before anything is looked up; over it, 429 with Retry-After (the login's message).
 *   IPv6 callers count by their /64 (auth/clientAddress.ts), like the login throttle.
 * - per account named: the recovery and resend calls check a username, e-mail and phone
 *   together, so they answer whether a phone number is the account's: the same budget
 *   counts the calls naming one account from every address, so guesses spread over many
 *   addresses meet it too.
 */

export interface MailLimits {
  perRecipient: number;
  recipientWindowMs: number;
  callsPerAddress: number;
  addressWindowMs: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = {
  perRecipient: 5,
  recipientWindowMs: 60 * 60_000,
  callsPerAddress: 30,
  addressWindowMs: 15 * 60_000,
};

/** Longer than any billing period: the key of a period's alert outlives the period. */
const ALERT_WINDOW_MS = 70 * 86_400_000;

export class MailLimiter {
  constructor(
    readonly store: AttemptStore,
    readonly limits: MailLimits = DEFAULT_MAIL_LIMITS,
  ) {}

  /** Counts a call from client `address` and, when the call names one, on the account it
   * names (`subject`: the role and the username or e-mail typed, whether or not it exists);
   * throws the 429 when either is over the limit. */
  async countCall(address: string, now: Date, subject?: string): Promise<void> {
    const specs = [{ key: `mail:caller:${clientBucket(address)}`, windowMs: this.limits.addressWindowMs }];
    if (subject !== undefined) specs.push({ key: `mail:subject:${subject.trim().toLowerCase()}`, windowMs: this.limits.addressWindowMs });
    const counts = await this.store.increment(specs, now);
    const exceeded = counts.filter((count) => count.count > this.limits.callsPerAddress);
    if (exceeded.length > 0) throw tooManyAttempts(Math.max(...exceeded.map((count) => count.expiresAt - now.getTime())));
  }

  /** Counts a cost-alert e-mail: at most one per `alert` (the user, the contract and the
   * billing period it is for) whatever thresholds are set meanwhile, and only within the
   * recipient's share of mails. False: send nothing. */
  async mayMailAlert(to: string, alert: string, now: Date): Promise<boolean> {
    const [count] = await this.store.increment([{ key: `mail:alert:${alert}`, windowMs: ALERT_WINDOW_MS }], now);
    if (count!.count > 1) return false;
    if (await this.mayMail(to, now)) return true;
    // The recipient's share is spent (a burst of other mails): the period's mail was not
    // sent, so it is not spent.
    await this.store.decrement([count!]);
    return false;
  }

  /** Counts a mail to `to`: false when the address has had its share of this hour's mails
   * (send nothing then). */
  async mayMail(to: string, now: Date): Promise<boolean> {
    const key = `mail:to:${to.trim().toLowerCase()}`;
    const [count] = await this.store.increment([{ key, windowMs: this.limits.recipientWindowMs }], now);
    return count!.count <= this.limits.perRecipient;
  }
}
