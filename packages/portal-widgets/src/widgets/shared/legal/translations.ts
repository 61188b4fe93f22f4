import type { LegalTranslation, TranslatedLocale } from "./translationTypes";

/*
 * The legal pages in the languages other than Spanish. The Spanish texts stay beside each
 * widget (LegalNotice/content.ts…) and in its chunk; each other language's three pages are
 * one separate chunk, fetched when a legal page is shown in that language, so neither the
 * Spanish first load nor a catalogue chunk carries them. Loaded translations are kept.
 */

export type { LegalPageId, LegalTranslation, TranslatedLocale } from "./translationTypes";

const LOADERS: Record<TranslatedLocale, () => Promise<LegalTranslation>> = {
  "ca-ES": () => import("./ca-ES").then((module) => module.legalCaES),
  "eu-ES": () => import("./eu-ES").then((module) => module.legalEuES),
  "gl-ES": () => import("./gl-ES").then((module) => module.legalGlES),
  en: () => import("./en").then((module) => module.legalEn),
};

const loaded = new Map<TranslatedLocale, LegalTranslation>();
const pending = new Map<TranslatedLocale, Promise<LegalTranslation>>();

/** The legal pages of `locale` if they have already loaded. */
export function loadedLegalTranslation(locale: TranslatedLocale): LegalTranslation | undefined {
  return loaded.get(locale);
}

/** The legal pages of `locale`, fetching its chunk the first time. A failed fetch is not
 * remembered, so the next call tries again. */
export function loadLegalTranslation(locale: TranslatedLocale): Promise<LegalTranslation> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = LOADERS[locale]()
      .then((translation) => {
        loaded.set(locale, translation);
        return translation;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
