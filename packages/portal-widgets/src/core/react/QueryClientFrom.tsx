"use client";

import { QueryClientContext } from "@tanstack/react-query";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import type { QueryClientSource } from "../queries/queryClientSource";

/** TanStack Query's QueryClientProvider, for a client that may arrive later: the context
 * provider stays in place, so nothing below remounts when it does. Pages that query wait for
 * the client in their lazy loaders; <WithQueryClient> covers widgets inside a page that needs none. */
export function QueryClientFrom({ source, children }: { source: QueryClientSource; children: ReactNode }) {
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
