import { readSessionState, type SessionState } from "./sessionState";
import type { SessionEndReason } from "./sessionTypes";
import type { StorageAdapter } from "./storage";

/** The session's state in memory and its storage: the one place both are written. */
export interface SessionCell {
  storage: StorageAdapter;
  state(): SessionState;
  /** Merges `patch` and tells the subscribers, when anything changed. */
  set(patch: Partial<SessionState>): void;
  /** Stores `value` under `key`; null removes it. */
  persist(key: string, value: string | null): void;
  subscribe(listener: () => void): () => void;
  onEnd(listener: (reason: SessionEndReason) => void): () => void;
  /** Tells the end listeners the session ended. */
  ended(reason: SessionEndReason): void;
}

export function createSessionCell(storage: StorageAdapter): SessionCell {
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEndReason) => void>();
  let state = readSessionState(storage);
  return {
    storage,
    state: () => state,
    set(patch) {
      const changed = (Object.keys(patch) as (keyof SessionState)[]).some((key) => !Object.is(state[key], patch[key]));
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    persist(key, value) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    ended(reason) {
      for (const listener of [...endListeners]) listener(reason);
    },
  };
}
