"use client";

import { QueryClientContext } from "@tanstack/react-query";
import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { withOverrides } from "../../locales";
import { type LocaleId, languageTag, resolveLocale } from "../../locales/available";
import { type Appearance, type ColorScheme, themeStyle } from "../appearance/appearance";
import { readStoredScheme, storeScheme, systemScheme } from "../appearance/colorScheme";
import { removeAuthenticatedQueries } from "../queries/authenticatedQueries";
import type { QueryClientSource } from "../queries/queryClientSource";
import type { OtherTabHandlers } from "../session/crossTab";
import { writeLocalePreference } from "../session/localePreference";
import { lazyIdleTimer } from "../session/sessionKeeping";
import { browserStorage, memoryStorage, type StorageAdapter } from "../session/storage";
import { resolveLinks } from "./links";
import { type AppearanceState, PortalContext, type PortalContextValue } from "./portalContext";
import { createPortalCore } from "./portalCore";
import type { PortalProviderProps } from "./portalProviderProps";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";
import { useLocaleCatalogue } from "./useLocaleCatalogue";


/**
 * PortalProvider with the QueryClient's source given: the body of <PortalProvider>, apart
 * so TanStack Query's core (~8 KB gzipped) need not come with it: the CMS embed loads its
 * client beside the first widget's chunk, and a host's login page needs none (issue #21).
 *
 * Holds the API client, the session and the configuration for every widget below it.
 *
 * The client and session are created once, on first render: `apiBaseUrl`,
 * `adminApiBaseUrl`, `storage`, `draftStorage`, `clientCredentials`, `connectionCheck`, `fetch` and `sessionIdleMinutes` are read then, like a
 * QueryClient's options (remount with a new `key` to change them). `navigate`,
 * `onSessionExpired`, `onSessionEndedElsewhere`, `links`, `locale`, `messages`, `appearance` and `portalContainer` may change at any time.
 */
export type PortalProviderWithClientProps = Omit<PortalProviderProps, "queryClient"> & {
  /** `readyQueryClient(client)`, or `lazyQueryClient()` loaded by the pages that query. */
  queries: QueryClientSource;
};

