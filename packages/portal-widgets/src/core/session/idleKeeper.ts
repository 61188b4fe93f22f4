import { createActivityTracker } from "./activity";
import { createIdleTimer, type IdleTimer } from "./idleTimer";
import type { SessionStore } from "./sessionStore";
import type { StorageAdapter } from "./storage";
import type { TokenRenewal } from "./tokenRenewal";

/** The provider's idle timer with its activity tracker: one chunk (sessionKeeping.ts). */
export function createIdleKeeper(options: {
  session: SessionStore;
  renewal: TokenRenewal;
  storage: StorageAdapter;
  idleMs: number;
}): IdleTimer {
  return createIdleTimer({
    session: options.session,
    renewal: options.renewal,
    activity: createActivityTracker(options.storage),
    idleMs: options.idleMs,
  });
}
