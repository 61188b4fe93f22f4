import { ChangePasswordStatus, routes } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { originOf, recordActivity } from "../../auth/activity";
import { prepareDummyHash, verifyPassword } from "../../auth/passwords";
import { loginKey, withRetryAfter } from "../../auth/rateLimit";
import { endSession, startSession } from "../../auth/sessions";
import { type SessionCaller, signAccessToken } from "../../auth/tokens";
import type { ServerConfig } from "../../config";
import { findByIdentifier, findUserById, roleOf, signInIdentifier, toCaller } from "../../db/accounts/users";
import { unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { sendMail } from "../../mail/outbox";
import { recipientOf } from "../../mail/recipient";
import { passwordChangedMail } from "../../mail/securityMails";
import type { AccountContext } from "./accountContext";
import { notValidated, notYourAccount, SAME_PASSWORD_MESSAGE, weakPassword, wrongCredentials, wrongCurrentPassword } from "./messages";
import { changeStoredPassword, checkNewPassword } from "./passwordChange";

const DAY_MS = 86_400_000;

/** The server's idle timeout (SESSION_IDLE_MINUTES) for the login and refresh answers, so
 * the portal warns one minute before the server ends the session. Left out when the contract
 * cannot carry it (above a day): the portal then keeps its own setting. */
export function sessionIdleAnswer(config: ServerConfig): { session_idle_minutes?: number } {
  const minutes = config.sessionIdleMinutes;
  return routes.privateToken.response.schema.shape.session_idle_minutes.safeParse(minutes).success ? { session_idle_minutes: minutes } : {};
}

/** privateToken, logout, me and changePasswordBackend. */
export function registerSessionRoutes(app: FastifyInstance, { deps, throttle }: AccountContext): void {
  const { db, config } = deps;
  void prepareDummyHash();

  // Customers sign in with their username, administrators (isAdministradorFinca) with
  // their e-mail. Order: the throttle first (a locked-out attempt gets 429 even with the
  // right password, and never reaches argon2), then the password, and only then whether
  // the account is validated, so the answer tells nothing about an account to someone
  // without its password. An unknown username verifies a throwaway hash (verifyPassword),
  // so it costs the same argon2 run as a wrong password and the time tells nothing.
  mountRoute(app, deps, routes.privateToken, async ({ body, raw, reply }) => {
    const role = roleOf(body.isAdministradorFinca);
    const now = deps.now();
    const attempt = await withRetryAfter(reply, throttle.reserve(loginKey(role, body.username), raw.ip, now));
    const user = await findByIdentifier(db, role, body.username);
    const passwordOk = await verifyPassword(user?.passwordHash, body.password);
    const origin = originOf(raw);
    if (!user || !passwordOk) {
      attempt.failed();
      // An account's failed login is its activity; an unknown username has no account to tell.
      if (user) await recordActivity(db, { userId: user.id, kind: "login-failed", now, origin });
      throw wrongCredentials();
    }
    await attempt.succeeded();
    if (!user.validatedAt) throw notValidated();

    const expiresAt = new Date(now.getTime() + config.refreshTokenDays * DAY_MS);
    const session = await startSession(db, user.id, expiresAt, now, origin);
    await recordActivity(db, { userId: user.id, kind: "login", now, origin });
    return {
      access_token: await signAccessToken({ ...toCaller(user), sessionId: session.sessionId }, config.jwtSecret, config.accessTokenMinutes),
      refresh_token: session.refreshToken,
      email: user.email,
      isAdministrador: user.role === "admin",
      ...sessionIdleAnswer(config),
    };
  });

  // The refresh token is the credential here: the call is exempt from the expiry check,
  // so an expired (or absent) access token still logs out. When a valid access token comes
  // along, only that user's refresh token is revoked. Always 204: an unknown or already
  // revoked token is simply already logged out. Ending the session ends its access tokens.
  mountRoute(app, deps, routes.logout, async ({ headers, caller, reply }) => {
    const owner = caller as SessionCaller | null;
    await endSession(db, headers.refresh_token, deps.now(), owner?.userId);
    reply.code(204);
  });

  mountRoute(app, deps, routes.me, async ({ caller }) => {
    const user = await findUserById(db, caller.userId);
    if (!user) throw unauthorized();
    return {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      family_name: user.lastName,
      given_name: user.firstName,
    };
  });

  // The username must be the caller's (administrators send their e-mail). Wrong current
  // passwords count towards the same throttle as logins (the account's, from this address),
  // so a stolen access token cannot be used to guess the password. A change ends the
  // account's other sessions (whoever knew the old password is out); the one that changed
  // it, which proved the password, stays.
  mountRoute(app, deps, routes.changePassword, async ({ body, caller, raw, reply }) => {
    const user = await findUserById(db, caller.userId);
    if (!user) throw unauthorized();
    const named = body.username.trim().toLowerCase();
    const own = [user.username, ...(user.role === "admin" ? [user.email] : [])].map((v) => v.toLowerCase());
    if (!own.includes(named)) throw notYourAccount();

    checkNewPassword(body.newPassword);
    if (body.newPassword === body.password) throw weakPassword(SAME_PASSWORD_MESSAGE);

    const key = loginKey(user.role, signInIdentifier(user));
    const now = deps.now();
    const attempt = await withRetryAfter(reply, throttle.reserve(key, raw.ip, now));
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      attempt.failed();
      await recordActivity(db, { userId: user.id, kind: "login-failed", now, origin: originOf(raw) });
      throw wrongCurrentPassword();
    }
    await attempt.succeeded();
    await changeStoredPassword(db, user.id, body.newPassword, { keepSession: caller.sessionId, now });
    await recordActivity(db, { userId: user.id, kind: "password", now, origin: originOf(raw) });
    await sendMail(deps, passwordChangedMail(user.email, (await recipientOf(db, user.id)).language));
    reply.code(ChangePasswordStatus.success);
  });
}
