import { intlLocale, type LocaleId } from "../../../locales/available";

/** A session's or an event's moment, as the customer's clock in Spain reads it: the date with
 * its four-digit year and the hour, in the portal's language (Europe/Madrid, as every date of
 * the portal). */
export function formatDateTime(iso: string, locale: LocaleId): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Madrid",
  }).format(date);
}
