import { z } from "zod";
import { booleanish, headersSchema, oneLine, optionalParam, optionalQuery, optionalText, password, text, token } from "../common";

/** checkConnection. The spec only says "connection test": any 2xx means connected. */
export const connectionCheckSchema = z.object({
  status: text(40),
  serverTime: optionalText(40),
});
export type ConnectionCheck = z.output<typeof connectionCheckSchema>;

/** privateToken body. Administrators log in with their e-mail, so a username may be as
 * long as an e-mail. */
const sessionIdleMinutes = z.number().int().min(1).max(1440).optional();

export const loginBodySchema = z.object({
  username: oneLine(100).min(1),
  password,
  isAdministradorFinca: booleanish.optional(),
});
export type LoginBody = z.output<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  access_token: token,
  refresh_token: token,
  email: text(254),
  /** Stored by the portal as the text "true"; may arrive as a string. */
  isAdministrador: booleanish,
  /** Ours, not the spec's: minutes without a refresh after which the server ends the
   * session, so the portal warns one minute before. Optional: a server that does not send
   * it leaves the portal on its `sessionIdleMinutes` prop. */
  session_idle_minutes: sessionIdleMinutes,
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const logoutHeadersSchema = headersSchema({ refresh_token: token });

/** refreshToken: not in the spec (nothing there redeems the refresh token); ours, shaped like
 * logout. The refresh token travels in the same header. */
export const refreshTokenHeadersSchema = headersSchema({ refresh_token: token });

/** A new access token and a new refresh token: the one sent is spent (rotation). */
export const refreshTokenResponseSchema = z.object({
  access_token: token,
  refresh_token: token,
  session_idle_minutes: sessionIdleMinutes,
});
export type RefreshTokenResponse = z.output<typeof refreshTokenResponseSchema>;

/** The profile (GET /ov/user/api/me), with the fields the portal stores. */
export const userProfileSchema = z.object({
  username: text(100),
  email: text(254),
  firstName: optionalText(100),
  lastName: optionalText(100),
  family_name: optionalText(100),
  given_name: optionalText(100),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** `?isAdministradorFinca=` of the account flows, which pick the administrator variant. */
export const roleQuerySchema = optionalQuery(z.object({ isAdministradorFinca: optionalParam(booleanish) }));
