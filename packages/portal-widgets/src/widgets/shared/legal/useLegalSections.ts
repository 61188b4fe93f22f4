import * as React from "react";
import { useLocale } from "../../../core/react/portalHooks";
import { DEFAULT_LOCALE, type LocaleId } from "../../../locales/available";
import type { LegalSection } from "./LegalPage";
import { type LegalPageId, loadedLegalTranslation, loadLegalTranslation, type TranslatedLocale } from "./translations";

export interface LegalBody {
  /** The sections to show; null while the translation of the page's language loads. */
  sections: readonly LegalSection[] | null;
  /** The language of `sections` when it is not the page's ('es' for the Spanish fallback). */
  sectionsLang?: string;
}

const translated = (locale: LocaleId): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;

/**
 * The body of legal page `page` in the language the widgets are shown in: the host's own
 * `custom` sections as given; our Spanish ones for Spanish; otherwise that language's
 * translation, fetched on first use. The fetch starts as soon as a language is asked for
 * (alongside its catalogue), and until it arrives the page shows a loading state rather than
 * Spanish under a translated title. If it cannot be fetched (offline, a new deployment), the
 * Spanish text is shown, marked as Spanish; the next change of language tries again.
 */
export function useLegalSections(page: LegalPageId, spanish: readonly LegalSection[], custom?: readonly LegalSection[]): LegalBody {
  const { locale, requestedLocale } = useLocale();
  const [, setArrivals] = React.useState(0);
  const [failed, setFailed] = React.useState<LocaleId | null>(null);
  const hasCustom = custom !== undefined;

  React.useEffect(() => {
    if (hasCustom) return;
    let current = true;
    for (const wanted of new Set([requestedLocale, locale])) {
      if (!translated(wanted) || loadedLegalTranslation(wanted)) continue;
      loadLegalTranslation(wanted).then(
        () => {
          if (current) setArrivals((count) => count + 1);
        },
        () => {
          if (current) setFailed(wanted);
        },
      );
    }
    return () => {
      current = false;
    };
  }, [hasCustom, locale, requestedLocale]);

  if (custom) return { sections: custom };
  if (!translated(locale)) return { sections: spanish };
  const translation = loadedLegalTranslation(locale);
  if (translation) return { sections: translation[page] };
  if (failed === locale) return { sections: spanish, sectionsLang: "es" };
  return { sections: null };
}
