import { loadOnce } from "../../lib/loadOnce";
import type { IdleTimer } from "./idleTimer";
import type { SessionStore } from "./sessionStore";
import type { TokenRenewal } from "./tokenRenewal";

/*
 * Renewal and the idle timeout matter only once someone is logged in: their code (with the
 * activity tracker) is a chunk loaded when a session exists, not part of the login page's
 * first load, which has a size budget. These stand-ins keep the interfaces the client,
 * the provider and <SessionTimeout /> use.
 */

/** A renewal whose code loads with the first renewal asked for; a chunk that does not
 * arrive is a renewal that `failed` (tried again later), as a renewal never rejects. */
export function lazyTokenRenewal(load: () => Promise<TokenRenewal>): TokenRenewal {
  const renewal = loadOnce(load);
  return {
    renew(staleToken) {
      return renewal().then(
        (renewal) => renewal.renew(staleToken),
        () => "failed" as const,
      );
    },
  };
}

/**
 * An idle timer whose code loads when a session exists: at start if one does, else at the
 * login. The real timer is started with the token seen at this start, so a login made before
 * its code arrived still counts as the customer's activity (idleTimer.ts, `start`).
 */
export function lazyIdleTimer(session: Pick<SessionStore, "getState" | "subscribe">, load: () => Promise<IdleTimer>): IdleTimer {
  let timer: IdleTimer | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const loaded = loadOnce(() =>
    load().then((real) => {
      timer = real;
      real.subscribe(notify);
      return real;
    }),
  );

  return {
    start(target) {
      const startedWith = session.getState().accessToken;
      let stopped = false;
      let stopTimer: (() => void) | undefined;
      let unsubscribe: (() => void) | undefined;
      const begin = () => {
        unsubscribe?.();
        unsubscribe = undefined;
        loaded().then(
          (real) => {
            if (!stopped) stopTimer = real.start(target, startedWith);
          },
          // Tried again on the session's next change.
          () => {
            if (!stopped) waitForSession();
          },
        );
      };
      const waitForSession = () => {
        unsubscribe = session.subscribe(() => {
          if (session.getState().accessToken !== null) begin();
        });
      };
      if (startedWith !== null) begin();
      else waitForSession();
      return () => {
        stopped = true;
        unsubscribe?.();
        stopTimer?.();
      };
    },
    getWarning: () => timer?.getWarning() ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The warning it answers is only ever shown by a loaded timer.
    stayConnected: () => timer?.stayConnected() ?? Promise.resolve(),
  };
}
