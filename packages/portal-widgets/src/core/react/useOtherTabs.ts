"use client";

import { type RefObject, useEffect } from "react";
import type { OtherTabHandlers } from "../session/crossTab";
import { resolveLinks } from "./links";
import type { PortalCore } from "./portalCore";
import type { PortalProviderProps } from "./portalProviderProps";

type ProviderCallbacks = Pick<PortalProviderProps, "onSessionEndedElsewhere" | "navigate" | "links">;

/**
 * Logout (or another user's login) in another tab reaches this one: the session-end
 * listeners empty the cache, and the user leaves the page they were on. The watcher is a
 * chunk of its own, loaded after the first render; `catchUp` compares with storage once, for
 * what another tab did before it listened. A chunk that does not arrive leaves this tab
 * unsynced; a 401 still ends its session.
 */
export function useOtherTabs(core: PortalCore, latest: RefObject<ProviderCallbacks>, sessionExpired: () => void): void {
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
  }, [core, latest, sessionExpired]);
}
