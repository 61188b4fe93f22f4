import { LAST_ACTIVITY_KEY } from "./activityKey";
import type { StorageAdapter } from "./storage";

/*
 * When the customer last did something: a pointer, key, touch or wheel event anywhere in the
 * document (they cross shadow roots, so embedded widgets count too). Tabs share it through
 * storage, so a customer working in one tab is not timed out by another left open behind it;
 * the stored value is written at most every WRITE_EVERY_MS (pointer moves arrive by the
 * hundred). It is no secret, and a new login overwrites it.
 */

export { LAST_ACTIVITY_KEY };

const WRITE_EVERY_MS = 5_000;
export const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel"] as const;

export interface ActivityTracker {
  /** The latest activity of this tab or any other (epoch ms; 0 when none is known). */
  lastActivity(): number;
  /** Counts as activity now (an event, the 'Seguir conectado' button, a login). */
  markActive(): void;
  /** Listens on `target` (the document); returns the stop. `onActivity` runs at most once a
   * second. */
  listen(target: Pick<EventTarget, "addEventListener" | "removeEventListener">, onActivity?: () => void): () => void;
  /** While paused, events do not count (the idle dialog is open: only its buttons decide). */
  setPaused(paused: boolean): void;
}

export function createActivityTracker(storage: StorageAdapter, now: () => number = Date.now): ActivityTracker {
  let local = 0;
  let written = 0;
  let notified = 0;
  let paused = false;

  function markActive() {
    local = now();
    if (local - written >= WRITE_EVERY_MS) {
      written = local;
      storage.setItem(LAST_ACTIVITY_KEY, String(local));
    }
  }

  return {
    lastActivity() {
      const stored = Number(storage.getItem(LAST_ACTIVITY_KEY));
      return Math.max(local, Number.isFinite(stored) ? stored : 0);
    },
    markActive() {
      written = 0;
      markActive();
    },
    listen(target, onActivity) {
      const handler = () => {
        if (paused) return;
        markActive();
        if (onActivity && local - notified >= 1_000) {
          notified = local;
          onActivity();
        }
      };
      const listenerOptions = { capture: true, passive: true };
      for (const type of ACTIVITY_EVENTS) target.addEventListener(type, handler, listenerOptions);
      return () => {
        for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, handler, listenerOptions);
      };
    },
    setPaused(value) {
      paused = value;
    },
  };
}
