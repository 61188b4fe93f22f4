import { routes } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { originOf, recordActivity } from "../../auth/activity";
import { checkSignupCode, issueSignupCode } from "../../auth/signupCodes";
import { pendingEmail, setUserPhone } from "../../db/accounts/contactChanges";
import { findUserById } from "../../db/accounts/users";
import { HttpError, unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { phoneChangedMail, phoneCodeSms } from "../../mail/contactMails";
import { sendMail } from "../../mail/outbox";
import { recipientOf } from "../../mail/recipient";
import type { AccountContext } from "./accountContext";
import { maskPhone } from "./signupProof";

/*
 * 'Datos de contacto', the phone: the signup's one-time codes (auth/signupCodes.ts: 6 digits,
 * 10 minutes, 5 tries, HMAC only) with a subject naming the user and the new number, so a
 * code confirms only the number it was sent to, for the account that asked for it.
 */

export const PHONE_CODE_SENT = "Te hemos enviado un código por SMS al nuevo móvil. Escríbelo para confirmar el cambio.";
export const PHONE_CHANGED = "Hemos guardado tu nuevo teléfono móvil.";
export const WRONG_PHONE_CODE = "El código no es correcto o ha caducado. Revisa el último SMS que te hemos enviado o pide un código nuevo.";

const phoneSubject = (userId: number, phone: string) => `phone:${userId}:${phone}`;

export function registerContactPhoneRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;

  mountRoute(app, deps, routes.contactDetails, async ({ caller }) => {
    const user = await findUserById(deps.db, caller.userId);
    if (!user) throw unauthorized();
    const phone = user.phone && /[1-9]/.test(user.phone) ? maskPhone(user.phone) : null;
    return { email: user.email, telefono: phone, emailPendiente: await pendingEmail(deps.db, user.id, deps.now()) };
  });

  // Past the per-recipient limit nothing is issued or sent and the answer is the same.
  mountRoute(app, deps, routes.phoneChange, async ({ caller, body, raw, reply }) => {
    const now = deps.now();
    await deps.limits.writes.count("contact", caller.userId, raw.ip, now);
    if (await mailLimiter.mayMail(`sms:${body.telefono}`, now)) {
      const code = await issueSignupCode(deps.db, deps.config.jwtSecret, phoneSubject(caller.userId, body.telefono), now);
      await sendMail(deps, phoneCodeSms(body.telefono, code, (await recipientOf(deps.db, caller.userId)).language));
    }
    reply.code(202);
    return { code: 202, mensaje: PHONE_CODE_SENT, destino: maskPhone(body.telefono) };
  });

  mountRoute(app, deps, routes.phoneConfirm, async ({ caller, body, raw }) => {
    const now = deps.now();
    await deps.limits.writes.count("contact", caller.userId, raw.ip, now);
    const subject = phoneSubject(caller.userId, body.telefono);
    if (!(await checkSignupCode(deps.db, deps.config.jwtSecret, subject, body.codigo, now, true))) {
      throw new HttpError(422, 422, WRONG_PHONE_CODE);
    }
    await setUserPhone(deps.db, caller.userId, body.telefono);
    await recordActivity(deps.db, { userId: caller.userId, kind: "phone", now, origin: originOf(raw), detail: maskPhone(body.telefono) });
    const user = await findUserById(deps.db, caller.userId);
    // A security notice: not subject to the per-recipient limit (the write quota bounds it).
    if (user) await sendMail(deps, phoneChangedMail(user.email, maskPhone(body.telefono), (await recipientOf(deps.db, user.id)).language));
    return { mensaje: PHONE_CHANGED };
  });
}
