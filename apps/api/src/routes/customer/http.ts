import { routes, sharedPaths, type RouteDef, type RouteId } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../context";
import { mountRoute, type ParsedRequest } from "../../http/contractRoute";
import { HttpError } from "../../http/errors";

/**
 * Mounts a method+path that two calls of the contract share (telemetry and telemetryXlsx,
 * curvas and curvasXlsx): Fastify takes a path once, so one handler is registered, the
 * contract's `pick` chooses the call from the raw query, and that call's query schema
 * parses it. The parsed query carries `routeId`. The JSON call of the pair is the one
 * mounted, so a JSON answer is still validated by mountRoute; the file call sends through
 * `reply` itself.
 */
export function mountSharedRoute(
  app: FastifyInstance,
  deps: AppDeps,
  jsonRouteId: RouteId,
  handler: (req: ParsedRequest) => Promise<unknown> | unknown,
): void {
  const shared = sharedPaths.find((entry) => entry.ids.includes(jsonRouteId));
  if (!shared) throw new Error(`${jsonRouteId} shares no path`);
  const query = z.unknown().transform((raw, ctx) => {
    const input = (raw ?? {}) as Record<string, unknown>;
    const routeId = shared.pick(input);
    const schema = (routes[routeId] as RouteDef).request.query;
    if (!schema) return { routeId };
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: "custom", input: raw, path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    return { ...(result.data as object), routeId };
  });
  const jsonRoute = routes[jsonRouteId] as RouteDef;
  mountRoute(app, deps, { ...jsonRoute, request: { ...jsonRoute.request, query } }, handler);
}

/** A 400 whose body also carries `error`, the field the telemetry and load-curve screens
 * show. */
export const measureError = (status: number, mensaje: string) => new HttpError(status, status, mensaje, { error: mensaje });

/** LIKE/ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
