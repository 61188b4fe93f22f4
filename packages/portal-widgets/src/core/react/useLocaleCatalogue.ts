import { useCallback, useEffect, useState } from "react";
import { DEFAULT_LOCALE, type LocaleId } from "../../locales/available";
import { esES } from "../../locales/es-ES";
import { loadedMessages, loadMessages } from "../../locales/load";
import type { Messages } from "../../locales/messages";
import { readLocalePreference } from "../session/localePreference";
import type { StorageAdapter } from "../session/storage";

export interface LocaleCatalogue {
  /** The locale of `messages`. */
  locale: LocaleId;
  messages: Messages;
  /** What was asked for; `locale` catches up once its catalogue has loaded. */
  requested: LocaleId;
  /** Chooses a locale (used when the provider's `locale` prop is not given). */
  choose: (locale: LocaleId) => void;
}

/**
 * The catalogue to render with. `controlled` (the provider's `locale` prop) wins; without
 * it, the choice starts from the remembered preference. A catalogue not loaded yet keeps
 * the current texts on screen until its chunk arrives (no flash of empty or half-translated
 * screens); one preloaded before the first render (preloadRememberedLocale) is used at once.
 */
export function useLocaleCatalogue(controlled: LocaleId | undefined, storage: StorageAdapter): LocaleCatalogue {
  const [chosen, setChosen] = useState<LocaleId>(() => readLocalePreference(storage) ?? DEFAULT_LOCALE);
  const requested = controlled ?? chosen;
  const [shown, setShown] = useState<{ locale: LocaleId; messages: Messages }>(() => {
    const ready = loadedMessages(requested);
    return ready ? { locale: requested, messages: ready } : { locale: DEFAULT_LOCALE, messages: esES };
  });

  useEffect(() => {
    if (shown.locale === requested) return;
    const ready = loadedMessages(requested);
    if (ready) {
      setShown({ locale: requested, messages: ready });
      return;
    }
    let current = true;
    loadMessages(requested).then(
      (messages) => {
        if (current) setShown({ locale: requested, messages });
      },
      // The chunk did not arrive (offline, a new deployment): the page stays readable in
      // the language it has; choosing again retries.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [requested, shown.locale]);

  const choose = useCallback((locale: LocaleId) => setChosen(locale), []);
  return { locale: shown.locale, messages: shown.messages, requested, choose };
}
