import { routes } from "@oficina-virtual/api-contract";
import type { ApiClient, ApiClientOptions } from "./apiClientTypes";
import { createRouteClient } from "./routeClient";

export type PortalRoutes = typeof routes;

/** The client over the contract's route table: what widgets get from `usePortal()`. */
export type PortalApiClient = ApiClient<PortalRoutes>;

export function createApiClient(options: ApiClientOptions): PortalApiClient {
  return createRouteClient(routes, options);
}
