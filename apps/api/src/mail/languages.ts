/*
 * The languages of the account mails: the portal's five. The portal sends the language on
 * screen as `Accept-Language` (PortalProvider's client), so a customer who chose Català in the
 * header gets the validation or reset mail in Catalan. The stored `users.language` does not
 * decide: the spec's signup accepts only "es" there.
 */

export const MAIL_LANGUAGES = ["es", "ca", "eu", "gl", "en"] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The first of our languages an `Accept-Language` header asks for, by its q-values
 * ('ca-ES,ca;q=0.9,es;q=0.8' → 'ca'); Spanish when it names none of them or is missing.
 */
export function mailLanguage(header: string | string[] | undefined): MailLanguage {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const ranked = text
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().toLowerCase().split(/[-_]/)[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of ranked) if ((MAIL_LANGUAGES as readonly string[]).includes(language)) return language as MailLanguage;
  return "es";
}

/** A stored language code read back as one of ours; Spanish for anything else. */
export function asMailLanguage(value: string | null | undefined): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as MailLanguage) : "es";
}
