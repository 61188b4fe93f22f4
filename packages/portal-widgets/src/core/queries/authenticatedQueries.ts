import type { Query, QueryClient } from "@tanstack/react-query";
import { PUBLIC_QUERY_DOMAIN } from "./publicDomain";

/** Every query except the anonymous ones (keys under the public domain) belongs to the
 * user: logout and expiry remove them so the next user never sees cached data. Removing
 * a query also cancels its fetch. Mutations go too (their variables may hold passwords). */
export function removeAuthenticatedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query: Query) => query.queryKey[0] !== PUBLIC_QUERY_DOMAIN });
  queryClient.getMutationCache().clear();
}
