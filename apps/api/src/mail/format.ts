import type { MailLanguage } from "./languages";

/*
 * Dates and amounts in a mail, as its language writes them (Intl; Node carries full ICU).
 * Basque's long date reads '2026(e)ko martxoaren 1(a)' in ICU, so its mails use the short
 * numeric form Basque writes, '2026/03/01'.
 */

export const MAIL_INTL: Record<MailLanguage, string> = { es: "es-ES", ca: "ca-ES", eu: "eu-ES", gl: "gl-ES", en: "en-GB" };

/** An ISO date (YYYY-MM-DD) or an instant as the language writes a date: '1 de marzo de 2026'. */
export function mailDate(value: string | Date, lang: MailLanguage): string {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const options: Intl.DateTimeFormatOptions =
    lang === "eu" ? { day: "2-digit", month: "2-digit", year: "numeric" } : { day: "numeric", month: "long", year: "numeric" };
  return new Intl.DateTimeFormat(MAIL_INTL[lang], { ...options, timeZone: typeof value === "string" ? "UTC" : "Europe/Madrid" }).format(
    date,
  );
}

/** Euros with cents, as the language writes them: '1234,56 €', '€1,234.56'. */
export function mailEuros(cents: number, lang: MailLanguage): string {
  return new Intl.NumberFormat(MAIL_INTL[lang], { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(cents / 100);
}
