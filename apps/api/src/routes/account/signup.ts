import { ResendValidationStatus, routes, SignupStatus } from "@oficina-virtual/api-contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { consumeEmailToken, issueEmailToken } from "../../auth/emailTokens";
import { hashPassword, NO_PASSWORD } from "../../auth/passwords";
import { loginKey, withRetryAfter } from "../../auth/rateLimit";
import { users } from "../../db/schema";
import { mountRoute } from "../../http/contractRoute";
import { mailLanguage } from "../../mail/languages";
import { sendMail } from "../../mail/outbox";
import { validationMail } from "../../mail/templates";
import { type AccountContext, scoped } from "./accountContext";
import { ADMIN_ALREADY_REGISTERED, alreadyActive, missingFields, noContract, USERNAME_EXISTS, userNotFound } from "./messages";
import { checkNewPassword } from "./passwordChange";
import { adminSignupLookup, cupsLookupAnswer, customerSignupCups } from "./signupLookup";
import { checkSignupFields, isUniqueViolation, SIGNUP_REQUIRED_FIELDS } from "./signupRules";
import {
  findByEmail,
  findByUsername,
  findUserById,
  hasPassword,
  normalizeTaxId,
  roleOf,
  samePhone,
  signInIdentifier,
  type User,
  usernameTaken,
  validatedNow,
} from "./users";

const SIGNUP_THANKS = "Gracias por registrarte. Te hemos enviado un correo electrónico para activar tu cuenta.";
export const VALIDATION_ERROR_PAGE = "/user-validation-error";

/** userCups, signup, the validation link and resendEmailVerification. */
export function registerSignupRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;
  const { db, config } = deps;

  // Past the per-recipient limit (auth/mailLimit.ts) nothing is issued or sent; the call
  // answers as if it had been.
  // In the language of the portal the request came from (its Accept-Language).
  async function sendValidation(user: User, request: FastifyRequest): Promise<void> {
    const now = deps.now();
    if (!(await mailLimiter.mayMail(user.email, now))) return;
    const token = await issueEmailToken(db, user.id, "validation", now);
    await sendMail(
      deps,
      validationMail(config.publicUrl, user.email, user.firstName, token, mailLanguage(request.headers["accept-language"])),
    );
  }

  mountRoute(app, deps, routes.userCups, async ({ query }) => {
    if (query.isAdministradorFinca) {
      // The schema requires email from administrators and nif from customers.
      const found = await adminSignupLookup(db, query.email ?? "");
      if (found.kind !== "pending") throw noContract();
      return cupsLookupAnswer(found.cups);
    }
    const cups = await customerSignupCups(db, query.nif ?? "", query.telefono);
    if (cups.length === 0) throw noContract();
    return cupsLookupAnswer(cups);
  });

  scoped(app, (scope) => {
    // Required fields that are absent or blank answer the spec's 464 before the schema
    // (which would answer a generic 400) looks at the body.
    scope.addHook("preHandler", async (request) => {
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) return;
      const record = body as Record<string, unknown>;
      const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
      if (SIGNUP_REQUIRED_FIELDS.some((field) => blank(record[field]))) throw missingFields();
    });

    mountRoute(scope, deps, routes.signup, async ({ query, body, raw, reply }) => {
      await withRetryAfter(reply, mailLimiter.countCall(raw.ip, deps.now()));
      const role = roleOf(query.isAdministradorFinca);
      checkSignupFields(body, role);
      checkNewPassword(body.password);
      const profile = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        language: body.language,
      };

      let user: User | undefined;
      if (role === "admin") {
        const found = await adminSignupLookup(db, body.email);
        if (found.kind === "registered") return ADMIN_ALREADY_REGISTERED;
        if (found.kind === "none") throw noContract();
        const phone = /^0+$/.test(body.telefono) ? null : body.telefono;
        [user] = await db
          .update(users)
          .set({ ...profile, phone, passwordHash: await hashPassword(body.password), validatedAt: null })
          .where(and(eq(users.id, found.user.id), eq(users.passwordHash, NO_PASSWORD)))
          .returning();
        if (!user) return ADMIN_ALREADY_REGISTERED; // another request claimed it first
      } else {
        if (await usernameTaken(db, "customer", body.username)) return USERNAME_EXISTS;
        const holderTaxId = normalizeTaxId(body.ownerCif?.trim() || body.nif);
        const cups = await customerSignupCups(db, holderTaxId, body.telefono);
        if (cups.length === 0) throw noContract();
        try {
          [user] = await db
            .insert(users)
            .values({
              ...profile,
              role: "customer",
              username: body.username.trim(),
              email: body.email,
              passwordHash: await hashPassword(body.password),
              taxId: holderTaxId,
              phone: body.telefono,
            })
            .returning();
        } catch (error) {
          if (isUniqueViolation(error)) return USERNAME_EXISTS;
          throw error;
        }
      }
      if (!user) throw new Error("signup: the user row was not written");
      await sendValidation(user, raw);
      reply.code(SignupStatus.created);
      return { code: SignupStatus.created, mensaje: SIGNUP_THANKS };
    });
  });

  scoped(app, (scope) => {
    // A browser follows this link: a missing or malformed token also ends on the error page.
    scope.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      const token = (request.query as Record<string, unknown> | undefined)?.token;
      if (typeof token !== "string" || token === "" || token.length > 4096) return reply.redirect(VALIDATION_ERROR_PAGE, 302);
    });

    mountRoute(scope, deps, routes.userValidation, async ({ query, reply }) => {
      const now = deps.now();
      const owner = await consumeEmailToken(db, query.token, ["validation"], now);
      const user = owner ? await findUserById(db, owner.userId) : undefined;
      if (!user) return reply.redirect(VALIDATION_ERROR_PAGE, 302);
      await db.update(users).set(validatedNow(now)).where(eq(users.id, user.id));
      const name = Buffer.from(signInIdentifier(user), "utf8").toString("base64");
      return reply.redirect(`/user-validation?user=${encodeURIComponent(name)}`, 302);
    });
  });

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
