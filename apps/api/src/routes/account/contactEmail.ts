import { routes } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { originOf, recordActivity } from "../../auth/activity";
import { consumeEmailToken, issueEmailToken } from "../../auth/emailTokens";
import { endUserSessions, forgetSessions } from "../../auth/sessions";
import { emailUsedByOther, retireEmailTokens, setUserEmail } from "../../db/accounts/contactChanges";
import { findUserById } from "../../db/accounts/users";
import type { Database } from "../../db/client";
import { HttpError, unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { emailChangedMail, emailConfirmMail } from "../../mail/contactMails";
import { sendMail } from "../../mail/outbox";
import { recipientOf } from "../../mail/recipient";
import type { AccountContext } from "./accountContext";
import { maskEmail } from "./signupProof";

/*
 * 'Datos de contacto', the e-mail: the new address confirms the change with a link
 * (`email-change`, 24 hours, single use, the address in its payload); until then the old
 * one stays. Once confirmed, the old address gets a notice with an undo link (`email-undo`,
 * 7 days, single use), which puts the old address back and ends every session.
 */

export const UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
export const EMAIL_LINK_SENT =
  "Te hemos enviado un enlace a la nueva dirección. Ábrelo para confirmar el cambio; hasta entonces seguiremos usando la actual.";
export const EMAIL_CHANGED = "Hemos cambiado tu dirección de correo electrónico. Hemos avisado a la dirección anterior.";
export const EMAIL_RESTORED =
  "Hemos vuelto a poner tu dirección de correo electrónico anterior y hemos cerrado todas las sesiones. Te recomendamos cambiar la contraseña.";
// As the signup, it says the address cannot be used, not whose it is.
export const EMAIL_IN_USE = "No puedes usar esta dirección de correo electrónico. Escribe otra.";
export const SAME_EMAIL = "Esta ya es la dirección de correo electrónico de tu cuenta.";
export const LINK_INVALID = "El enlace no es válido, ya se ha usado o ha caducado.";

const linkInvalid = () => new HttpError(410, 410, LINK_INVALID);
const inUse = () => new HttpError(409, 409, EMAIL_IN_USE);

async function confirmChange(db: Database, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const owner = await consumeEmailToken(t, token, ["email-change"], now);
    if (!owner?.payload) throw linkInvalid();
    const user = await findUserById(t, owner.userId);
    if (!user) throw linkInvalid();
    if (await emailUsedByOther(t, owner.payload, user.id)) throw inUse();
    await setUserEmail(t, user.id, owner.payload);
    const undo = await issueEmailToken(t, user.id, "email-undo", now, { payload: user.email, ttlMs: UNDO_TTL_MS });
    return { userId: user.id, oldAddress: user.email, newAddress: owner.payload, undo };
  });
}

async function undoChange(db: Database, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const owner = await consumeEmailToken(t, token, ["email-undo"], now);
    if (!owner?.payload) throw linkInvalid();
    await setUserEmail(t, owner.userId, owner.payload);
    await retireEmailTokens(t, owner.userId, "email-change", now);
    return { userId: owner.userId, address: owner.payload, ended: await endUserSessions(t, owner.userId, now) };
  });
}

export function registerContactEmailRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const { deps, mailLimiter } = ctx;

  // Past the per-recipient limit nothing is issued or sent and the answer is the same.
  mountRoute(app, deps, routes.emailChange, async ({ caller, body, raw, reply }) => {
    const now = deps.now();
    const user = await findUserById(deps.db, caller.userId);
    if (!user) throw unauthorized();
    if (user.email.trim().toLowerCase() === body.email) throw new HttpError(400, 400, SAME_EMAIL);
    await deps.limits.writes.count("contact", caller.userId, raw.ip, now);
    if (await emailUsedByOther(deps.db, body.email, user.id)) throw inUse();
    if (await mailLimiter.mayMail(body.email, now)) {
      const token = await issueEmailToken(deps.db, user.id, "email-change", now, { payload: body.email });
      const { language } = await recipientOf(deps.db, user.id);
      await sendMail(deps, emailConfirmMail(deps.config.publicUrl, body.email, token, language));
    }
    reply.code(202);
    return { code: 202, mensaje: EMAIL_LINK_SENT, destino: maskEmail(body.email) };
  });

  mountRoute(app, deps, routes.emailConfirm, async ({ body, raw }) => {
    const now = deps.now();
    const done = await confirmChange(deps.db, body.token, now);
    const detail = maskEmail(done.newAddress);
    await recordActivity(deps.db, { userId: done.userId, kind: "email", now, origin: originOf(raw), detail });
    // A security notice: not subject to the per-recipient limit (one per confirmed link).
    const { language } = await recipientOf(deps.db, done.userId);
    await sendMail(deps, emailChangedMail(deps.config.publicUrl, done.oldAddress, done.newAddress, done.undo, language));
    return { mensaje: EMAIL_CHANGED };
  });

  mountRoute(app, deps, routes.emailUndo, async ({ body, raw }) => {
    const now = deps.now();
    const undone = await undoChange(deps.db, body.token, now);
    forgetSessions(deps.db, undone.ended);
    const detail = maskEmail(undone.address);
    await recordActivity(deps.db, { userId: undone.userId, kind: "email", now, origin: originOf(raw), detail });
    return { mensaje: EMAIL_RESTORED };
  });
}
