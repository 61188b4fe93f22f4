import { routes, SignupVerification } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { withRetryAfter } from "../../auth/rateLimit";
import { adminSubject, checkSignupCode, holderSubject, issueSignupCode } from "../../auth/signupCodes";
import type { Role } from "../../auth/tokens";
import { adminSignupLookup, cupsLookupAnswer, customerSignupHolder, type FoundCups } from "../../db/accounts/signupLookup";
import { normalizePhone, normalizeTaxId, type User } from "../../db/accounts/users";
import { HttpError } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { mailLanguage } from "../../mail/languages";
import { sendMail } from "../../mail/outbox";
import { signupCodeMail, signupCodeSms } from "../../mail/signupMails";
import type { AccountContext } from "./accountContext";
import { noContract } from "./messages";

/*
 * Proof of possession before a user is attached to a holder (README "Signup"): the signup
 * names a holder (tax id and phone) or a pre-registered administrator (e-mail); a one-time
 * code goes to the contact the retailer has on file for it (auth/signupCodes.ts), and the
 * lookup shows the contracts, and the signup attaches the user, only with that code. Every
 * lookup is throttled per address and per subject (auth/lookupLimit.ts).
 */

/** Who a signup names, once its data matched. */
export interface SignupSubject {
  /** The code's subject (auth/signupCodes.ts). */
  subject: string;
  email: string | null;
  phone: string | null;
  cups: FoundCups[];
  /** The pre-registered administrator's row. */
  admin?: User;
}

export type Resolved = { kind: "found"; found: SignupSubject } | { kind: "registered" } | { kind: "none" };

export interface SignupNames {
  nif?: string | undefined;
  ownerCif?: string | undefined;
  telefono?: string | undefined;
  email?: string | undefined;
}

export const SIGNUP_CODE_SENT = "Te hemos enviado un código de verificación a los datos de contacto que constan en tu contrato.";

export const wrongCode = () =>
  new HttpError(
    SignupVerification.wrongCode,
    SignupVerification.wrongCode,
    "El código de verificación no es correcto o ha caducado. Revisa el último código que te hemos enviado o pide uno nuevo.",
  );

/** 'd***@example.com' */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** '*** *** 000' */
export function maskPhone(phone: string): string {
  return `*** *** ${normalizePhone(phone).slice(-3)}`;
}

/** The holder (customers: ownerCif, else nif) or the pre-registered administrator. */
async function resolve(ctx: AccountContext, role: Role, names: SignupNames): Promise<Resolved> {
  const { db } = ctx.deps;
  if (role === "admin") {
    const lookup = await adminSignupLookup(db, names.email ?? "");
    if (lookup.kind !== "pending") return lookup;
    const { user, cups } = lookup;
    return { kind: "found", found: { subject: adminSubject(user.id), email: user.email, phone: null, cups, admin: user } };
  }
  const taxId = normalizeTaxId(names.ownerCif?.trim() || names.nif || "");
  const match = await customerSignupHolder(db, taxId, names.telefono);
  if (!match) return { kind: "none" };
  const { holder, cups } = match;
  return { kind: "found", found: { subject: holderSubject(holder.taxId), email: holder.email, phone: holder.phone, cups } };
}

/** Resolves the signup's subject through the lookup limits: over them, 429; a subject that
 * did not match keeps its reserved failure. */
export async function throttledResolve(
  ctx: AccountContext,
  role: Role,
  names: SignupNames,
  address: string,
  reply: FastifyReply,
): Promise<Resolved> {
  const key =
    role === "admin"
      ? `email:${(names.email ?? "").trim().toLowerCase()}`
      : `nif:${normalizeTaxId(names.ownerCif?.trim() || names.nif || "")}`;
  const reservation = await withRetryAfter(reply, ctx.lookupLimiter.reserve(key, address, ctx.deps.now()));
  const resolved = await resolve(ctx, role, names);
  if (resolved.kind !== "none") await reservation.matched();
  return resolved;
}

/** Checks (or, with `spend`, uses up) the subject's code; 461 when it is not the right one. */
export async function requireSignupCode(ctx: AccountContext, subject: string, code: string | undefined, spend: boolean) {
  const { db, config } = ctx.deps;
  if (!(await checkSignupCode(db, config.jwtSecret, subject, code, ctx.deps.now(), spend))) throw wrongCode();
}

/** userCups (only with the code) and signupCode. */
export function registerSignupProofRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;

  mountRoute(app, deps, routes.userCups, async ({ query, raw, reply }) => {
    const role: Role = query.isAdministradorFinca ? "admin" : "customer";
    const resolved = await throttledResolve(ctx, role, query, raw.ip, reply);
    if (resolved.kind !== "found") throw noContract();
    await requireSignupCode(ctx, resolved.found.subject, query.codigo, false);
    return cupsLookupAnswer(resolved.found.cups);
  });

  // Past the per-recipient mail limit nothing is issued or sent (an older code keeps
  // working) and the answer is the same: the caller cannot tell.
  mountRoute(app, deps, routes.signupCode, async ({ query, body, raw, reply }) => {
    const role: Role = query.isAdministradorFinca ? "admin" : "customer";
    const resolved = await throttledResolve(ctx, role, body, raw.ip, reply);
    if (resolved.kind !== "found") throw noContract();
    const { found } = resolved;
    const now = deps.now();
    const lang = mailLanguage(raw.headers["accept-language"]);
    const email = found.email && (await mailLimiter.mayMail(found.email, now)) ? found.email : null;
    const phone = found.phone && (await mailLimiter.mayMail(`sms:${normalizePhone(found.phone)}`, now)) ? found.phone : null;
    if (email || phone) {
      const code = await issueSignupCode(deps.db, deps.config.jwtSecret, found.subject, now);
      if (email) await sendMail(deps, signupCodeMail(email, code, lang));
      if (phone) await sendMail(deps, signupCodeSms(phone, code, lang));
    }
    reply.code(SignupVerification.codeSent);
    return {
      code: SignupVerification.codeSent,
      mensaje: SIGNUP_CODE_SENT,
      destinos: {
        ...(found.email ? { email: maskEmail(found.email) } : {}),
        ...(found.phone ? { sms: maskPhone(found.phone) } : {}),
      },
    };
  });
}
