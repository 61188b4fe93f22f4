import { z } from "zod";
import { text } from "../common";

/*
 * 'Mi cuenta' › 'Sesiones y actividad': the caller's open sessions (one per login) and the
 * account's activity of the last 12 months. Devices and addresses are approximate on
 * purpose: the browser and system named from the user agent, the IP cut to its network
 * (/24 IPv4, /48 IPv6), so the page helps recognise a login without storing a fingerprint.
 */

export const SESSION_ID_MESSAGE = "La sesión no es válida.";

/** What the user agent says about the device: each part null when it could not tell. */
export const deviceSchema = z.object({
  navegador: text(40).nullable(),
  sistema: text(40).nullable(),
  movil: z.boolean(),
});
export type SessionDevice = z.output<typeof deviceSchema>;

export const sessionEntrySchema = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  dispositivo: deviceSchema,
  /** The network the login came from (`81.32.10.0/24`, `2a02:9130:abcd::/48`), or null. */
  direccion: text(60).nullable(),
  iniciada: z.iso.datetime({ offset: true }),
  /** The login or the last token renewal (the portal renews while its customer is active). */
  ultimoUso: z.iso.datetime({ offset: true }),
  /** The session this call came from ('Esta sesión'). */
  actual: z.boolean(),
});
export type SessionEntry = z.output<typeof sessionEntrySchema>;

export const sessionsSchema = z.object({ sesiones: z.array(sessionEntrySchema).max(500) });
export type Sessions = z.output<typeof sessionsSchema>;

export const sessionParamsSchema = z.object({
  sessionId: z.string().regex(/^\d{1,18}$/, SESSION_ID_MESSAGE),
});

/** A close: the Spanish text to show and how many sessions ended. */
export const sessionsClosedSchema = z.object({ mensaje: text(300), cerradas: z.number().int().nonnegative() });
export type SessionsClosed = z.output<typeof sessionsClosedSchema>;

/** Every kind of activity the account records. `preferences` is a change of 'Preferencias'. */
export const ACTIVITY_KINDS = ["login", "login-failed", "password", "email", "phone", "iban", "session-closed", "preferences"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityEntrySchema = z.object({
  tipo: z.enum(ACTIVITY_KINDS),
  fecha: z.iso.datetime({ offset: true }),
  direccion: text(60).nullable(),
  dispositivo: deviceSchema.nullable(),
  /** What changed, already masked (`*** *** 678`, `ES** … 1234`, a contract number), or null. */
  detalle: text(120).nullable(),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

export const activitySchema = z.object({ actividad: z.array(activityEntrySchema).max(1000) });
export type Activity = z.output<typeof activitySchema>;
