import { intlLocale, type LocaleId } from "../../../../locales/available";

const shortMonths = new Map<LocaleId, Intl.DateTimeFormat>();

/** 'yyyy-mm' → 'ene 25' ('gen 25' in Catalan, '25 urt' in Basque, 'Jan 25' in English): the
 * month's short name and the year, without the 'de'/'del' some languages put between them. */
export function monthLabel(month: string, locale: LocaleId = "es-ES"): string {
  let format = shortMonths.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: "short", year: "2-digit", timeZone: "UTC" });
    shortMonths.set(locale, format);
  }
  const [year, number] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  if (locale === "es-ES") return format.format(date).replace(".", "");
  return format
    .formatToParts(date)
    .filter((part) => part.type === "month" || part.type === "year")
    .map((part) => part.value.replace(".", ""))
    .join(" ");
}
