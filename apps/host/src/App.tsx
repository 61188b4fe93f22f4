import { lazyQueryClient, PortalProvider, useLocale } from "@oficina-virtual/portal-widgets";
import { languageTag } from "@oficina-virtual/portal-widgets/internal";
import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from "react";
import { BrowserRouter, type RouteObject, useNavigate, useRoutes } from "react-router-dom";
import { Layout } from "./layout/Layout";
import { useDocumentTitle } from "./routes/documentTitle";
import { GuardedRoute } from "./routes/GuardedRoute";
import { NOT_FOUND_TITLE, ROUTES, type RouteDefinition } from "./routes/routeTable";

// Same origin: `npm start` serves the host and the API (customer and administrator
// hosts alike) on one port.
const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? window.location.origin;
const ADMIN_API_BASE_URL = import.meta.env.VITE_ADMIN_API_BASE_URL ?? API_BASE_URL;
// The public client of the password-link flows (part 1: a client-credentials token comes
// first). The defaults are the reference API's demo client; a deployment sets its own.
const CLIENT_CREDENTIALS = {
  id: import.meta.env.VITE_OV_CLIENT_ID ?? "oficina-virtual",
  secret: import.meta.env.VITE_OV_CLIENT_SECRET ?? "demo-client-secret",
};

// TanStack Query's client comes with the first page that queries, beside that page's chunk
// (routeTable.ts: withoutQueries), so the login page opens without it.
const queryClient = lazyQueryClient();

// One lazy component per page module (two paths may share a module, e.g. /issues and /issues/:id).
const pages = new Map<RouteDefinition["load"], LazyExoticComponent<ComponentType>>();
function pageFor({ load, withoutQueries }: RouteDefinition) {
  let page = pages.get(load);
  if (!page) {
    page = lazy(withoutQueries ? load : () => Promise.all([load(), queryClient.load()]).then(([module]) => module));
    pages.set(load, page);
  }
  return page;
}

/** `<html lang>` follows the language the portal is shown in (the header's 'Idioma'), so
 * screen readers, hyphenation and spell-checkers use the right one. */
function DocumentLanguage() {
  const { locale } = useLocale();
  useEffect(() => {
    document.documentElement.lang = languageTag(locale);
  }, [locale]);
  return null;
}

// An unknown address is rare: its page is a chunk of its own.
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return <NotFoundPage />;
}

// The route objects themselves (useRoutes), not <Route> elements: the router's element
// reader stays out of the first load.
const ROUTE_OBJECTS: RouteObject[] = [
  ...ROUTES.map((route) => ({
    path: route.path,
    element: <GuardedRoute access={route.access} title={route.title} page={pageFor(route)} />,
  })),
  { path: "*", element: <NotFound /> },
];

function PortalRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

function RoutedPortal() {
  const navigate = useNavigate();
  return (
    <PortalProvider
      queryClient={queryClient}
      apiBaseUrl={API_BASE_URL}
      adminApiBaseUrl={ADMIN_API_BASE_URL}
      clientCredentials={CLIENT_CREDENTIALS}
      navigate={(to) => navigate(to)}
      onSessionExpired={() => navigate("/login", { replace: true })}
    >
      <DocumentLanguage />
      <Layout>
        <PortalRoutes />
      </Layout>
    </PortalProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <RoutedPortal />
    </BrowserRouter>
  );
}
