/** Where the session persists. The same three methods as `Storage`, so `localStorage`,
 * `sessionStorage` or a host's own store fit. */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Changes made by other tabs (the `storage` event), when the store is shared between
   * them; `key` null means everything was cleared. Returns the unsubscribe. An adapter
   * without it is private to this page, and logout in another tab cannot reach it. */
  watch?(listener: (change: StorageChange) => void): () => void;
}

export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

/** `localStorage` (or this tab's `sessionStorage`), looked up on each call rather than at import or creation, so server
 * rendering and sandboxed iframes (where touching it throws) get "nothing stored"
 * instead of a crash. Quota errors on write are swallowed for the same reason. */
export function browserStorage(area: "local" | "session" = "local"): StorageAdapter {
  const local = (): Storage | undefined => {
    try {
      return typeof window === "undefined" ? undefined : area === "local" ? window.localStorage : window.sessionStorage;
    } catch {
      return undefined;
    }
  };
  const adapter: StorageAdapter = {
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
  // sessionStorage belongs to one tab: other tabs never change it.
  if (area === "local") {
    adapter.watch = (listener) => {
      if (typeof window === "undefined") return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === local()) listener({ key: event.key, newValue: event.newValue });
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    };
  }
  return adapter;
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
