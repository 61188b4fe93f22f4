import { routeGroups, type RouteGroup, type routes } from "@oficina-virtual/api-contract";
import type { ApiClient, ApiClientOptions } from "./apiClientTypes";
import { createRouteClient } from "./routeClient";

export type PortalRoutes = typeof routes;

/** The client over the contract's route table: what widgets get from `usePortal()`. */
export type PortalApiClient = ApiClient<PortalRoutes>;

type RoutePart = () => Promise<Partial<PortalRoutes>>;

/** The table is not part of the first page: each part of it (zod and the schemas of one
 * section's calls) is a chunk of its own, loaded with the first call that needs it. A page
 * then builds only the schemas it uses: the home's part holds 11 of the 52 calls. */
const parts: Record<RouteGroup, RoutePart> = {
  accounts: () => import("./routeParts/accounts").then((module) => module.routes),
  home: () => import("./routeParts/home").then((module) => module.routes),
  invoices: () => import("./routeParts/invoices").then((module) => module.routes),
  contracts: () => import("./routeParts/contracts").then((module) => module.routes),
  telemetry: () => import("./routeParts/telemetry").then((module) => module.routes),
};

/** The part that holds `routeId`; without one (`preload()`), every part, one after another,
 * so that each is evaluated in a task of its own instead of one long one. */
export async function loadRoutes(routeId?: string): Promise<Partial<PortalRoutes>> {
  if (routeId !== undefined) {
    const group = Object.hasOwn(routeGroups, routeId) ? routeGroups[routeId as keyof typeof routeGroups] : undefined;
    // A call the contract does not know: the client reports it as such.
    return group ? parts[group]() : {};
  }
  const table: Partial<PortalRoutes> = {};
  for (const part of Object.values(parts)) Object.assign(table, await part());
  return table;
}

export function createApiClient(options: ApiClientOptions): PortalApiClient {
  return createRouteClient(loadRoutes, options);
}