export function PortalProviderWithClient(props: PortalProviderWithClientProps) {
  if (useContext(PortalContext) !== null) {
    throw new Error(
      "Oficina Virtual: <PortalProvider> is nested inside another <PortalProvider>. Keep a single " +
        "provider at the top of the tree; widgets below it share its client and session.",
    );
  }

  // Callbacks are read through a ref so a host that passes inline functions neither
  // recreates the client nor loses the latest navigate.
  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });

  // A token found expired when the page opens ends the session while the provider is
  // created, before the host's router may navigate: that call waits for the mount.
  const mounted = useRef(false);
  const expiredBeforeMount = useRef(false);
  // Reads the latest props, so the first render's copy (kept by the core) stays current.
  const sessionExpired = () => {
    const { onSessionExpired: expired, navigate, links } = latest.current;
    if (expired) expired();
    else navigate(resolveLinks(links).login());
  };
  const [storage] = useState(() => props.storage ?? browserStorage());
  // The client asks for e-mails in the language on screen (Accept-Language); set below.
  const shownLocale = useRef<LocaleId>("es-ES");
  const [core] = useState(() => {
    const onSessionExpired = () => {
      if (mounted.current) sessionExpired();
      else expiredBeforeMount.current = true;
    };
    return createPortalCore({
      apiBaseUrl: props.apiBaseUrl,
      adminApiBaseUrl: props.adminApiBaseUrl,
      storage,
      draftStorage: props.draftStorage ?? (props.storage ? memoryStorage() : browserStorage("session")),
      clientCredentials: props.clientCredentials,
      fetch: props.fetch,
      language: () => languageTag(shownLocale.current),
      onSessionExpired,
    });
  });
  const [config] = useState(() => ({
    apiBaseUrl: props.apiBaseUrl,
    adminApiBaseUrl: props.adminApiBaseUrl ?? props.apiBaseUrl,
    connectionCheck: props.connectionCheck,
  }));
  const [idleTimer] = useState(() => {
    const idleMs = (props.sessionIdleMinutes ?? 15) * 60_000;
    return lazyIdleTimer(core.session, () =>
      import("../session/idleKeeper").then((module) =>
        module.createIdleKeeper({ session: core.session, renewal: core.renewal, storage, idleMs }),
      ),
    );
  });
  // Renewal and the idle timeout run in the browser only (never while server rendering).
  useEffect(() => idleTimer.start(document), [idleTimer]);
  const { queries } = props;

  // Logout and expiry: drop the user's cached data and the in-flight counter.
  useEffect(
    () =>
      core.session.onSessionEnd(() => {
        core.requests.reset();
        if (queries.current) removeAuthenticatedQueries(queries.current);
      }),
    [core, queries],
  );

  useEffect(() => {
    mounted.current = true;
    if (expiredBeforeMount.current) {
      expiredBeforeMount.current = false;
      sessionExpired();
    }
    return () => {
      mounted.current = false;
    };
  }, []);

  // Logout (or another user's login) in another tab reaches this one: the session-end
  // listeners above empty the cache, and the user leaves the page they were on.
  useEffect(() => {
    const handlers: OtherTabHandlers = {
      onLoggedOut: () => {
        const { onSessionEndedElsewhere: ended, navigate, links } = latest.current;
        if (ended) ended("logout");
        else navigate(resolveLinks(links).login());
      },
      onExpired: sessionExpired,
      onUserChanged: (isAdministrador) => {
        const { onSessionEndedElsewhere: ended, navigate, links } = latest.current;
        const resolved = resolveLinks(links);
        if (ended) ended("userChanged");
        else navigate(isAdministrador ? resolved.adminHome() : resolved.home());
      },
    };
    // A chunk of its own, loaded after the first render (issue #21); `catchUp` compares with
    // storage once, for what another tab did before it listened. A chunk that does not
    // arrive leaves this tab unsynced; a 401 still ends its session.
    let stop: (() => void) | undefined;
    let stopped = false;
    void import("../session/crossTab").then(
      ({ watchOtherTabs }) => {
        if (!stopped) stop = watchOtherTabs(core.session, core.storage, handlers, { catchUp: true });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [core]);

  // The route table is not part of the first page (client/contractClient.ts). Signed in,
  // pages call the API at once: load it now, beside the page's own chunk, not after it
  // (section by section, each in a short task of its own). Signed out, load it when the user
  // first touches the page: a login does not wait for it, and zod building the schemas does
  // not block a page nobody uses yet.
  useEffect(() => {
    const load = () => core.client.preload();
    if (core.session.getState().accessToken === null) return preloadOnFirstInteraction(load);
    void load().catch(() => undefined);
  }, [core]);

  const appearance = useAppearanceState(props.appearance, storage);
  const { messages: messageOverrides, links: linkOverrides, portalContainer } = props;
  const catalogue = useLocaleCatalogue(props.locale === undefined ? undefined : resolveLocale(props.locale), storage);
  const chooseLocale = catalogue.choose;
  useIsomorphicLayoutEffect(() => {
    shownLocale.current = catalogue.locale;
  });
  const setLocale = useMemo(
    () => (locale: LocaleId) => {
      writeLocalePreference(storage, locale);
      chooseLocale(locale);
      latest.current.onLocaleChange?.(locale);
    },
    [storage, chooseLocale],
  );
  const messages = useMemo(() => withOverrides(catalogue.messages, messageOverrides), [catalogue.messages, messageOverrides]);
  const links = useMemo(() => resolveLinks(linkOverrides), [linkOverrides]);
  const value = useMemo<PortalContextValue>(
    () => ({
      client: core.client,
      session: core.session,
      requests: core.requests,
      drafts: core.drafts,
      navigate: (to: string) => latest.current.navigate(to),
      links,
      messages,
      locale: catalogue.locale,
      requestedLocale: catalogue.requested,
      setLocale,
      config,
      portalContainer,
      idleTimer,
      appearance,
      queries,
    }),
    [core, links, messages, catalogue.locale, catalogue.requested, setLocale, config, portalContainer, idleTimer, appearance, queries],
  );

  return (
    <PortalContext.Provider value={value}>
      <QueryClientFrom source={queries}>
        {/* The theme scope: `display: contents` adds no box, only the inherited
            `color-scheme` and variables. */}
        <div className="ov-theme" data-ov-theme={appearance.scheme} style={{ display: "contents", ...appearance.style }}>
          {props.children}
        </div>
      </QueryClientFrom>
    </PortalContext.Provider>
  );
}

/** TanStack Query's QueryClientProvider, for a client that may arrive later: the context
 * provider stays in place, so nothing below remounts when it does. Pages that query wait for
 * the client in their lazy loaders; <WithQueryClient> covers widgets inside a page that needs none. */
function QueryClientFrom({ source, children }: { source: QueryClientSource; children: ReactNode }) {
  const client = useSyncExternalStore(
    source.subscribe,
    () => source.current,
    () => source.current,
  );
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

/** The user's stored choice wins over the host's default; "system" follows the media query
 * (CSS does so by itself through `color-scheme: light dark`; the state is for the toggle). */
function useAppearanceState(appearance: Appearance | undefined, storage: StorageAdapter): AppearanceState {
  const [chosen, setChosen] = useState<ColorScheme | null>(() => readStoredScheme(storage));
  const system = useSyncExternalStore(systemScheme.subscribe, systemScheme.get, systemScheme.getServer);
  const preference = chosen ?? appearance?.colorScheme ?? "system";
  const scheme = preference === "system" ? system : preference;
  const setScheme = useCallback(
    (next: ColorScheme) => {
      storeScheme(storage, next);
      setChosen(next);
    },
    [storage],
  );
  const elements = appearance?.elements;
  const style = useMemo(() => themeStyle(appearance, preference), [appearance, preference]);
  return useMemo(
    () => ({ scheme, preference, setScheme, elements: elements ?? {}, style }),
    [scheme, preference, setScheme, elements, style],
  );
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/** Runs `load` on the first pointer, key or focus event anywhere in the document (they all
 * cross shadow roots, so embedded widgets count too); a failure is left for the first real
 * call to report. Returns the cancel. */
function preloadOnFirstInteraction(load: () => Promise<void>): () => void {
  const run = () => {
    cancel();
    void load().catch(() => undefined);
  };
  const cancel = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, run, true);
  return cancel;
}
