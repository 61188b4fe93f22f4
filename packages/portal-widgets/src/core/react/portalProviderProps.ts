import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { LocaleId } from "../../locales/available";
import type { DeepPartial, Messages } from "../../locales/messages";
import type { Appearance } from "../appearance/appearance";
import type { QueryClientSource } from "../queries/queryClientSource";
import type { StorageAdapter } from "../session/storage";
import type { PortalLinks } from "./links";
import type { ConnectionCheckConfig, PortalContainer } from "./portalContext";

export interface PortalProviderProps {
  /** The customer API host, e.g. "https://api.example.es" ("" for same origin). */
  apiBaseUrl: string;
  /** The property administrators' API host; defaults to `apiBaseUrl`. */
  adminApiBaseUrl?: string;
  /** The host router's navigate: widgets leave through it and never import a router. */
  navigate: (to: string) => void;
  /** Paths of the host's routes; the defaults are the spec's route table. */
  links?: Partial<PortalLinks>;
  /** Where the session persists; `localStorage` by default. */
  storage?: StorageAdapter;
  /** Where drafts of the new-request and meter-reading forms wait for the same user's next
   * login after a session expired: this tab's `sessionStorage` by default, memory when
   * `storage` is given (a host that chose its own storage may not want anything persisted). */
  draftStorage?: StorageAdapter;
  /** The language of the widgets: 'es-ES' (the default), 'ca-ES', 'eu-ES', 'gl-ES' or 'en', or
   * any tag with one of those languages ('ca', 'eu', 'en-GB'). Given, it decides (the CMS
   * embed's `lang`); left out, the provider uses the language last chosen in this browser
   * (the header's 'Idioma' selector), else Spanish. Texts, numbers, dates and € follow it. */
  locale?: string;
  /** After the user chose a language in the header's selector (already remembered in
   * `storage`): a host that passes `locale` updates it here; the host app sets `<html lang>`. */
  onLocaleChange?: (locale: LocaleId) => void;
  /** Any subset of the texts: applied over the catalogue of the current locale. */
  messages?: DeepPartial<Messages>;
  /** After a 401 or an expired token cleared the session (default: navigate to login). */
  onSessionExpired?: () => void;
  /** After another tab logged out (`"logout"`) or logged in as another user
   * (`"userChanged"`) and this tab's session followed (default: navigate to the login
   * link, or to the new user's home). */
  onSessionEndedElsewhere?: (reason: "logout" | "userChanged") => void;
  /**
   * The TanStack Query client the widgets share, created once outside your components and
   * read on first render (like `apiBaseUrl`). Either a source that loads it with the first
   * page that asks the server for data, so a page without queries (the login page) does
   * not download TanStack Query's core:
   *
   * ```tsx
   * import { lazyQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
   * const queryClient = lazyQueryClient(); // module level: one per app
   * // each lazy page that queries loads it beside its own chunk
   * const InvoicesPage = lazy(() => Promise.all([import("./InvoicesPage"), queryClient.load()]).then(([page]) => page));
   * <PortalProvider queryClient={queryClient} apiBaseUrl="" navigate={navigate}>…</PortalProvider>
   * ```
   *
   * or a client at once: `createPortalQueryClient()` (the portal's defaults), once per app
   * in the browser, once per request when rendering on the server; or any QueryClient of yours.
   *
   * ```tsx
   * const [queryClient] = useState(() => createPortalQueryClient());
   * <PortalProvider queryClient={queryClient} apiBaseUrl="" navigate={navigate}>…</PortalProvider>
   * ```
   */
  queryClient: QueryClient | QueryClientSource;
  /** For the set-password flow's `/token?grant_type=client_credentials`. */
  clientCredentials?: { id: string; secret: string };
  /** The login diagnostic's external test page and IP-information service ("Comprobar conexión"). */
  connectionCheck?: ConnectionCheckConfig;
  /** The node Radix portals render into (inside the shadow root in the CMS embed). */
  portalContainer?: PortalContainer;
  /** A fetch implementation (tests, instrumentation). */
  fetch?: typeof fetch;
  /** Minutes without activity before the session ends, warned one minute before by the
   * <SessionTimeout /> widget ('Tu sesión va a caducar'). Only a fallback: the server's login
   * and refresh answers say its own timeout (`session_idle_minutes`), which wins; 15 when
   * neither says. */
  sessionIdleMinutes?: number;
  /** The host's theme: CSS variables per scheme, extra classes per kind of element, and the
   * colour scheme before the user picks one with the header's 'Modo oscuro' toggle (which is
   * remembered in `storage`). See the 'Theming' page in Storybook. */
  appearance?: Appearance;
  children?: ReactNode;
}
