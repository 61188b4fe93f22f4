"use client";

import { useMemo, useState } from "react";
import { createPortalQueryClient } from "../queries/queryClient";
import { readyQueryClient } from "../queries/queryClientSource";
import { PortalProviderWithClient } from "./PortalProviderWithClient";
import type { PortalProviderProps } from "./portalProviderProps";

export type { PortalProviderProps } from "./portalProviderProps";

/**
 * Holds the API client, the session and the configuration for every widget below it.
 *
 * The client and session are created once, on first render: `apiBaseUrl`,
 * `adminApiBaseUrl`, `storage`, `draftStorage`, `clientCredentials`, `connectionCheck`, `fetch` and `sessionIdleMinutes` are read then, like a
 * QueryClient's options (remount with a new `key` to change them). `navigate`,
 * `onSessionExpired`, `onSessionEndedElsewhere`, `links`, `locale`, `messages`, `appearance` and `portalContainer` may change at any time.
 */
export function PortalProvider(props: PortalProviderProps) {
  const { queryClient, ...rest } = props;
  const [ownQueryClient] = useState(() => queryClient ?? createPortalQueryClient());
  const client = queryClient ?? ownQueryClient;
  const queries = useMemo(() => readyQueryClient(client), [client]);
  return <PortalProviderWithClient {...rest} queries={queries} />;
}
