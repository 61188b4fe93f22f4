import { type RouteDef, validationError } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { sessionIsOpen } from "../auth/sessions";
import { type SessionCaller, verifyAccessToken } from "../auth/tokens";
import type { AppDeps } from "../context";
import { HttpError, unauthorized } from "../errors/httpError";

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

/** The bearer token's caller while its session is open, or a 401 with the spec's
 * session-expired text. */
export async function requireCaller(request: FastifyRequest, deps: AppDeps): Promise<SessionCaller> {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const caller = match?.[1] ? await verifyAccessToken(match[1], deps.config.jwtSecret) : null;
  if (!caller || !(await sessionIsOpen(deps.db, caller.sessionId, caller.userId))) throw unauthorized();
  return caller;
}

/** For the calls the spec exempts from the expiry check (logout): the caller of a
 * correctly signed token even if expired or already logged out, or null. */
async function optionalCaller(request: FastifyRequest, deps: AppDeps): Promise<SessionCaller | null> {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ? verifyAccessToken(match[1], deps.config.jwtSecret, { ignoreExpiry: true }) : null;
}

/** Mounts one call of the contract: the caller is authenticated for bearer routes, the
 * request is parsed with the contract's schemas (bad input answers 400 with a code, never
 * reaching the handler), and a JSON answer is checked against the response schema so server
 * and client cannot drift. A handler answering a file or a redirect uses `reply` itself. */
export function mountRoute<R extends RouteDef>(app: FastifyInstance, deps: AppDeps, route: R, handler: RouteHandler<R>): void {
  app.route({
    method: route.method,
    url: buildFastifyPath(route.path),
    handler: async (request, reply) => {
      const caller =
        route.auth !== "bearer" ? null : route.expiryExempt ? await optionalCaller(request, deps) : await requireCaller(request, deps);
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
  });
}

/** `/ov/contracts/{codAbonado}` → `/ov/contracts/:codAbonado`. */
export function buildFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
