import { DEFAULT_LOCALE, type LocaleId, matchLocale } from "../../locales/available";
import { loadMessages } from "../../locales/load";
import { browserStorage, type StorageAdapter } from "./storage";

/** The language chosen in the header's selector, remembered per browser (STORED_KEYS). */
export const LOCALE_KEY = "ovLocale";

/** The remembered language, or undefined when none (or an unknown one) is stored. */
export function readLocalePreference(storage: StorageAdapter): LocaleId | undefined {
  return matchLocale(storage.getItem(LOCALE_KEY));
}

export function writeLocalePreference(storage: StorageAdapter, locale: LocaleId): void {
  storage.setItem(LOCALE_KEY, locale);
}

/**
 * Loads the catalogue of the language remembered in `storage` (the header's choice), so a
 * host can await it before its first render and show that language at once instead of
 * Spanish for a moment. Nothing to fetch for Spanish or when nothing is remembered; a failed
 * fetch resolves too (the provider shows Spanish and tries again). Resolves to the locale.
 */
export async function preloadRememberedLocale(storage: StorageAdapter = browserStorage()): Promise<LocaleId> {
  const locale = readLocalePreference(storage) ?? DEFAULT_LOCALE;
  await loadMessages(locale).catch(() => undefined);
  return locale;
}
