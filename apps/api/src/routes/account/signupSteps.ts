import type { FastifyRequest } from "fastify";
import { issueEmailToken } from "../../auth/emailTokens";
import { hashPassword } from "../../auth/passwords";
import { hasLivePasswordLink } from "../../db/accounts/passwordLinks";
import { normalizeTaxId, type User } from "../../db/accounts/users";
import { claimAdminProfile, findOtherHolderUsers, insertUser } from "../../db/accounts/userWrites";
import { mailLanguage } from "../../mail/languages";
import { sendMail } from "../../mail/outbox";
import { adminPasswordMail, newUserNoticeMail } from "../../mail/signupMails";
import { validationMail } from "../../mail/templates";
import type { AccountContext } from "./accountContext";
import type { SignupSubject } from "./signupProof";
import { customerPassword } from "./signupRules";

const languageOf = (request: FastifyRequest) => mailLanguage(request.headers["accept-language"]);

/** The validation link, in the language of the portal the request came from. Past the
 * per-recipient limit (auth/mailLimit.ts) nothing is issued or sent; the call answers as if
 * it had been. */
export async function sendValidation(ctx: AccountContext, user: User, request: FastifyRequest): Promise<void> {
  const { deps, mailLimiter } = ctx;
  const now = deps.now();
  if (!(await mailLimiter.mayMail(user.email, now))) return;
  const token = await issueEmailToken(deps.db, user.id, "validation", now);
  await sendMail(deps, validationMail(deps.config.publicUrl, user.email, user.firstName, token, languageOf(request)));
}

/** Every other user of the holder learns that a new one was attached, and how to report it. */
export async function noticeHolderUsers(ctx: AccountContext, user: User, request: FastifyRequest): Promise<void> {
  const { deps, mailLimiter } = ctx;
  const now = deps.now();
  const others = await findOtherHolderUsers(deps.db, user);
  const addresses = [...new Set(others.map((other) => other.email.trim().toLowerCase()))];
  for (const address of addresses) {
    if (await mailLimiter.mayMail(address, now)) await sendMail(deps, newUserNoticeMail(address, user.username, languageOf(request)));
  }
}

/** A pre-registered administrator's signup: names and phone, never the password, which
 * the owner of the mailbox chooses on the page the mailed link leads to. A signup while an
 * earlier one's link is still live replaces it (the new link retires the old one) and the
 * mail says so. False when another request claimed the profile first. */
export async function adminSignup(
  ctx: AccountContext,
  found: SignupSubject,
  body: { firstName: string; lastName: string; telefono: string },
  request: FastifyRequest,
): Promise<boolean> {
  const { deps, mailLimiter } = ctx;
  const admin = found.admin!;
  const now = deps.now();
  const live = await hasLivePasswordLink(deps.db, admin.id, now);
  const phone = /^0+$/.test(body.telefono) ? null : body.telefono;
  const user = await claimAdminProfile(deps.db, admin.id, { firstName: body.firstName.trim(), lastName: body.lastName.trim(), phone });
  if (!user) return false;
  if (await mailLimiter.mayMail(user.email, now)) {
    const token = await issueEmailToken(deps.db, user.id, "password-link", now);
    await sendMail(deps, adminPasswordMail(deps.config.publicUrl, user.email, token, live, languageOf(request)));
  }
  return true;
}

interface CustomerSignup {
  firstName: string;
  lastName: string;
  language: string;
  username: string;
  email: string;
  password?: string | undefined;
  ownerCif?: string | undefined;
  nif: string;
  telefono: string;
}

/** The customer's user row, its password hashed; a unique violation (a username taken by
 * a parallel signup) is the caller's to answer. */
export async function insertCustomer(ctx: AccountContext, body: CustomerSignup): Promise<User> {
  const user = await insertUser(ctx.deps.db, {
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
  if (!user) throw new Error("signup: the user row was not written");
  return user;
}
