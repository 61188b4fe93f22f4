import { ResendValidationStatus, routes, SignupStatus } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { issueEmailToken } from "../../auth/emailTokens";
import { hashPassword } from "../../auth/passwords";
import { loginKey, withRetryAfter } from "../../auth/rateLimit";
import { hasLivePasswordLink } from "../../db/accounts/passwordLinks";
import {
  findByEmail,
  findByUsername,
  hasPassword,
  normalizeTaxId,
  roleOf,
  samePhone,
  type User,
  usernameTaken,
} from "../../db/accounts/users";
import { claimAdminProfile, findOtherHolderUsers, insertUser } from "../../db/accounts/userWrites";
import { mountRoute } from "../../http/contractRoute";
import { mailLanguage } from "../../mail/languages";
import { sendMail } from "../../mail/outbox";
import { adminPasswordMail, newUserNoticeMail } from "../../mail/signupMails";
import { validationMail } from "../../mail/templates";
import { type AccountContext, scoped } from "./accountContext";
import { ADMIN_ALREADY_REGISTERED, alreadyActive, missingFields, noContract, USERNAME_EXISTS, userNotFound } from "./messages";
import { checkNewPassword } from "./passwordChange";
import { registerSignupProofRoutes, requireSignupCode, type SignupSubject, throttledResolve } from "./signupProof";
import { checkSignupFields, customerPassword, isUniqueViolation, signupRequiredFields } from "./signupRules";
import { registerValidationLinkRoute } from "./validationLink";

const SIGNUP_THANKS = "Gracias por registrarte. Te hemos enviado un correo electrónico para activar tu cuenta.";
const ADMIN_SIGNUP_THANKS =
  "Gracias por registrarte. Te hemos enviado un correo electrónico para que elijas tu contraseña y actives tu cuenta.";

/** userCups, signupCode, signup, the validation link and resendEmailVerification. */
export function registerSignupRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;
  const { db, config } = deps;
  const languageOf = (request: FastifyRequest) => mailLanguage(request.headers["accept-language"]);

  // Past the per-recipient limit (auth/mailLimit.ts) nothing is issued or sent; the call
  // answers as if it had been. In the language of the portal the request came from.
  async function sendValidation(user: User, request: FastifyRequest): Promise<void> {
    const now = deps.now();
    if (!(await mailLimiter.mayMail(user.email, now))) return;
    const token = await issueEmailToken(db, user.id, "validation", now);
    await sendMail(deps, validationMail(config.publicUrl, user.email, user.firstName, token, languageOf(request)));
  }

  /** Every other user of the holder learns that a new one was attached, and how to report it. */
  async function noticeHolderUsers(user: User, request: FastifyRequest): Promise<void> {
    const now = deps.now();
    const others = await findOtherHolderUsers(db, user);
    const addresses = [...new Set(others.map((other) => other.email.trim().toLowerCase()))];
    for (const address of addresses) {
      if (await mailLimiter.mayMail(address, now)) await sendMail(deps, newUserNoticeMail(address, user.username, languageOf(request)));
    }
  }

  /** A pre-registered administrator's signup: names and phone, never the password, which
   * the owner of the mailbox chooses on the page the mailed link leads to. A signup while an
   * earlier one's link is still live replaces it (the new link retires the old one) and the
   * mail says so. */
  async function adminSignup(
    found: SignupSubject,
    body: { firstName: string; lastName: string; telefono: string },
    request: FastifyRequest,
  ) {
    const admin = found.admin!;
    const now = deps.now();
    const live = await hasLivePasswordLink(db, admin.id, now);
    const phone = /^0+$/.test(body.telefono) ? null : body.telefono;
    const user = await claimAdminProfile(db, admin.id, { firstName: body.firstName.trim(), lastName: body.lastName.trim(), phone });
    if (!user) return false;
    if (await mailLimiter.mayMail(user.email, now)) {
      const token = await issueEmailToken(db, user.id, "password-link", now);
      await sendMail(deps, adminPasswordMail(config.publicUrl, user.email, token, live, languageOf(request)));
    }
    return true;
  }

  registerSignupProofRoutes(app, ctx);

  scoped(app, (scope) => {
    // Required fields that are absent or blank answer the spec's 464 before the schema
    // (which would answer a generic 400) looks at the body.
    scope.addHook("preHandler", async (request) => {
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
    });

    mountRoute(scope, deps, routes.signup, async ({ query, body, raw, reply }) => {
      await withRetryAfter(reply, mailLimiter.countCall(raw.ip, deps.now()));
      const role = roleOf(query.isAdministradorFinca);
      checkSignupFields(body, role);
      // Administrators' passwords are never read: the owner of the mailbox chooses one later.
      if (role === "customer") checkNewPassword(customerPassword(body.password));
      if (role === "customer" && (await usernameTaken(db, "customer", body.username))) return USERNAME_EXISTS;
      const resolved = await throttledResolve(ctx, role, body, raw.ip, reply);
      if (resolved.kind === "registered") return ADMIN_ALREADY_REGISTERED;
      if (resolved.kind === "none") throw noContract();
      await requireSignupCode(ctx, resolved.found.subject, body.codigo, true);

      if (role === "admin") {
        if (!(await adminSignup(resolved.found, body, raw))) return ADMIN_ALREADY_REGISTERED; // another request claimed it first
        reply.code(SignupStatus.created);
        return { code: SignupStatus.created, mensaje: ADMIN_SIGNUP_THANKS };
      }
      let user: User | undefined;
      try {
        user = await insertUser(db, {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          language: body.language,
          role: "customer",
          username: body.username.trim(),
          email: body.email,
          passwordHash: await hashPassword(customerPassword(body.password)),
          taxId: normalizeTaxId(body.ownerCif?.trim() || body.nif),
          phone: body.telefono,
        });
      } catch (error) {
        if (isUniqueViolation(error)) return USERNAME_EXISTS;
        throw error;
      }
      if (!user) throw new Error("signup: the user row was not written");
      await sendValidation(user, raw);
      await noticeHolderUsers(user, raw);
      reply.code(SignupStatus.created);
      return { code: SignupStatus.created, mensaje: SIGNUP_THANKS };
    });
  });

  registerValidationLinkRoute(app, ctx);

  // Customers name the account by username, e-mail and phone; administrators by e-mail.
  mountRoute(app, deps, routes.resendEmailVerification, async ({ query, body, raw, reply }) => {
    const named = roleOf(query.isAdministradorFinca) === "admin" ? body.email : (body.username ?? body.email);
    await withRetryAfter(reply, mailLimiter.countCall(raw.ip, deps.now(), `resend:${loginKey(roleOf(query.isAdministradorFinca), named)}`));
    let user: User | undefined;
    if (roleOf(query.isAdministradorFinca) === "admin") {
      user = (await findByEmail(db, "admin", body.email)).find(hasPassword);
    } else if (body.username) {
      const candidate = await findByUsername(db, "customer", body.username);
      const matches =
        candidate !== undefined && candidate.email.toLowerCase() === body.email.toLowerCase() && samePhone(candidate.phone, body.telefono);
      user = matches ? candidate : undefined;
    }
    if (!user || !hasPassword(user)) throw userNotFound();
    if (user.validatedAt) throw alreadyActive();
    await sendValidation(user, raw);
    reply.code(ResendValidationStatus.sentNoContent);
  });
}
