/** Where the session persists. The same three methods as `Storage`, so `localStorage`,
 * `sessionStorage` or a host's own store fit. */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `localStorage`, looked up on each call rather than at import or creation, so server
 * rendering and sandboxed iframes (where touching it throws) get "nothing stored"
 * instead of a crash. Quota errors on write are swallowed for the same reason. */
export function browserStorage(): StorageAdapter {
  const local = (): Storage | undefined => {
    try {
      return typeof window === "undefined" ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem(key) {
      try {
        return local()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        local()?.setItem(key, value);
      } catch {
        // Full or blocked storage: the session still works for this page.
      }
    },
    removeItem(key) {
      try {
        local()?.removeItem(key);
      } catch {
        // See setItem.
      }
    },
  };
}

/** An in-memory store: tests, Storybook, and hosts that must not persist anything. */
export function memoryStorage(initial: Record<string, string> = {}): StorageAdapter & {
  /** A copy of what is stored, for tests. */
  snapshot(): Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}
