import * as React from "react";
import { type LocaleId, matchLocale } from "../locales/available";
import { loadedMessages, loadMessages } from "../locales/load";
import type { DeepPartial, Messages } from "../locales/messages";
import { withOverrides } from "../locales/overrides";

/**
 * The catalogue an element's own `lang` attribute asks for (`<ov-login-form lang="ca">`),
 * with the page's overrides applied; null when the element has no `lang` of ours (it then
 * follows the page's locale). Until the catalogue's chunk arrives the element shows the
 * page's language, then switches.
 */
export function useElementLocale(
  lang: string | undefined,
  overrides: DeepPartial<Messages> | undefined,
): { locale: LocaleId; messages: Messages } | null {
  const locale = matchLocale(lang);
  const [loaded, setLoaded] = React.useState<Messages | undefined>(() => (locale ? loadedMessages(locale) : undefined));
  const [loadedFor, setLoadedFor] = React.useState<LocaleId | undefined>(() => (locale && loadedMessages(locale) ? locale : undefined));

  React.useEffect(() => {
    if (!locale || loadedFor === locale) return;
    let current = true;
    loadMessages(locale).then(
      (messages) => {
        if (!current) return;
        setLoaded(messages);
        setLoadedFor(locale);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale, loadedFor]);

  return React.useMemo(
    () => (locale && loaded && loadedFor === locale ? { locale, messages: withOverrides(loaded, overrides) } : null),
    [locale, loaded, loadedFor, overrides],
  );
}
