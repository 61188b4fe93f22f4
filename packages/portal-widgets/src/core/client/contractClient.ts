import { loadOnce } from "../../lib/loadOnce";
import { ApiError } from "./ApiError";
import type { AnyRoutes, ApiClient, ApiClientOptions } from "./clientTypes";
import type { PortalApiClient } from "./portalApiTypes";

export type { PortalApiClient, PortalRoutes } from "./portalApiTypes";

/**
 * Nothing of the client is part of the first page: its mechanics (building requests, reading
 * answers, renewal on a 401) come as a chunk with the first call, or with `preload()`, which
 * the provider runs at once for a signed-in user and on the first interaction otherwise, so
 * the login page's first load stays within its budget. The route table is split further: each section of it
 * (zod and the schemas of one section's calls) is a chunk of its own, loaded with the first
 * call that needs it. Every method is asynchronous, so waiting for the chunk changes no
 * signature; a chunk that does not arrive fails the call as a network error, and the next
 * call tries again.
 */
export function createApiClient(options: ApiClientOptions): PortalApiClient {
  return lazyApiClient(() => import("./contractRouteClient").then((module) => module.createContractRouteClient(options)));
}

/** A client whose every method first waits for `load` (once; again after a failure). */
export function lazyApiClient<Routes extends AnyRoutes>(load: () => Promise<ApiClient<Routes>>): ApiClient<Routes> {
  const chunk = loadOnce(load);
  const loaded = (routeId: string): Promise<ApiClient<Routes>> =>
    chunk().catch((cause: unknown) => {
      throw new ApiError({ kind: "network", routeId, cause, message: `${routeId}: the client did not load (${String(cause)})` });
    });
  return {
    preload: () => loaded("preload").then((client) => client.preload()),
    call: (routeId, ...args) => loaded(routeId).then((client) => client.call(routeId, ...args)),
    download: (routeId, ...args) => loaded(routeId).then((client) => client.download(routeId, ...args)),
    rawDownload: (path, options) => loaded("rawDownload").then((client) => client.rawDownload(path, options)),
    url: (routeId, ...args) => loaded(routeId).then((client) => client.url(routeId, ...args)),
  };
}
