import { routeSections } from "@oficina-virtual/api-contract";
import type { ApiClientOptions } from "./clientTypes";
import type { PortalApiClient, PortalRoutes } from "./portalApiTypes";
import { createRouteClient } from "./routeTableClient";

/** The client's mechanics over the contract's sections: a chunk of its own (contractClient.ts). */
export function createContractRouteClient(options: ApiClientOptions): PortalApiClient {
  return createRouteClient<PortalRoutes>(routeSections, options);
}
