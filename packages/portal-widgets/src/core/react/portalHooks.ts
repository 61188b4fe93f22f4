"use client";

import { useContext, useSyncExternalStore } from "react";
import type { Messages } from "../../locales";
import type { LocaleId } from "../../locales/available";
import { type TextArea, textsOf } from "../../locales/texts";
import type { AppearanceElement } from "../appearance/appearance";
import type { SessionState } from "../session/sessionState";
import { type AppearanceState, PortalContext, type PortalContextValue } from "./portalContext";

/** The provider's client, session, navigation, links, messages and configuration. */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (value === null) {
    throw new Error(
      "Oficina Virtual: usePortal() was called outside <PortalProvider>. Every widget and hook of " +
        "@oficina-virtual/portal-widgets needs one PortalProvider above it: wrap your app (or the part " +
        'that renders widgets) in <PortalProvider apiBaseUrl="…" navigate={navigate}>.',
    );
  }
  return value;
}

/** The session, re-rendering on every change (login, totals arriving, logout): no polling. */
export function useSession(): SessionState {
  const { session } = usePortal();
  return useSyncExternalStore(session.subscribe, session.getState, session.getServerSnapshot);
}

/** Logged in with a token that has not passed its `exp` (checked at render time). */
export function useIsAuthenticated(): boolean {
  const { session } = usePortal();
  const state = useSession();
  // Read through the state so hydration sees the server's "anonymous" first.
  return state.accessToken !== null && session.isAuthenticated();
}

/** True while any request of the client is in flight. The count comes from the client's
 * start/end hooks, so it covers react-query fetches, mutations, login, logout and
 * downloads alike. */
export function useIsBusy(): boolean {
  const { requests } = usePortal();
  return useSyncExternalStore(
    requests.subscribe,
    () => requests.count() > 0,
    () => false,
  );
}

/** The es-ES messages with the host's overrides applied. */
export function useMessages(): Messages {
  return usePortal().messages;
}

/** The texts of an area outside the first load (a `textArea` handle), in the provider's
 * language with the host's overrides; the same object until either changes. */
export function useTexts<T extends object>(area: TextArea<T>): T {
  return textsOf(usePortal().messages, area);
}

/** The locale the widgets are shown in, and the language selector's setter. */
export function useLocale(): { locale: LocaleId; requestedLocale: LocaleId; setLocale: (locale: LocaleId) => void } {
  const { locale, requestedLocale, setLocale } = usePortal();
  return { locale, requestedLocale, setLocale };
}

const NO_APPEARANCE: AppearanceState = { scheme: "light", preference: "system", elements: {}, style: {} };

/** The theme in force: the scheme shown, the user's choice and how to change it. Outside a
 * provider (a primitive rendered alone) the defaults apply, rather than an error. */
export function useAppearance(): AppearanceState {
  return useContext(PortalContext)?.appearance ?? NO_APPEARANCE;
}

/** The host's extra classes for one kind of element (`appearance.elements`), or "". */
export function useElementClass(element: AppearanceElement): string {
  return useAppearance().elements[element] ?? "";
}
