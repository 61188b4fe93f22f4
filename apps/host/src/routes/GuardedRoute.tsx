import { useIsAuthenticated, useSession } from "@oficina-virtual/portal-widgets";
import { type ComponentType, useEffect } from "react";
import { Navigate } from "react-router-dom";
import { type Access, redirectFor } from "./access";

interface GuardedRouteProps {
  access: Access;
  title: string;
  page: ComponentType;
}

/** Applies the route's access rule, then sets the document title and renders the page. */
export function GuardedRoute({ access, title, page: Page }: GuardedRouteProps) {
  const authenticated = useIsAuthenticated();
  const session = useSession();
  const redirect = redirectFor(access, { authenticated, session });

  useEffect(() => {
    if (redirect === null) document.title = title;
  }, [redirect, title]);

  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <Page />;
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
