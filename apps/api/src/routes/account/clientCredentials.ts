import { timingSafeEqual } from "node:crypto";
import { routes, SetPasswordStatus } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { findEmailToken } from "../../auth/emailTokens";
import { signClientToken, verifyClientToken } from "../../auth/tokens";
import type { ServerConfig } from "../../config";
import { HttpError, unauthorized } from "../../errors/httpError";
import { bearerToken } from "../../http/authentication";
import { mountRoute } from "../../http/contractRoute";
import { type AccountContext, scoped } from "./accountContext";
import { confirmationInvalid } from "./messages";
import { checkNewPassword, resetPasswordWithToken } from "./passwordChange";

/** Lifetime of a client-credentials token: long enough for one set-password call. */
export const CLIENT_TOKEN_SECONDS = 300;

const badClient = () => new HttpError(401, 401, "Las credenciales del cliente no son válidas.");

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The client id of `Authorization: Basic base64(id:secret)` when id and secret are the
 * configured ones; null otherwise. */
export function basicClient(header: string | undefined, config: ServerConfig): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  // Both comparisons always run, so the time taken does not tell which one failed.
  const idOk = sameSecret(id, config.clientId);
  const secretOk = sameSecret(secret, config.clientSecret);
  return idOk && secretOk ? id : null;
}

/** /token (client credentials) and set-password, which needs its token. Each checks its
 * credentials in an onRequest hook, before the request is parsed: without them a caller
 * learns nothing, not even whether its body would be valid. */
export function registerClientCredentialRoutes(app: FastifyInstance, { deps }: AccountContext): void {
  const { db, config } = deps;

  scoped(app, (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      if (basicClient(request.headers.authorization, config)) return;
      reply.header("WWW-Authenticate", 'Basic realm="Oficina Virtual"');
      throw badClient();
    });

    mountRoute(scope, deps, routes.clientToken, async ({ reply }) => {
      reply.header("Cache-Control", "no-store");
      return {
        access_token: await signClientToken(config.clientId, config.jwtSecret, CLIENT_TOKEN_SECONDS),
        token_type: "Bearer",
        expires_in: CLIENT_TOKEN_SECONDS,
      };
    });
  });

  scoped(app, (scope) => {
    scope.addHook("onRequest", async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token || !(await verifyClientToken(token, config.jwtSecret))) throw unauthorized();
    });

    // The confirmation token of the reset mail (24 h, single use): 400 with 147 when it is
    // wrong, used or expired; then 465 or 176 for the password; 202 when set.
    mountRoute(scope, deps, routes.setPassword, async ({ body, reply }) => {
      const { token, password } = body.userData;
      const now = deps.now();
      if (!(await findEmailToken(db, token, ["password-reset"], now))) throw confirmationInvalid();
      checkNewPassword(password);
      await resetPasswordWithToken(db, token, ["password-reset"], password, now);
      reply.code(SetPasswordStatus.success);
    });
  });
}
