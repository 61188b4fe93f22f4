import { z } from "zod";
import { text, token } from "../common";

/*
 * 'Datos de contacto' in 'Mi cuenta': the signed-in user's e-mail and mobile phone. A new
 * phone is confirmed by a one-time code sent to it by SMS; a new e-mail by a link sent to
 * it, and the old address can undo the change for 7 days.
 */

export const MOBILE_PHONE_MESSAGE = "Introduce un número de móvil español: 9 cifras que empiecen por 6 o 7, con +34 delante si quieres.";
export const CHANGE_CODE_MESSAGE = "El código tiene 6 cifras.";
export const NEW_EMAIL_MESSAGE = "Introduce una dirección de correo electrónico válida, por ejemplo nombre@dominio.es.";

/** A Spanish mobile: +34 (or 0034, 34) optional, then 9 digits starting with 6 or 7;
 * spaces, dots and hyphens between digits are ignored. */
export const SPANISH_MOBILE = /^(?:(?:\+|00)?34)?[67]\d{8}$/;

/** The national 9 digits of a Spanish mobile, or null when it is not one. */
export function spanishMobile(value: string): string | null {
  const compact = value.replace(/[ .-]/g, "");
  return SPANISH_MOBILE.test(compact) ? compact.slice(-9) : null;
}

export const mobilePhone = z
  .string()
  .max(30, MOBILE_PHONE_MESSAGE)
  .refine((value) => spanishMobile(value) !== null, { message: MOBILE_PHONE_MESSAGE })
  .transform((value) => spanishMobile(value) ?? value);

export const changeCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, CHANGE_CODE_MESSAGE);

export const newEmail = z
  .string()
  .trim()
  .max(100, NEW_EMAIL_MESSAGE)
  .pipe(z.email(NEW_EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase());

/** GET contactDetails: the e-mail in use, the phone masked, and an e-mail change waiting for
 * its confirmation (the new address), if any. */
export const contactDetailsSchema = z.object({
  email: text(254),
  telefono: text(20).nullable(),
  emailPendiente: text(254).nullable(),
});
export type ContactDetails = z.output<typeof contactDetailsSchema>;

export const phoneChangeBodySchema = z.object({ telefono: mobilePhone });
export const phoneConfirmBodySchema = z.object({ telefono: mobilePhone, codigo: changeCode });
export const emailChangeBodySchema = z.object({ email: newEmail });
export const contactTokenBodySchema = z.object({ token });

/** The 202 of a requested change: where the code or the link went (masked). */
export const contactChangeSentSchema = z.object({ code: z.number(), mensaje: text(300), destino: text(254) });
export type ContactChangeSent = z.output<typeof contactChangeSentSchema>;

/** A confirmed change or an undo: the Spanish text to show. */
export const contactChangeDoneSchema = z.object({ mensaje: text(300) });
export type ContactChangeDone = z.output<typeof contactChangeDoneSchema>;
