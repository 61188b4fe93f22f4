import {
  ApiMessage,
  PasswordResetCode,
  PasswordResetStatus,
  RecoverUsernameStatus,
  routes,
  TokenPageCode,
} from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { consumeEmailToken, findEmailToken, issueEmailToken } from "../../auth/emailTokens";
import { loginKey, withRetryAfter } from "../../auth/rateLimit";
import { findByEmail, findByIdentifier, findByUsername, hasPassword, roleOf, samePhone, signInIdentifier } from "../../db/accounts/users";
import { markUserValidated } from "../../db/accounts/userWrites";
import { mountRoute } from "../../http/contractRoute";
import { mailLanguage } from "../../mail/languages";
import { sendMail } from "../../mail/outbox";
import { passwordResetMail, usernameMail } from "../../mail/templates";
import type { AccountContext } from "./accountContext";
import { confirmationInvalid, resetMismatch } from "./messages";
import { checkNewPassword, resetPasswordWithToken } from "./passwordChange";

/** The answer of the e-mail-link pages to a token that is unknown, used or expired: 410
 * Gone with 147, the code of an expired or wrong confirmation code (the pages show
 * "link expired" for anything but 204 and 465). */
export const LINK_GONE_STATUS = 410;
const linkGone = () => confirmationInvalid(LINK_GONE_STATUS);

const VALID_TOKEN_MESSAGE = "Token válido.";

/** resendPasswordVerification, recovery/username and the e-mail-link token pages. */
export function registerRecoveryRoutes(app: FastifyInstance, { deps, mailLimiter }: AccountContext): void {
  const { db, config } = deps;

  // Reset request. Customers give username, e-mail and phone; administrators their e-mail
  // (as username; their derived username works too) and the e-mail again to confirm, and
  // no phone check (they sign up with '0'). An account without a password (an
  // administrator who has not signed up) is not registered yet: 174. Past the e-mail
  // limits (auth/mailLimit.ts) the answer is the same 204, without token or mail.
  mountRoute(app, deps, routes.resendPasswordVerification, async ({ query, body, raw, reply }) => {
    const now = deps.now();
    const role = roleOf(query.isAdministradorFinca);
    await withRetryAfter(reply, mailLimiter.countCall(raw.ip, now, `reset:${loginKey(role, body.username)}`));
    const user =
      (await findByIdentifier(db, role, body.username)) ?? (role === "admin" ? await findByUsername(db, role, body.username) : undefined);
    if (!user || !hasPassword(user)) throw resetMismatch(PasswordResetCode.usernameNotRegistered);
    if (user.email.toLowerCase() !== body.email.trim().toLowerCase()) throw resetMismatch(PasswordResetCode.emailMismatch);
    if (role === "customer" && !samePhone(user.phone, body.telefono)) throw resetMismatch(PasswordResetCode.phoneMismatch);

    if (await mailLimiter.mayMail(user.email, now)) {
      const token = await issueEmailToken(db, user.id, "password-reset", now);
      await sendMail(
        deps,
        passwordResetMail(config.publicUrl, user.email, user.firstName, token, mailLanguage(raw.headers["accept-language"])),
      );
    }
    reply.code(PasswordResetStatus.sent);
  });

  // One mail listing every account of the address (customers may share one), each with a
  // link to change its password; 204 when the address has no account. Past the e-mail
  // limits the answer is the same 200, without tokens or mail.
  mountRoute(app, deps, routes.recoverUsername, async ({ query, body, raw, reply }) => {
    const now = deps.now();
    const role = roleOf(query.isAdministradorFinca);
    await withRetryAfter(reply, mailLimiter.countCall(raw.ip, now, `username:${loginKey(role, body.email)}`));
    const accounts = (await findByEmail(db, role, body.email)).filter(hasPassword);
    if (accounts.length === 0) {
      reply.code(RecoverUsernameStatus.noAccount);
      return undefined;
    }
    if (await mailLimiter.mayMail(accounts[0]!.email, now)) {
      const recovered = [];
      for (const account of accounts) {
        recovered.push({ signInWith: signInIdentifier(account), token: await issueEmailToken(db, account.id, "password-link", now) });
      }
      await sendMail(
        deps,
        usernameMail(config.publicUrl, accounts[0]!.email, recovered, role === "admin", mailLanguage(raw.headers["accept-language"])),
      );
    }
    return { code: RecoverUsernameStatus.sent, mensaje: "Te hemos enviado un correo electrónico con tu nombre de usuario." };
  });

  // Checks the token of an e-mail link page without spending it. Both answers are 200:
  // the page reads mensaje. The spec has one check call for every token page (part 1 §4),
  // so it knows the tokens each page spends: password links (updatePassword) and
  // verification links (verifyUserEmail). A token of the other page passes the check and
  // is refused by the spending call, which the page shows as an expired link.
  mountRoute(app, deps, routes.validateEmailToken, async ({ headers }) => {
    const owner = await findEmailToken(db, headers.token, ["password-link", "verify-email", "validation"], deps.now());
    return { mensaje: owner ? VALID_TOKEN_MESSAGE : ApiMessage.invalidEmailToken };
  });

  // The new password from the e-mail-link page. A dead link answers before the password
  // is looked at (the page can only offer a new link).
  mountRoute(app, deps, routes.updatePassword, async ({ headers, reply }) => {
    const now = deps.now();
    if (!(await findEmailToken(db, headers.token, ["password-link"], now))) throw linkGone();
    checkNewPassword(headers.newPassword);
    await resetPasswordWithToken(db, headers.token, ["password-link"], headers.newPassword, now, linkGone);
    reply.code(TokenPageCode.success);
  });

  // Confirms the address: the token of a validation mail (or a verify-email token).
  mountRoute(app, deps, routes.verifyUserEmail, async ({ headers, reply }) => {
    const now = deps.now();
    const owner = await consumeEmailToken(db, headers.token, ["verify-email", "validation"], now);
    if (!owner) throw linkGone();
    await markUserValidated(db, owner.userId, now);
    reply.code(TokenPageCode.success);
  });
}
