/** Counts the client's requests in flight: the one source of truth for the global
 * loading indicator. It sees every call (react-query fetches and mutations, the login
 * and logout calls of the session, downloads), which `useIsFetching` + `useIsMutating`
 * would not. */
export interface RequestTracker {
  start(): symbol;
  end(id: symbol): void;
  /** Logout clears the spec's "loading counter": requests still running end silently. */
  reset(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
}

export function createRequestTracker(): RequestTracker {
  // Ids rather than a number: an end() after reset() must not drive the count below 0.
  const inFlight = new Set<symbol>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    start() {
      const id = Symbol("request");
      inFlight.add(id);
      notify();
      return id;
    },
    end(id) {
      if (inFlight.delete(id)) notify();
    },
    reset() {
      if (inFlight.size === 0) return;
      inFlight.clear();
      notify();
    },
    count: () => inFlight.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
