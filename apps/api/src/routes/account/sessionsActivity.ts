import { routes } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { listActivity, originOf, recordActivity } from "../../auth/activity";
import { deviceOf } from "../../auth/sessionDevice";
import { endUserSession, endUserSessions, forgetSessions, listOpenSessions } from "../../auth/sessions";
import { findUserById } from "../../db/accounts/users";
import { notFound, unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { sendMail } from "../../mail/outbox";
import { recipientOf } from "../../mail/recipient";
import { sessionsClosedMail } from "../../mail/securityMails";
import type { AccountContext } from "./accountContext";

/*
 * 'Sesiones y actividad': the caller's sessions and the account's activity. A session is
 * ended as a logout ends it (auth/sessions.ts): its refresh token stops at once and so do its
 * access tokens, here and, within OPEN_TRUST_MS, on the other replicas. Someone else's
 * session id is a 404, as an unknown one. Each close is a write under the `sessions` quota,
 * is recorded in the activity and mailed to the account's address.
 */

export const SESSION_CLOSED = "Hemos cerrado la sesión. Quien la usaba tendrá que volver a entrar.";
export const OTHERS_CLOSED = "Hemos cerrado las demás sesiones. Solo sigue abierta esta.";
export const NO_OTHERS = "No hay más sesiones abiertas.";
export const SESSION_NOT_FOUND = "No hemos encontrado esa sesión: puede que ya esté cerrada.";

export function registerSessionsActivityRoutes(app: FastifyInstance, { deps }: AccountContext): void {
  const { db } = deps;

  mountRoute(app, deps, routes.sessions, async ({ caller }) => {
    const sessions = await listOpenSessions(db, caller.userId, deps.now());
    return {
      sesiones: sessions.map((session) => ({
        id: String(session.id),
        dispositivo: deviceOf(session.userAgent),
        direccion: session.address,
        iniciada: session.startedAt.toISOString(),
        ultimoUso: session.lastActiveAt.toISOString(),
        actual: session.id === caller.sessionId,
      })),
    };
  });

  mountRoute(app, deps, routes.sessionClose, async ({ caller, params, raw }) => {
    const now = deps.now();
    await deps.limits.writes.count("sessions", caller.userId, raw.ip, now);
    if (!(await endUserSession(db, caller.userId, Number(params.sessionId), now))) throw notFound(SESSION_NOT_FOUND);
    await closed(caller.userId, 1, originOf(raw), now);
    return { mensaje: SESSION_CLOSED, cerradas: 1 };
  });

  mountRoute(app, deps, routes.sessionsCloseOthers, async ({ caller, raw }) => {
    const now = deps.now();
    await deps.limits.writes.count("sessions", caller.userId, raw.ip, now);
    const ended = await endUserSessions(db, caller.userId, now, caller.sessionId);
    forgetSessions(db, ended);
    if (ended.length === 0) return { mensaje: NO_OTHERS, cerradas: 0 };
    await closed(caller.userId, ended.length, originOf(raw), now);
    return { mensaje: OTHERS_CLOSED, cerradas: ended.length };
  });

  mountRoute(app, deps, routes.activity, async ({ caller }) => ({ actividad: await listActivity(db, caller.userId, deps.now()) }));

  async function closed(userId: number, count: number, origin: ReturnType<typeof originOf>, now: Date): Promise<void> {
    await recordActivity(db, { userId, kind: "session-closed", now, origin, detail: String(count) });
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    // A security notice: not subject to the per-recipient limit (the write quota bounds it).
    await sendMail(deps, sessionsClosedMail(user.email, count, (await recipientOf(db, userId)).language));
  }
}
