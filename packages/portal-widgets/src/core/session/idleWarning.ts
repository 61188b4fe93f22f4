import type { ActivityTracker } from "./activity";

/** The 'Tu sesión va a caducar' warning: when the session will expire while it is up (epoch
 * ms), else null. While it is up, activity is paused: only its buttons count. */
export interface IdleWarning {
  get(): number | null;
  set(value: number | null): void;
  subscribe(listener: () => void): () => void;
}

export function createIdleWarning(activity: Pick<ActivityTracker, "setPaused">): IdleWarning {
  const listeners = new Set<() => void>();
  let warning: number | null = null;
  return {
    get: () => warning,
    set(value) {
      activity.setPaused(value !== null);
      if (value === warning) return;
      warning = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
