import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessionIsOpen } from "../auth/sessions";
import { type SessionCaller, verifyAccessToken } from "../auth/tokens";
import type { AppDeps } from "../context";
import { unauthorized } from "../errors/httpError";

/** How a route authenticates its caller: mountRoute sets it from the contract's `auth`. */
export interface RouteAuth {
  /** The calls the spec exempts from the expiry check (logout, privateToken). */
  expiryExempt: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on bearer routes only; the authentication plugin reads it. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The bearer token's caller, set once per request by the authentication plugin on the
     * routes declaring `auth`; null on the others (and, on the expiry-exempt ones, when the
     * token is not correctly signed). */
    caller: SessionCaller | null;
  }
}

/** The token of `Authorization: Bearer <token>`, or null: no header, another scheme, or a
 * header sent twice (which no client of ours does, so it proves nothing). */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== "string") return null;
  return /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? null;
}

/** The bearer token's caller while its session is open, or a 401 with the spec's
 * session-expired text. */
async function requireCaller(request: FastifyRequest, deps: AppDeps): Promise<SessionCaller> {
  const token = bearerToken(request.headers.authorization);
  const caller = token ? await verifyAccessToken(token, deps.config.jwtSecret) : null;
  if (!caller || !(await sessionIsOpen(deps.db, caller.sessionId, caller.userId))) throw unauthorized();
  return caller;
}

/** For the calls the spec exempts from the expiry check: the caller of a correctly signed
 * token even if expired or already logged out, or null (logout says so itself). */
async function optionalCaller(request: FastifyRequest, deps: AppDeps): Promise<SessionCaller | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? verifyAccessToken(token, deps.config.jwtSecret, { ignoreExpiry: true }) : null;
}

const authenticate: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.decorateRequest("caller", null);
  // Before the body is read or parsed: without a valid token a caller learns nothing, not
  // even whether its request would have been valid.
  app.addHook("onRequest", async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth) return;
    request.caller = auth.expiryExempt ? await optionalCaller(request, deps) : await requireCaller(request, deps);
  });
};

/** The bearer routes' authentication, for the whole app (fastify-plugin lifts it out of its
 * own scope); mountRoute refuses to mount a route without it. */
export const authentication = fp(authenticate, { name: "ov-authentication", fastify: "5.x" });
