"use client";

import type { ReactNode } from "react";
import { usePortal } from "./portalHooks";

/**
 * Renders `children` once the provider's QueryClient is there, suspending until then (so
 * inside a <Suspense>): for a widget that queries, shown inside a page that opened without
 * the client (LoginForm's connection diagnostic on the login page).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const { queries } = usePortal();
  // Thrown, not `use()`d: the library supports React 18 too. React renders again when the
  // promise settles; offline, a rejected load would retry at once, again and again: a
  // failure waits RETRY_MS first, so the chunk is asked for at most that often.
  if (queries && !queries.current) throw queries.load().catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_MS)));
  return children;
}

const RETRY_MS = 5_000;
