import { keyedChunks } from "../../../lib/keyedChunks";
import type { LegalTranslation, TranslatedLocale } from "./translationTypes";

/*
 * The legal pages in the languages other than Spanish. The Spanish texts stay beside each
 * widget (LegalNotice/content.ts…) and in its chunk; each other language's three pages are
 * one separate chunk, fetched when a legal page is shown in that language, so neither the
 * Spanish first load nor a catalogue chunk carries them. Loaded translations are kept.
 */

export type { LegalPageId, LegalTranslation, TranslatedLocale } from "./translationTypes";

const translations = keyedChunks<TranslatedLocale, LegalTranslation>({
  "ca-ES": () => import("./ca-ES").then((module) => module.legalCaES),
  "eu-ES": () => import("./eu-ES").then((module) => module.legalEuES),
  "gl-ES": () => import("./gl-ES").then((module) => module.legalGlES),
  en: () => import("./en").then((module) => module.legalEn),
});

/** The legal pages of `locale` if they have already loaded. */
export const loadedLegalTranslation = (locale: TranslatedLocale): LegalTranslation | undefined => translations.loaded(locale);

/** The legal pages of `locale`, fetching its chunk the first time. A failed fetch is not
 * remembered, so the next call tries again. */
export const loadLegalTranslation = (locale: TranslatedLocale): Promise<LegalTranslation> => translations.load(locale);
