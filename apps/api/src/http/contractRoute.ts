import { type RouteDef, validationError } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import type { SessionCaller } from "../auth/tokens";
import type { AppDeps } from "../context";
import { HttpError } from "../errors/httpError";
import type { RouteAuth } from "./authentication";

type RequestPart = "params" | "query" | "headers" | "body";

/** What the route's schema for `part` parses to; `unknown` (the raw value) when the route
 * declares no schema for it. */
type Parsed<R extends RouteDef, K extends RequestPart> = R["request"] extends Record<K, infer S extends z.ZodType> ? z.output<S> : unknown;

/** A request as a handler of route `R` sees it: each part already parsed by the route's
 * schema, so its type is the schema's output. */
export interface ParsedRequest<R extends RouteDef = RouteDef> {
  params: Parsed<R, "params">;
  query: Parsed<R, "query">;
  headers: Parsed<R, "headers">;
  body: Parsed<R, "body">;
  /** The signed-in user on bearer routes, null on the others. (The two calls exempt from the
   * expiry check, privateToken and logout, may also get null: logout says so itself.) */
  caller: R["auth"] extends "bearer" ? SessionCaller : SessionCaller | null;
  raw: FastifyRequest;
  reply: FastifyReply;
}

/** The parsed query of route `R`, for helpers that take a handler's query. */
export type RouteQuery<R extends RouteDef> = Parsed<R, "query">;
/** The parsed headers of route `R`. */
export type RouteHeaders<R extends RouteDef> = Parsed<R, "headers">;

export type RouteHandler<R extends RouteDef = RouteDef> = (req: ParsedRequest<R>) => Promise<unknown> | unknown;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : "invalid request";
}

/** Mounts one call of the contract: bearer routes are marked for the authentication plugin
 * (http/authentication.ts, which must be registered first), the request is parsed with the
 * contract's schemas (bad input answers 400 with a code, never reaching the handler), and a
 * JSON answer is checked against the response schema so server and client cannot drift. A
 * handler answering a file or a redirect uses `reply` itself. */
export function mountRoute<R extends RouteDef>(app: FastifyInstance, _deps: AppDeps, route: R, handler: RouteHandler<R>): void {
  requireAuthentication(app, route);
  app.route(contractRouteOptions(route, handler));
}

/** Without the plugin a bearer route would answer anyone: refuse to start instead. */
export function requireAuthentication(app: FastifyInstance, route: RouteDef): void {
  if (!app.hasRequestDecorator("caller")) {
    throw new Error(`${route.method} ${route.path}: register the authentication plugin (http/authentication.ts) first`);
  }
}

/** How the authentication plugin treats the route; empty for the routes without `auth`. */
export function routeAuthConfig(route: RouteDef): { auth?: RouteAuth } {
  return route.auth === "bearer" ? { auth: { expiryExempt: route.expiryExempt === true } } : {};
}

/** The Fastify route of one call of the contract (see mountRoute). */
export function contractRouteOptions<R extends RouteDef>(route: R, handler: RouteHandler<R>): RouteOptions {
  return {
    method: route.method,
    url: buildFastifyPath(route.path),
    config: routeAuthConfig(route),
    handler: async (request, reply) => {
      const caller = route.auth === "bearer" ? request.caller : null;
      const parsed: Record<RequestPart, unknown> = {
        params: request.params,
        query: request.query,
        headers: request.headers,
        body: request.body,
      };
      for (const part of ["params", "query", "headers", "body"] as const) {
        const schema = route.request[part];
        if (!schema) continue;
        const result = schema.safeParse(parsed[part] ?? {});
        if (!result.success) {
          // `error` too: the telemetry and load-curve screens show that field.
          const mensaje = firstIssue(result.error);
          throw new HttpError(validationError, validationError, mensaje, { error: mensaje });
        }
        parsed[part] = result.data;
      }
      // The parts are the schemas' outputs (or the raw values where a route has no schema).
      const answer = await handler({ ...parsed, caller, raw: request, reply } as ParsedRequest<R>);
      // A handler that answered through `reply` (files, redirects) is done.
      if (answer === reply || reply.sent) return reply;
      if (route.response.kind === "json") {
        return reply.send(route.response.schema.parse(answer));
      }
      return reply.send(answer);
    },
  };
}

/** `/ov/contracts/{codAbonado}` → `/ov/contracts/:codAbonado`. */
export function buildFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
