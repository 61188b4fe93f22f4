import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../client/ApiError";

/** A QueryClient with the portal's defaults, for PortalProvider's `queryClient` prop when the
 * host wants it at once (server rendering, tests); `lazyQueryClient()` creates the same one
 * later. Retries only what a retry can fix: no answer, or a 5xx. A 4xx, an answer off the
 * contract or an abort would fail the same way again. */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 2 && error instanceof ApiError && (error.kind === "network" || (error.kind === "http" && (error.status ?? 0) >= 500)),
      },
    },
  });
}

export { removeAuthenticatedQueries } from "./authenticatedQueries";
