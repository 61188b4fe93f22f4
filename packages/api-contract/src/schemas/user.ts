import { z } from "zod";
import {
  booleanish,
  count,
  email,
  headersSchema,
  numberish,
  oneLine,
  optionalParam,
  optionalQuery,
  optionalText,
  password,
  phone,
  text,
  token,
} from "./common";

// ------------------------------------------------------------------ connection and session

/** checkConnection. The spec only says "connection test": any 2xx means connected. */
export const connectionCheckSchema = z.object({
  status: text(40),
  serverTime: optionalText(40),
});
export type ConnectionCheck = z.output<typeof connectionCheckSchema>;

/** privateToken body. Administrators log in with their e-mail, so a username may be as
 * long as an e-mail. */
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
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const logoutHeadersSchema = headersSchema({ refresh_token: token });

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

// ------------------------------------------------------------------------------- signup

export const DOCUMENT_TYPES = ["nif", "cif", "nie"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** nif|cif|nie; the form shows them upper-case, so any case is accepted. */
const documentType = oneLine(3)
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(DOCUMENT_TYPES));

/**
 * POST /ov/user/api/add. The call table (§7) lists the wire fields; the "Signup user data"
 * entity (§3) adds role, identification and ownerCif, accepted here as optional so either
 * reading of the spec validates.
 */
export const signupBodySchema = z.object({
  username: oneLine(100).min(1),
  password,
  nif: oneLine(20).min(1),
  email,
  telefono: phone,
  firstName: oneLine(50).min(1),
  /** First and second surname joined by one space (50 characters together, plus the space). */
  lastName: oneLine(51),
  language: z.literal("es"),
  role: z.literal("access").optional(),
  identification: z.object({ typeDoc: documentType, idDoc: oneLine(20).min(1) }).optional(),
  ownerCif: oneLine(20).optional(),
});
export type SignupBody = z.output<typeof signupBodySchema>;

// -------------------------------------------------------------------- account e-mail flows

/**
 * The answer of the account calls whose 2xx statuses mean different things (signup: 200
 * is "username exists" and 201/204/207 "created"; recovery/username: 200 sent, 204 no
 * account; password reset: 202 or 204). Declared as JSON with an optional body so a
 * client can tell them apart: a 204 has no body, the others may carry code and mensaje
 * (signup's 200 carries code 103).
 */
export const accountResultSchema = z.object({ code: numberish(z.number().int()).optional(), mensaje: optionalText(500) }).optional();
export type AccountResult = z.output<typeof accountResultSchema>;

/** changePasswordBackend. For administrators the username is their stored e-mail. */
export const changePasswordBodySchema = z.object({
  username: oneLine(100).min(1),
  password,
  newPassword: password,
});

/** resendEmailVerification: administrators give only the e-mail; customers add username
 * and phone. */
export const resendEmailBodySchema = z.object({
  username: optionalParam(oneLine(100)),
  email,
  telefono: optionalParam(phone),
});

/** resendPasswordVerification (password reset request). The customer e-mail is only
 * "required, max 100" in the spec, so it is not checked as an address here. */
export const passwordResetBodySchema = z.object({
  username: oneLine(100).min(1),
  telefono: optionalParam(phone),
  email: oneLine(100).min(1),
});

/** POST /ov/users/set-password: the token is the `confirmation` query parameter of the
 * e-mail link. */
export const setPasswordBodySchema = z.object({
  userData: z.object({ token, password }),
});

export const recoverUsernameBodySchema = z.object({ email });

/** GET /ov/users/validation?token= (a browser redirect). */
export const userValidationQuerySchema = z.object({ token });

export const tokenHeadersSchema = headersSchema({ token });

export const updatePasswordHeadersSchema = headersSchema({ token, newPassword: password });

/** validateEmailToken answers {mensaje}; 'Error al validar usuario.' means invalid
 * (see ApiMessage.invalidEmailToken). */
export const validateEmailTokenResponseSchema = z.object({ mensaje: text(500) });
export type ValidateEmailTokenResponse = z.output<typeof validateEmailTokenResponseSchema>;

// --------------------------------------------------------------------- client credentials

export const clientTokenQuerySchema = z.object({ grant_type: z.literal("client_credentials") });

export const clientTokenResponseSchema = z.object({
  access_token: token,
  token_type: optionalText(40),
  expires_in: count.optional(),
});
export type ClientTokenResponse = z.output<typeof clientTokenResponseSchema>;
