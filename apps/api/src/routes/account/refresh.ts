import { routes } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { withRetryAfter } from "../../auth/rateLimit";
import { isCurrentRefreshToken, rotateRefreshToken } from "../../auth/rotation";
import { signAccessToken } from "../../auth/tokens";
import { findUserById, toCaller } from "../../db/accounts/users";
import { unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import type { AccountContext } from "./accountContext";
import { sessionIdleAnswer } from "./session";

/** refreshToken (ours, not the spec's): the refresh_token header for a new access token and
 * a new refresh token. Every refusal (unknown, already rotated, revoked, expired, idle, the
 * account gone) is the spec's 401 'La sesión ha caducado…', which the portal answers by
 * taking the expiry path; the reason is only logged. Failures are throttled per token and per
 * address (auth/refreshLimit.ts); a current token is never refused for its address's junk. */
export function registerRefreshRoute(app: FastifyInstance, { deps, refreshThrottle }: AccountContext): void {
  const { db, config } = deps;
  mountRoute(app, deps, routes.refreshToken, async ({ headers, raw, reply }) => {
    const now = deps.now();
    const attempt = await withRetryAfter(
      reply,
      refreshThrottle.reserve(headers.refresh_token, raw.ip, now, () => isCurrentRefreshToken(db, headers.refresh_token, now)),
    );
    const rotated = await rotateRefreshToken(db, headers.refresh_token, now, config.sessionIdleMinutes * 60_000);
    if (!rotated.ok) {
      raw.log.info({ reason: rotated.reason, sessionId: rotated.sessionId }, "refresh refused");
      throw unauthorized();
    }
    const user = await findUserById(db, rotated.userId);
    if (!user) throw unauthorized();
    await attempt.succeeded();
    return {
      access_token: await signAccessToken({ ...toCaller(user), sessionId: rotated.sessionId }, config.jwtSecret, config.accessTokenMinutes),
      refresh_token: rotated.refreshToken,
      ...sessionIdleAnswer(config),
    };
  });
}
