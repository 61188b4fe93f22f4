import { routeSections, type routes } from "@oficina-virtual/api-contract";
import type { ApiClient, ApiClientOptions } from "./clientTypes";
import { createRouteClient } from "./routeTableClient";

export type PortalRoutes = typeof routes;

/** The client over the contract's route table: what widgets get from `usePortal()`. */
export type PortalApiClient = ApiClient<PortalRoutes>;

/** The table is not part of the first page: each section of it (zod and the schemas of one
 * section's calls) is a chunk of its own, loaded with the first call that needs it. */
export function createApiClient(options: ApiClientOptions): PortalApiClient {
  return createRouteClient<PortalRoutes>(routeSections, options);
}
