"use client";

import { type RefObject, useMemo } from "react";
import { withOverrides } from "../../locales";
import { type LocaleId, resolveLocale } from "../../locales/available";
import { writeLocalePreference } from "../session/localePreference";
import type { StorageAdapter } from "../session/storage";
import type { PortalProviderProps } from "./portalProviderProps";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";
import { useLocaleCatalogue } from "./useLocaleCatalogue";

/**
 * The language on screen and its texts with the host's overrides. The user's choice is
 * stored, then told to the host (`onLocaleChange`); `shownLocale` follows the screen, for
 * the client's Accept-Language.
 */
export function usePortalLocale(
  locale: PortalProviderProps["locale"],
  overrides: PortalProviderProps["messages"],
  storage: StorageAdapter,
  shownLocale: RefObject<LocaleId>,
  latest: RefObject<Pick<PortalProviderProps, "onLocaleChange">>,
) {
  const catalogue = useLocaleCatalogue(locale === undefined ? undefined : resolveLocale(locale), storage);
  const chooseLocale = catalogue.choose;
  useIsomorphicLayoutEffect(() => {
    shownLocale.current = catalogue.locale;
  });
  const setLocale = useMemo(
    () => (next: LocaleId) => {
      writeLocalePreference(storage, next);
      chooseLocale(next);
      latest.current.onLocaleChange?.(next);
    },
    [storage, chooseLocale, latest],
  );
  const messages = useMemo(() => withOverrides(catalogue.messages, overrides), [catalogue.messages, overrides]);
  return { catalogue, setLocale, messages };
}
