import type { routes } from "@oficina-virtual/api-contract";
import type { ApiClient, ApiClientOptions } from "./apiClientTypes";
import { createRouteClient } from "./routeClient";

export type PortalRoutes = typeof routes;

/** The client over the contract's route table: what widgets get from `usePortal()`. */
export type PortalApiClient = ApiClient<PortalRoutes>;

/** The table (every call's zod schemas, and zod: ~28 KB gzipped) loads on the first call or
 * on `preload()`, not with the first page: a login page paints without it. */
const loadRoutes = () => import("./contractRoutes").then((module) => module.routes);

export function createApiClient(options: ApiClientOptions): PortalApiClient {
  return createRouteClient(loadRoutes, options);
}
