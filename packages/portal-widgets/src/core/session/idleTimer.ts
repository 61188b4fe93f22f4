import { decodeJwtPayload } from "../../domain";
import type { ActivityTracker } from "./activity";
import type { SessionStore } from "./sessionStore";
import type { TokenRenewal } from "./tokenRenewal";

/*
 * Keeps a session alive while its customer is there, and ends it when they are not:
 *
 * - Renewal: once the access token has lived 80% of its life, or half the idle window
 *   (whichever comes first), it is renewed, provided the customer is not idle. "Not idle"
 *   rather than "active since the last renewal": with tokens shorter than the idle window (the
 *   issue's ACCESS_TOKEN_MINUTES=1) a customer reading a long page would otherwise find the
 *   token lapsed on their next click. The half-idle bound keeps renewals (the server's only
 *   sign of life) closer together than the server's SESSION_IDLE_MINUTES.
 * - Idle: with no activity for `idleMs` the session expires (the store's expire(): isLeaving,
 *   /login with the 401 text). `warnMs` before, the warning is up (the 'Tu sesión va a
 *   caducar' dialog); then only its buttons count, not a stray pointer move.
 *
 * One timer, set for the next thing due, and at most MAX_WAIT_MS away so that activity in
 * another tab (shared through storage) is seen.
 */

const MAX_WAIT_MS = 10_000;
const RETRY_MS = 30_000;

export interface IdleTimerOptions {
  session: Pick<SessionStore, "getState" | "subscribe" | "expire" | "logout">;
  renewal: TokenRenewal;
  activity: ActivityTracker;
  idleMs: number;
  /** How long before expiry the warning shows (one minute). */
  warnMs?: number | undefined;
  now?: (() => number) | undefined;
}

export interface IdleTimer {
  /** Starts the timers and listens for activity on `target`; returns the stop.
   * `startedWith`: the token when the caller started, if earlier than this call (a timer
   * whose code loaded late, sessionKeeping.ts): a token that arrived since is a login. */
  start(target?: Pick<EventTarget, "addEventListener" | "removeEventListener">, startedWith?: string | null): () => void;
  /** While the warning is up: when the session will expire (epoch ms); otherwise null. */
  getWarning(): number | null;
  subscribe(listener: () => void): () => void;
  /** 'Seguir conectado': counts as activity and renews at once. */
  stayConnected(): Promise<void>;
}

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

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { session, renewal, activity, idleMs } = options;
  const warnMs = Math.min(options.warnMs ?? 60_000, idleMs / 2);
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let warning: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing = false;
  let retryAt = 0;
  let running = false;
  let lastToken: string | null = null;
  /** The token the due time is for. A token found at start is due by its `iat`; one that
   * arrives later, counting from its arrival on this clock, so that a clock far off the
   * server's cannot make every new token look due at once (a renewal loop). */
  let due: { token: string; at: number } | null = null;

  function dueAt(token: string, t: number): number {
    if (due?.token !== token) {
      const delay = renewalDelay(token, idleMs);
      const at = delay === null ? 0 : due === null ? delay.issuedAtMs + delay.delayMs : t + delay.delayMs;
      due = { token, at };
    }
    return due.at;
  }

  function setWarning(value: number | null) {
    activity.setPaused(value !== null);
    if (value === warning) return;
    warning = value;
    for (const listener of [...listeners]) listener();
  }

  function schedule(at: number) {
    clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, Math.min(at - now(), MAX_WAIT_MS)));
  }

  async function renewNow(token: string) {
    renewing = true;
    const outcome = await renewal.renew(token);
    renewing = false;
    const current = session.getState().accessToken;
    // Counted from now even when the token is the very one we had (the server signed the
    // same claims within the same second): never due again at once.
    if (outcome === "renewed" && current !== null)
      due = { token: current, at: now() + (renewalDelay(current, idleMs)?.delayMs ?? RETRY_MS) };
    if (outcome === "refused") session.expire();
    else if (outcome === "failed") retryAt = now() + RETRY_MS;
    if (running) tick();
  }

  function tick() {
    clearTimeout(timer);
    const { accessToken } = session.getState();
    if (accessToken !== lastToken && lastToken === null && accessToken !== null) activity.markActive(); // a login
    lastToken = accessToken;
    if (accessToken === null || !running) {
      setWarning(null);
      return; // Resumed by the store's next change (a login).
    }
    const t = now();
    if (activity.lastActivity() === 0) activity.markActive();
    const idleAt = activity.lastActivity() + idleMs;
    if (t >= idleAt) {
      setWarning(null);
      session.expire();
      return;
    }
    if (t >= idleAt - warnMs) {
      setWarning(idleAt);
      schedule(idleAt);
      return;
    }
    setWarning(null);
    const renewAt = Math.max(dueAt(accessToken, t), retryAt);
    if (t >= renewAt && !renewing) void renewNow(accessToken);
    schedule(Math.min(idleAt - warnMs, renewAt > t ? renewAt : t + MAX_WAIT_MS));
  }

  return {
    start(target, startedWith) {
      running = true;
      lastToken = startedWith === undefined ? session.getState().accessToken : startedWith;
      const stopListening = target?.addEventListener ? activity.listen(target, tick) : () => undefined;
      const unsubscribe = session.subscribe(tick);
      tick();
      return () => {
        running = false;
        clearTimeout(timer);
        stopListening();
        unsubscribe();
      };
    },
    getWarning: () => warning,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stayConnected() {
      const { accessToken } = session.getState();
      if (accessToken === null) return;
      activity.setPaused(false);
      activity.markActive();
      setWarning(null);
      await renewNow(accessToken);
    },
  };
}
