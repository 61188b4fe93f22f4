import type { QueryClient } from "@tanstack/react-query";
import { loadOnce } from "../../lib/loadOnce";

/**
 * Where a provider finds its TanStack Query client: given at once, or loaded by the first
 * page that asks the server for data. TanStack Query's core is ~8 KB gzipped; a host whose
 * first page makes no query (the login page) keeps it out of that page's load.
 * Only types of @tanstack/react-query are imported here: the class comes with `create`.
 */
export interface QueryClientSource {
  /** The client, once there. */
  readonly current: QueryClient | null;
  /** Creates the client, once; a failed load (the chunk did not arrive) is tried again by the next call. */
  load(): Promise<QueryClient>;
  /** Called once when the client arrives. */
  subscribe(listener: () => void): () => void;
}

/** A source holding a client already created (PortalProvider, the CMS embed). */
export function readyQueryClient(client: QueryClient): QueryClientSource {
  return { current: client, load: () => Promise.resolve(client), subscribe: () => () => undefined };
}

/** PortalProvider's `queryClient` prop as a source: a client is wrapped, a source kept as is.
 * Told apart by shape, not `instanceof`, so the QueryClient class need not be imported. */
export function queryClientSourceOf(given: QueryClient | QueryClientSource): QueryClientSource {
  if (!given) throw new Error("Oficina Virtual: <PortalProvider> needs a queryClient: lazyQueryClient() or createPortalQueryClient().");
  return "load" in given ? given : readyQueryClient(given);
}

/**
 * A source that creates the portal's QueryClient (`createPortalQueryClient()`) when first
 * asked, for PortalProvider's `queryClient` prop. Load it in the lazy loader of every page
 * whose widgets query the server, beside the page's own chunk, so the client is there when
 * the page renders:
 *
 * ```tsx
 * const queryClient = lazyQueryClient();
 * const InvoicesPage = lazy(() => Promise.all([import("./InvoicesPage"), queryClient.load()]).then(([page]) => page));
 * // <PortalProvider queryClient={queryClient} apiBaseUrl="" navigate={navigate}>
 * ```
 */
export function lazyQueryClient(
  create: () => Promise<QueryClient> = () => import("./queryClient").then((module) => module.createPortalQueryClient()),
): QueryClientSource {
  let current: QueryClient | null = null;
  const listeners = new Set<() => void>();
  const load = loadOnce(() =>
    create().then((client) => {
      current = client;
      for (const listener of listeners) listener();
      return client;
    }),
  );
  return {
    get current() {
      return current;
    },
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
