"use client";

import { useContext, useEffect, useMemo, useRef, useState } from "react";
import { removeAuthenticatedQueries } from "../queries/authenticatedQueries";
import { queryClientSourceOf } from "../queries/queryClientSource";
import { lazyIdleTimer } from "../session/sessionKeeping";
import { resolveLinks } from "./links";
import { PortalContext, type PortalContextValue } from "./portalContext";
import type { PortalProviderProps } from "./portalProviderProps";
import { QueryClientFrom } from "./QueryClientFrom";
import { useAppearanceState } from "./useAppearanceState";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";
import { useOtherTabs } from "./useOtherTabs";
import { usePortalCore } from "./usePortalCore";
import { usePortalLocale } from "./usePortalLocale";
import { useRouteTablePreload } from "./useRouteTablePreload";

export type { PortalProviderProps } from "./portalProviderProps";

/**
 * Holds the API client, the session, the query client and the configuration for every
 * widget below it.
 *
 * The client and session are created once, on first render: `queryClient`, `apiBaseUrl`,
 * `adminApiBaseUrl`, `storage`, `draftStorage`, `clientCredentials`, `connectionCheck`, `fetch`
 * and `sessionIdleMinutes` are read then, like a QueryClient's options (remount with a new
 * `key` to change them). `navigate`, `onSessionExpired`, `onSessionEndedElsewhere`, `links`,
 * `locale`, `messages`, `appearance` and `portalContainer` may change at any time.
 *
 * Nothing in this module's imports brings the QueryClient class (types only): with
 * `lazyQueryClient()` TanStack Query's core comes with the first page that queries.
 */
export function PortalProvider(props: PortalProviderProps) {
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
  const [queries] = useState(() => queryClientSourceOf(props.queryClient));
  const { core, storage, shownLocale, sessionExpired } = usePortalCore(props, latest);
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

  // Logout and expiry: drop the user's cached data and the in-flight counter.
  useEffect(
    () =>
      core.session.onSessionEnd(() => {
        core.requests.reset();
        if (queries.current) removeAuthenticatedQueries(queries.current);
      }),
    [core, queries],
  );
  useOtherTabs(core, latest, sessionExpired);
  useRouteTablePreload(core);

  const appearance = useAppearanceState(props.appearance, storage);
  const { messages: messageOverrides, links: linkOverrides, portalContainer } = props;
  const { catalogue, setLocale, messages } = usePortalLocale(props.locale, messageOverrides, storage, shownLocale, latest);
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
