import { decodeJwtPayload } from "../../domain";
import type { SessionStore } from "./sessionStore";
import type { TokenRenewal } from "./tokenRenewal";

const RETRY_MS = 30_000;

/** How long after it is issued a token is due for renewal: 80% of its life or half the
 * idle window, whichever is shorter; null when it cannot be read. */
export function renewalDelay(token: string, idleMs: number): { issuedAtMs: number; delayMs: number } | null {
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  if (typeof exp !== "number") return null;
  const iat = typeof payload?.iat === "number" && payload.iat < exp ? payload.iat : exp - 15 * 60;
  return { issuedAtMs: iat * 1000, delayMs: Math.min((exp - iat) * 1000 * 0.8, idleMs / 2) };
}

/** When a token is due for renewal by the server's clock (its `iat`); 0 (at once) when it
 * cannot be read. */
export function renewalDueAt(token: string, idleMs: number): number {
  const delay = renewalDelay(token, idleMs);
  return delay ? delay.issuedAtMs + delay.delayMs : 0;
}

/** When the idle timer renews, and the renewal itself. */
export interface RenewalSchedule {
  /** When `token` is due, at time `t`, counting any wait after a failed renewal. */
  renewAt(token: string, t: number): number;
  /** Renews unless a renewal is already running; `then` runs once it has settled. */
  renewNow(token: string, then: () => void): Promise<void>;
  /** Renews now even when one is running ('Seguir conectado'). */
  renewAgain(token: string, then: () => void): Promise<void>;
}

export function createRenewalSchedule(options: {
  session: Pick<SessionStore, "getState" | "expire">;
  renewal: TokenRenewal;
  idleMs: () => number;
  now: () => number;
}): RenewalSchedule {
  const { session, renewal, now } = options;
  let renewing = false;
  let retryAt = 0;
  /** The token the due time is for. A token found at start is due by its `iat`; one that
   * arrives later, counting from its arrival on this clock, so that a clock far off the
   * server's cannot make every new token look due at once (a renewal loop). */
  let due: { token: string; at: number } | null = null;

  async function renew(token: string, then: () => void) {
    renewing = true;
    const outcome = await renewal.renew(token);
    renewing = false;
    const current = session.getState().accessToken;
    // Counted from now even when the token is the very one we had (the server signed the
    // same claims within the same second): never due again at once.
    if (outcome === "renewed" && current !== null)
      due = { token: current, at: now() + (renewalDelay(current, options.idleMs())?.delayMs ?? RETRY_MS) };
    if (outcome === "refused") session.expire();
    else if (outcome === "failed") retryAt = now() + RETRY_MS;
    then();
  }

  return {
    renewAt(token, t) {
      if (due?.token !== token) {
        const delay = renewalDelay(token, options.idleMs());
        const at = delay === null ? 0 : due === null ? delay.issuedAtMs + delay.delayMs : t + delay.delayMs;
        due = { token, at };
      }
      return Math.max(due.at, retryAt);
    },
    renewNow: (token, then) => (renewing ? Promise.resolve() : renew(token, then)),
    renewAgain: renew,
  };
}
