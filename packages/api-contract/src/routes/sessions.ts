import { defineRoute } from "../route";
import * as user from "../schemas/user";
import { json } from "./responses";

/** 'Mi cuenta' › 'Sesiones y actividad': the caller's sessions and the account's activity.
 * Someone else's session id answers 404, as one that does not exist. */
export const sessionRoutes = {
  sessions: defineRoute({
    method: "GET",
    path: "/ov/user/api/sessions",
    host: "byRole",
    auth: "bearer",
    request: {},
    response: json(user.sessionsSchema),
    summary: "Not in the spec: the caller's open sessions (device, approximate address, started, last used; the caller's own marked)",
  }),
  sessionClose: defineRoute({
    method: "DELETE",
    path: "/ov/user/api/sessions/{sessionId}",
    host: "byRole",
    auth: "bearer",
    request: { params: user.sessionParamsSchema },
    response: json(user.sessionsClosedSchema),
    summary: "Not in the spec: ends one of the caller's sessions at once (its access tokens too); 404 not the caller's; mails a notice",
    errors: [404, 429],
  }),
  sessionsCloseOthers: defineRoute({
    method: "POST",
    path: "/ov/user/api/sessions/close-others",
    host: "byRole",
    auth: "bearer",
    request: {},
    response: json(user.sessionsClosedSchema),
    summary: "Not in the spec: ends every session of the caller but this one; mails a notice when one ended",
    errors: [429],
  }),
  activity: defineRoute({
    method: "GET",
    path: "/ov/user/api/activity",
    host: "byRole",
    auth: "bearer",
    request: {},
    response: json(user.activitySchema),
    summary: "Not in the spec: the account's activity of the last 12 months, newest first (logins, failed logins, changes, closes)",
  }),
} as const;
