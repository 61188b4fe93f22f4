import { type Query, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../client/ApiError";
import { PUBLIC_QUERY_DOMAIN } from "./publicDomain";

/** The QueryClient a provider creates when the host passes none. Retries only what a
 * retry can fix: no answer, or a 5xx. A 4xx, an answer off the contract or an abort
 * would fail the same way again. */
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

/** Every query except the anonymous ones (keys under the public domain) belongs to the
 * user: logout and expiry remove them so the next user never sees cached data. Removing
 * a query also cancels its fetch. Mutations go too (their variables may hold passwords). */
export function removeAuthenticatedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query: Query) => query.queryKey[0] !== PUBLIC_QUERY_DOMAIN });
  queryClient.getMutationCache().clear();
}
