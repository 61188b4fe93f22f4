import type { ActivityTracker } from "./activity";
import { createIdleWarning } from "./idleWarning";
import { idleStep, idleWindow } from "./idleWindow";
import { createRenewalSchedule } from "./renewalSchedule";
import type { SessionStore } from "./sessionStore";
import type { TokenRenewal } from "./tokenRenewal";

/*
 * Keeps a session alive while its customer is there, and ends it when they are not:
 *
 * - Renewal: once the access token has lived 80% of its life, or half the idle window
 *   (whichever comes first), it is renewed, provided the customer is not idle. "Not idle"
 *   rather than "active since the last renewal": with tokens shorter than the idle window (a
 *   server with ACCESS_TOKEN_MINUTES=1) a customer reading a long page would otherwise find the
 *   token lapsed on their next click. The half-idle bound keeps renewals (the server's only
 *   sign of life) closer together than the server's SESSION_IDLE_MINUTES.
 * - Idle: with no activity for the idle window (the server's, from its login or refresh
 *   answer, else `idleMs`: idleWindow.ts) the session expires (the store's expire(): isLeaving,
 *   /login with the 401 text). `warnMs` before, the warning is up (the 'Tu sesión va a
 *   caducar' dialog); then only its buttons count, not a stray pointer move.
 *
 * One timer, set for the next thing due, and at most MAX_WAIT_MS away so that activity in
 * another tab (shared through storage) is seen.
 */

const MAX_WAIT_MS = 10_000;

export interface IdleTimerOptions {
  session: Pick<SessionStore, "getState" | "subscribe" | "expire" | "logout">;
  renewal: TokenRenewal;
  activity: ActivityTracker;
  /** The idle window when the server has not said its own (the session's `idleMinutes`). */
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

export { renewalDelay, renewalDueAt } from "./renewalSchedule";

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { session, activity } = options;
  const now = options.now ?? Date.now;
  const currentWindow = () => idleWindow(session.getState().idleMinutes, options.idleMs, options.warnMs);
  const schedule = createRenewalSchedule({ session, renewal: options.renewal, idleMs: () => currentWindow().idleMs, now });
  const warning = createIdleWarning(activity);
  const timer = wakeTimer(now);
  let running = false;
  let lastToken: string | null = null;
  const retick = () => {
    if (running) tick();
  };

  function tick() {
    timer.clear();
    const { accessToken } = session.getState();
    if (accessToken !== lastToken && lastToken === null && accessToken !== null) activity.markActive(); // a login
    lastToken = accessToken;
    if (accessToken === null || !running) {
      warning.set(null);
      return; // Resumed by the store's next change (a login).
    }
    const t = now();
    if (activity.lastActivity() === 0) activity.markActive();
    const step = idleStep(t, activity.lastActivity(), currentWindow());
    warning.set(step.kind === "warn" ? step.idleAt : null);
    if (step.kind === "expire") session.expire();
    else if (step.kind === "warn") timer.wakeAt(step.idleAt, tick);
    else {
      const renewAt = schedule.renewAt(accessToken, t);
      if (t >= renewAt) void schedule.renewNow(accessToken, retick);
      timer.wakeAt(Math.min(step.warnAt, renewAt > t ? renewAt : t + MAX_WAIT_MS), tick);
    }
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
        timer.clear();
        stopListening();
        unsubscribe();
      };
    },
    getWarning: warning.get,
    subscribe: warning.subscribe,
    async stayConnected() {
      const { accessToken } = session.getState();
      if (accessToken === null) return;
      activity.setPaused(false);
      activity.markActive();
      warning.set(null);
      await schedule.renewAgain(accessToken, retick);
    },
  };
}

/** One timeout, set for the next thing due and at most MAX_WAIT_MS away. */
function wakeTimer(now: () => number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    wakeAt(at: number, run: () => void) {
      clearTimeout(timer);
      timer = setTimeout(run, Math.max(0, Math.min(at - now(), MAX_WAIT_MS)));
    },
    clear: () => clearTimeout(timer),
  };
}
