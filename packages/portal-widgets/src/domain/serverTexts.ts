import { ApiMessage } from "@oficina-virtual/api-contract";
import { DEFAULT_LOCALE, intlLocale, type LocaleId } from "../locales/available";
import { commonMessages } from "../locales/es-ES/common";
import { formatMessage } from "../locales/format";
import type { Messages } from "../locales/messages";
import { textsOf } from "../locales/texts";

/*
 * The API answers in Spanish: its texts are the spec's, and es-ES shows them exactly as they
 * come. In another language the screen shows the catalogue's translation instead, chosen by
 * what the answer says in codes (its status, Retry-After, api-contract's ApiMessage
 * constants), never by reading its Spanish prose.
 */

/** Whether the screen shows the server's own (Spanish) texts: in es-ES only. */
export function showsServerText(locale: LocaleId): boolean {
  return locale === DEFAULT_LOCALE;
}

export interface ThrottleAnswer {
  /** The server's text ("Has superado el número de intentos. Inténtalo de nuevo en 15 minutos."). */
  mensaje: string;
  /** Its Retry-After: the seconds the throttle's window has left. */
  retryAfterSeconds?: number | undefined;
}

/** A 429 of the login or password throttle as the screen shows it: the server's text in
 * es-ES, else the catalogue's with the wait from Retry-After in whole minutes, rounded up as
 * the server rounds ("1 minut", "15 minutes"). */
export function tooManyAttemptsText(answer: ThrottleAnswer, locale: LocaleId, messages: Messages): string {
  const { tooManyAttempts, tooManyAttemptsLater } = textsOf(messages, commonMessages);
  return waitText(answer, locale, tooManyAttempts, tooManyAttemptsLater);
}

/** A write over its quota (429: a support request, a meter reading, a cost alert) as the
 * form shows it: the server's text in es-ES, else the catalogue's with the wait from
 * Retry-After, as for the login throttle. */
export function writeQuotaText(answer: ThrottleAnswer, locale: LocaleId, messages: Messages): string {
  const { writeQuota, writeQuotaLater } = textsOf(messages, commonMessages);
  return waitText(answer, locale, writeQuota, writeQuotaLater);
}

/** The server's text in es-ES (the catalogue's when it sent none), else `withWait` with
 * the whole minutes of Retry-After, rounded up as the server rounds, or `later`. */
function waitText(answer: ThrottleAnswer, locale: LocaleId, withWait: string, later: string): string {
  if (showsServerText(locale) && answer.mensaje.trim() !== "") return answer.mensaje;
  const seconds = answer.retryAfterSeconds;
  if (seconds === undefined || seconds <= 0) return later;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: "minute", unitDisplay: "long" }).format(minutes);
  return formatMessage(withWait, { wait });
}

/** A refused download (429) as the screen shows it: in es-ES the server's text (else
 * `downloadsBusy`); elsewhere the server's whole-server refusal or the user's own limit. */
export function downloadsBusyText(mensaje: string | undefined, locale: LocaleId, messages: Messages): string {
  const { downloadsBusy, downloadsServerBusy } = textsOf(messages, commonMessages);
  if (showsServerText(locale)) return mensaje ?? downloadsBusy;
  return mensaje === ApiMessage.downloadsServerBusy ? downloadsServerBusy : downloadsBusy;
}
