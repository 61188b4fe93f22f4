import { type RouteId, type Routes, routes, type SharedPath } from "@oficina-virtual/api-contract";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { AppDeps } from "../context";
import { buildFastifyPath, mountRoute, type RouteHandler } from "./contractRoute";

/** One handler per route of a shared path, each typed by its own route's schemas. */
export type SharedPathHandlers = { [K in RouteId]?: RouteHandler<Routes[K]> };

/**
 * Mounts routes that share one method and path (sharedPaths): each is prepared by mountRoute
 * exactly as if it had its own path (auth, request parsing, answer validation), then ONE
 * Fastify route dispatches to the one `shared.pick` chooses from the raw query.
 */
export function mountSharedPath(app: FastifyInstance, deps: AppDeps, shared: SharedPath, handlers: SharedPathHandlers): void {
  const prepared = new Map<RouteId, RouteOptions["handler"]>();
  for (const id of shared.ids) {
    // `handlers[id]` is the handler of `routes[id]`; TypeScript cannot pair the two through
    // a variable key, so the pair is mounted as the general route type.
    const handler = handlers[id] as RouteHandler | undefined;
    if (!handler) throw new Error(`No handler for ${id}`);
    const capture = { route: (options: RouteOptions) => prepared.set(id, options.handler) };
    mountRoute(capture as unknown as FastifyInstance, deps, routes[id] as Routes[RouteId], handler);
  }
  const first = routes[shared.ids[0]!];
  app.route({
    method: first.method,
    url: buildFastifyPath(first.path),
    handler(request, reply) {
      const id = shared.pick((request.query ?? {}) as Record<string, unknown>);
      return prepared.get(id)!.call(this, request, reply);
    },
  });
}
