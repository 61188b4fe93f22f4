/*
 * The portal's languages: Spanish (the default, the spec's texts), the co-official
 * Catalan, Basque and Galician, and English. Pure data, no catalogue: importing this
 * file costs a few bytes, the catalogues themselves load on demand (load.ts).
 */

export const LOCALES = ["es-ES", "ca-ES", "eu-ES", "gl-ES", "en"] as const;

export type LocaleId = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleId = "es-ES";

/** Each language in its own name, as a language selector lists them (never translated:
 * a reader looks for the name of their own language). */
export const LOCALE_NAMES: Readonly<Record<LocaleId, string>> = {
  "es-ES": "Español",
  "ca-ES": "Català",
  "eu-ES": "Euskara",
  "gl-ES": "Galego",
  en: "English",
};

/** The BCP 47 language for `<html lang>` and `lang` attributes: 'ca', not 'ca-ES'. */
export function languageTag(locale: LocaleId): string {
  return locale.slice(0, 2);
}

/**
 * The locales Intl formats with, in order: English as written in Spain's neighbourhood (day
 * before month, € in the British style), the others as they are, then Spanish. Some browsers
 * carry no Basque or Galician data (Debian's Chromium: Intl falls back to the browser's own
 * language, '€1,234.50' and '08/14/2018' on an English system); Spain's conventions are then
 * the nearest, and the same as theirs for amounts ('1.234,50 €').
 */
export function intlLocale(locale: LocaleId): string[] {
  const own = locale === "en" ? "en-GB" : locale;
  return own === DEFAULT_LOCALE ? [own] : [own, DEFAULT_LOCALE];
}

/**
 * The portal locale for a language tag ('ca', 'CA-es', 'eu_ES', 'en-GB', 'es-ES'), or
 * undefined when none matches. Only the language part decides: 'ca-AD' is Catalan too,
 * and Valencian ('ca-ES-valencia') gets the Catalan catalogue.
 */
export function matchLocale(tag: string | null | undefined): LocaleId | undefined {
  const language = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  if (!language) return undefined;
  return LOCALES.find((locale) => languageTag(locale) === language);
}

/** matchLocale, falling back to the default. */
export function resolveLocale(tag: string | null | undefined): LocaleId {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}
