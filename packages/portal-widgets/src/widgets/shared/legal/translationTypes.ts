import type { LocaleId } from "../../../locales/available";
import type { LegalSection } from "./LegalPage";

/** The three legal pages that have a translation of our text in each language. */
export type LegalPageId = "legalNotice" | "privacyPolicy" | "cookiePolicy";

/** One language's three legal pages, section by section in the order of the Spanish ones. */
export type LegalTranslation = Readonly<Record<LegalPageId, readonly LegalSection[]>>;

export type TranslatedLocale = Exclude<LocaleId, "es-ES">;
