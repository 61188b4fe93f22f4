import { type RouteId, type Routes, routes, type SharedPath } from "@oficina-virtual/api-contract";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { AppDeps } from "../context";
import { buildFastifyPath, contractRouteOptions, type RouteHandler, requireAuthentication, routeAuthConfig } from "./contractRoute";

/** One handler per route of a shared path, each typed by its own route's schemas. */
export type SharedPathHandlers = { [K in RouteId]?: RouteHandler<Routes[K]> };

/**
 * Mounts routes that share one method and path (sharedPaths): each is prepared as mountRoute
 * prepares a route of its own path (request parsing, answer validation), then ONE
 * Fastify route dispatches to the one `shared.pick` chooses from the raw query.
 */
export function mountSharedPath(app: FastifyInstance, _deps: AppDeps, shared: SharedPath, handlers: SharedPathHandlers): void {
  const prepared = new Map<RouteId, RouteOptions["handler"]>();
  const first = routes[shared.ids[0]!];
  for (const id of shared.ids) {
    // `handlers[id]` is the handler of `routes[id]`; TypeScript cannot pair the two through
    // a variable key, so the pair is mounted as the general route type.
    const handler = handlers[id] as RouteHandler | undefined;
    if (!handler) throw new Error(`No handler for ${id}`);
    const route = routes[id] as Routes[RouteId];
    requireAuthentication(app, route);
    // The caller is authenticated before the dispatch, so every route of the path must ask
    // for it alike.
    if (JSON.stringify(routeAuthConfig(route)) !== JSON.stringify(routeAuthConfig(first))) {
      throw new Error(`${id} authenticates unlike ${shared.ids[0]} on their shared path`);
    }
    prepared.set(id, contractRouteOptions(route, handler).handler);
  }
  app.route({
    method: first.method,
    url: buildFastifyPath(first.path),
    config: routeAuthConfig(first),
    handler(request, reply) {
      const id = shared.pick((request.query ?? {}) as Record<string, unknown>);
      return prepared.get(id)!.call(this, request, reply);
    },
  });
}
