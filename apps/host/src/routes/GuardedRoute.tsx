import { useIsAuthenticated, useSession } from "@oficina-virtual/portal-widgets";
import { type Access, redirectFor, usePortal } from "@oficina-virtual/portal-widgets/internal";
import { type ComponentType, useEffect } from "react";
import { Navigate } from "react-router-dom";

import { useDocumentTitle } from "./documentTitle";
import type { PageTitle } from "./routeTable";

interface GuardedRouteProps {
  access: Access;
  title: PageTitle;
  page: ComponentType;
}

/** Applies the route's access rule, then sets the document title and renders the page. */
export function GuardedRoute({ access, title, page: Page }: GuardedRouteProps) {
  const authenticated = useIsAuthenticated();
  const session = useSession();
  const { session: store } = usePortal();
  const redirect = redirectFor(access, { authenticated, session });
  // Part 1 §8, part 2 §4: a missing token on entering the administrator screen logs out as a
  // 401 does (isLeaving, and /login says the session has expired), not a silent redirect.
  const missingAdminToken = access === "administrator" && session.accessToken === null && !session.isLeaving;

  useEffect(() => {
    if (missingAdminToken) store.expire({ withoutToken: true });
  }, [missingAdminToken, store]);

  useDocumentTitle(title, redirect === null);

  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <Page />;
}
