import { defineRoute } from "../route";
import * as cups from "../schemas/cups";
import * as user from "../schemas/user";
import { json, empty } from "./responses";

/** Part 1: accounts, signup, validation and passwords. */
export const accountRoutes = {
  checkConnection: defineRoute({
    method: "GET", path: "/ov/user/api/checkConnection", host: "customer", auth: "none",
    request: {}, response: json(user.connectionCheckSchema),
    summary: "Connection test of the login diagnostic ('Comprobar conexión')",
  }),
  userCups: defineRoute({
    method: "GET", path: "/ov/user/api/userCups", host: "byRole", auth: "none",
    request: { query: cups.userCupsQuerySchema }, response: json(cups.cupsLookupResponseSchema),
    summary: "Signup step 2: the CUPS linked to a tax id (customers) or an e-mail (administrators)",
  }),
  signup: defineRoute({
    method: "POST", path: "/ov/user/api/add", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.signupBodySchema },
    response: json(user.accountResultSchema),
    summary: "Create a user: 201/204/207 created; 200 with code 103 (or 500) username taken (SignupStatus)",
  }),
  privateToken: defineRoute({
    method: "POST", path: "/ov/user/api/privateToken", host: "customer", auth: "none", expiryExempt: true,
    request: { body: user.loginBodySchema }, response: json(user.loginResponseSchema),
    summary: "Log in: access and refresh tokens, e-mail and the administrator flag",
  }),
  logout: defineRoute({
    method: "POST", path: "/ov/user/api/logout", host: "customer", auth: "bearer", expiryExempt: true,
    request: { headers: user.logoutHeadersSchema }, response: empty,
    summary: "Log out: revokes the refresh token sent in the refresh_token header",
  }),
  me: defineRoute({
    method: "GET", path: "/ov/user/api/me", host: "customer", auth: "bearer",
    request: {}, response: json(user.userProfileSchema), summary: "The logged-in user's profile",
  }),
  changePassword: defineRoute({
    method: "POST", path: "/ov/user/api/changePasswordBackend", host: "byRole", auth: "bearer",
    request: { query: user.roleQuerySchema, body: user.changePasswordBodySchema }, response: empty,
    summary: "Change the password while logged in (see ChangePasswordStatus)",
  }),
  userValidation: defineRoute({
    method: "GET", path: "/ov/users/validation", host: "customer", auth: "none",
    request: { query: user.userValidationQuerySchema }, response: { kind: "redirect" },
    summary: "E-mail validation link: the browser is redirected to /user-validation or its error page",
  }),
  resendEmailVerification: defineRoute({
    method: "POST", path: "/ov/user/api/resendEmailVerification", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.resendEmailBodySchema }, response: empty,
    summary: "Resend the validation e-mail; errors carry mensaje (see ResendValidationStatus)",
  }),
  resendPasswordVerification: defineRoute({
    method: "POST", path: "/ov/user/api/resendPasswordVerification", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.passwordResetBodySchema },
    response: json(user.accountResultSchema),
    summary: "Password reset request: 202/204 sent; errors carry code (PasswordResetStatus/Code)",
  }),
  clientToken: defineRoute({
    method: "POST", path: "/token", host: "customer", auth: "basic",
    request: { query: user.clientTokenQuerySchema }, response: json(user.clientTokenResponseSchema),
    summary: "Client-credentials token for the set-password call",
  }),
  setPassword: defineRoute({
    method: "POST", path: "/ov/users/set-password", host: "customer", auth: "clientCredentials",
    request: { body: user.setPasswordBodySchema }, response: empty,
    summary: "Set a new password from the e-mail link; 202 is success (see SetPasswordStatus/Code)",
  }),
  recoverUsername: defineRoute({
    method: "POST", path: "/ov/user/api/recovery/username", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.recoverUsernameBodySchema },
    response: json(user.accountResultSchema),
    summary: "E-mail the username: 200 sent, 204 no account (RecoverUsernameStatus)",
  }),
  validateEmailToken: defineRoute({
    method: "GET", path: "/ov/user/api/validateEmailToken/", host: "customer", auth: "none",
    request: { headers: user.tokenHeadersSchema }, response: json(user.validateEmailTokenResponseSchema),
    summary: "Check an e-mail link token; mensaje 'Error al validar usuario.' means invalid",
  }),
  updatePassword: defineRoute({
    method: "PUT", path: "/ov/user/api/updatePassword/", host: "customer", auth: "none",
    request: { headers: user.updatePasswordHeadersSchema }, response: empty,
    summary: "New password from an e-mail link (headers token, newPassword); 204 success, 465 characters",
  }),
  verifyUserEmail: defineRoute({
    method: "GET", path: "/ov/user/api/verifyUserEmail/", host: "customer", auth: "none",
    request: { headers: user.tokenHeadersSchema }, response: empty,
    summary: "Confirm an e-mail address from its link; 204 is success",
  }),
} as const;
