import { ResendValidationStatus, routes, SignupStatus } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { loginKey, withRetryAfter } from "../../auth/rateLimit";
import { findByEmail, findByUsername, hasPassword, roleOf, samePhone, type User, usernameTaken } from "../../db/accounts/users";
import { mountRoute } from "../../http/contractRoute";
import { type AccountContext, scoped } from "./accountContext";
import { ADMIN_ALREADY_REGISTERED, alreadyActive, missingFields, noContract, USERNAME_EXISTS, userNotFound } from "./messages";
import { checkNewPassword } from "./passwordChange";
import { registerSignupProofRoutes, requireSignupCode, throttledResolve } from "./signupProof";
import { checkSignupFields, customerPassword, isUniqueViolation, signupRequiredFields } from "./signupRules";
import { adminSignup, insertCustomer, noticeHolderUsers, sendValidation } from "./signupSteps";
import { registerValidationLinkRoute } from "./validationLink";

const SIGNUP_THANKS = "Gracias por registrarte. Te hemos enviado un correo electrónico para activar tu cuenta.";
const ADMIN_SIGNUP_THANKS =
  "Gracias por registrarte. Te hemos enviado un correo electrónico para que elijas tu contraseña y actives tu cuenta.";

/** userCups, signupCode, signup, the validation link and resendEmailVerification. */
export function registerSignupRoutes(app: FastifyInstance, ctx: AccountContext): void {
  registerSignupProofRoutes(app, ctx);
  registerSignupRoute(app, ctx);
  registerValidationLinkRoute(app, ctx);
  registerResendValidationRoute(app, ctx);
}

function registerSignupRoute(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;
  scoped(app, (scope) => {
    scope.addHook("preHandler", async (request) => requireSignupFields(request));
    mountRoute(scope, deps, routes.signup, async ({ query, body, raw, reply }) => {
      await withRetryAfter(reply, mailLimiter.countCall(raw.ip, deps.now()));
      const role = roleOf(query.isAdministradorFinca);
      checkSignupFields(body, role);
      // Administrators' passwords are never read: the owner of the mailbox chooses one later.
      if (role === "customer") checkNewPassword(customerPassword(body.password));
      if (role === "customer" && (await usernameTaken(deps.db, "customer", body.username))) return USERNAME_EXISTS;
      const resolved = await throttledResolve(ctx, role, body, raw.ip, reply);
      if (resolved.kind === "registered") return ADMIN_ALREADY_REGISTERED;
      if (resolved.kind === "none") throw noContract();
      await requireSignupCode(ctx, resolved.found.subject, body.codigo, true);

      if (role === "admin") {
        if (!(await adminSignup(ctx, resolved.found, body, raw))) return ADMIN_ALREADY_REGISTERED; // another request claimed it first
        reply.code(SignupStatus.created);
        return { code: SignupStatus.created, mensaje: ADMIN_SIGNUP_THANKS };
      }
      let user: User;
      try {
        user = await insertCustomer(ctx, body);
      } catch (error) {
        if (isUniqueViolation(error)) return USERNAME_EXISTS;
        throw error;
      }
      await sendValidation(ctx, user, raw);
      await noticeHolderUsers(ctx, user, raw);
      reply.code(SignupStatus.created);
      return { code: SignupStatus.created, mensaje: SIGNUP_THANKS };
    });
  });
}

/** Required fields that are absent or blank answer the spec's 464 before the schema (which
 * would answer a generic 400) looks at the body. */
function requireSignupFields(request: FastifyRequest): void {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  // A query the route refuses later counts as a customer's: the stricter list.
  const query = routes.signup.request.query.safeParse(request.query);
  const role = roleOf(query.success ? query.data.isAdministradorFinca : undefined);
  if (signupRequiredFields(role).some((field) => blank(record[field]))) throw missingFields();
  // An administrator's blank password (an older form's) is no password, not a bad one.
  if (role === "admin" && blank(record.password)) delete record.password;
}

/** Customers name the account by username, e-mail and phone; administrators by e-mail. */
function registerResendValidationRoute(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;
  mountRoute(app, deps, routes.resendEmailVerification, async ({ query, body, raw, reply }) => {
    const named = roleOf(query.isAdministradorFinca) === "admin" ? body.email : (body.username ?? body.email);
    await withRetryAfter(reply, mailLimiter.countCall(raw.ip, deps.now(), `resend:${loginKey(roleOf(query.isAdministradorFinca), named)}`));
    let user: User | undefined;
    if (roleOf(query.isAdministradorFinca) === "admin") {
      user = (await findByEmail(deps.db, "admin", body.email)).find(hasPassword);
    } else if (body.username) {
      const candidate = await findByUsername(deps.db, "customer", body.username);
      const matches =
        candidate !== undefined && candidate.email.toLowerCase() === body.email.toLowerCase() && samePhone(candidate.phone, body.telefono);
      user = matches ? candidate : undefined;
    }
    if (!user || !hasPassword(user)) throw userNotFound();
    if (user.validatedAt) throw alreadyActive();
    await sendValidation(ctx, user, raw);
    reply.code(ResendValidationStatus.sentNoContent);
  });
}
