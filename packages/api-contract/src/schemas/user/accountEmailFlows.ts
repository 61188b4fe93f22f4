import { z } from "zod";
import { email, headersSchema, numberish, oneLine, optionalParam, optionalText, password, phone, text, token } from "../common";

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
