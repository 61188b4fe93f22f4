import { validationError, type RouteDef } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { sessionIsOpen } from "../auth/sessions";
import { verifyAccessToken, type SessionCaller } from "../auth/tokens";
import type { AppDeps } from "../context";
import { HttpError, unauthorized } from "../errors/httpError";

export interface ParsedRequest<C = SessionCaller> {
  params: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- typed by each route's schema
  query: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The signed-in user (bearer routes) — null on anonymous routes. */
  caller: C;
  raw: FastifyRequest;
  reply: FastifyReply;
}

type Handler = (req: ParsedRequest) => Promise<unknown> | unknown;

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
export function mountRoute(app: FastifyInstance, deps: AppDeps, route: RouteDef, handler: Handler): void {
  app.route({
    method: route.method,
    url: buildFastifyPath(route.path),
    handler: async (request, reply) => {
      const caller =
        route.auth !== "bearer" ? null : route.expiryExempt ? await optionalCaller(request, deps) : await requireCaller(request, deps);
      const parsed: Record<"params" | "query" | "headers" | "body", unknown> = {
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
      const answer = await handler({ ...parsed, caller, raw: request, reply } as ParsedRequest);
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
