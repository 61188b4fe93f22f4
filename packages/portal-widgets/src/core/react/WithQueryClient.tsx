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
  // Thrown, not `use()`d: the library supports React 18 too.
  if (queries && !queries.current) throw queries.load();
  return children;
}
