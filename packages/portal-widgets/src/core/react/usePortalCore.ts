"use client";

import { type RefObject, useEffect, useRef, useState } from "react";
import { type LocaleId, languageTag } from "../../locales/available";
import { browserStorage, memoryStorage } from "../session/storage";
import { resolveLinks } from "./links";
import { createPortalCore } from "./portalCore";
import type { PortalProviderProps } from "./portalProviderProps";

type CoreProps = Omit<PortalProviderProps, "queryClient">;

/**
 * The API client, session, request counter and drafts, created once on first render from
 * the props of that render. `sessionExpired` is stable and reads the latest props: a token
 * found expired when the page opens ends the session while the core is created, before the
 * host's router may navigate, so that call waits for the mount.
 */
export function usePortalCore(props: CoreProps, latest: RefObject<CoreProps>) {
  const mounted = useRef(false);
  const expiredBeforeMount = useRef(false);
  const [sessionExpired] = useState(() => () => {
    const { onSessionExpired: expired, navigate, links } = latest.current;
    if (expired) expired();
    else navigate(resolveLinks(links).login());
  });
  const [storage] = useState(() => props.storage ?? browserStorage());
  // The client asks for e-mails in the language on screen (Accept-Language); the provider
  // keeps this current.
  const shownLocale = useRef<LocaleId>("es-ES");
  const [core] = useState(() =>
    createPortalCore({
      apiBaseUrl: props.apiBaseUrl,
      adminApiBaseUrl: props.adminApiBaseUrl,
      storage,
      draftStorage: props.draftStorage ?? (props.storage ? memoryStorage() : browserStorage("session")),
      clientCredentials: props.clientCredentials,
      fetch: props.fetch,
      language: () => languageTag(shownLocale.current),
      onSessionExpired: () => {
        if (mounted.current) sessionExpired();
        else expiredBeforeMount.current = true;
      },
    }),
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
  }, [sessionExpired]);

  return { core, storage, shownLocale, sessionExpired };
}
