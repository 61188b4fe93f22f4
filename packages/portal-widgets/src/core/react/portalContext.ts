import { createContext } from "react";
import type { Messages } from "../../locales";
import type { LocaleId } from "../../locales/available";
import type { AppearanceElement, ColorScheme, ColorSchemePreference } from "../appearance/appearance";
import type { PortalApiClient } from "../client/contractClient";
import type { RequestTracker } from "../client/requestTracker";
import type { QueryClientSource } from "../queries/queryClientSource";
import type { DraftStore } from "../session/drafts";
import type { IdleTimer } from "../session/idleTimer";
import type { SessionStore } from "../session/sessionStore";
import type { PortalLinks } from "./links";

export interface PortalConfig {
  apiBaseUrl: string;
  /** Equals `apiBaseUrl` when the host gave no administrator host. */
  adminApiBaseUrl: string;
  /** External pages the login diagnostic probes; an unset URL is reported as not configured. */
  connectionCheck?: ConnectionCheckConfig | undefined;
}

export interface ConnectionCheckConfig {
  /** A page outside the portal that tells whether the Internet itself is reachable. */
  testPageUrl?: string | undefined;
  /** A JSON service describing the client's public IP (ipinfo-style). */
  ipInfoUrl?: string | undefined;
}

/** Where Radix portals render: a node inside the shadow root in the CMS embed;
 * undefined lets Radix use `document.body`. */
export type PortalContainer = Element | DocumentFragment | null | undefined;

export interface PortalContextValue {
  client: PortalApiClient;
  session: SessionStore;
  navigate: (to: string) => void;
  links: PortalLinks;
  messages: Messages;
  /** The locale of `messages` (Intl formats with it). */
  locale: LocaleId;
  /** The locale asked for: differs from `locale` while its catalogue loads. */
  requestedLocale: LocaleId;
  /** The header's language selector: remembers the choice in the provider's storage, loads
   * the catalogue and calls the provider's `onLocaleChange`. */
  setLocale: (locale: LocaleId) => void;
  config: PortalConfig;
  portalContainer: PortalContainer;
  /** The requests in flight; read it through `useIsBusy()`. */
  requests: RequestTracker;
  /** Drafts of the forms being written (core/session/drafts.ts); read through `useFormDraft`. */
  drafts: DraftStore;
  /** Silent renewal and the idle timeout (PortalProvider); the <SessionTimeout /> widget
   * shows its warning. The CMS embed runs none. */
  idleTimer?: IdleTimer | undefined;
  /** The theme in force (PortalProvider's `appearance` and the user's scheme); read it
   * through `useColorScheme()` and `useElementClass()`. */
  appearance?: AppearanceState | undefined;
  /** The provider's TanStack Query client, perhaps not loaded yet (queryClientSource.ts);
   * <WithQueryClient> waits for it. Undefined in a bare context (tests): the client is there. */
  queries?: QueryClientSource | undefined;
}

export interface AppearanceState {
  /** The scheme shown now. */
  scheme: ColorScheme;
  preference: ColorSchemePreference;
  /** Remembers the user's choice; undefined where the page fixes the scheme (the CMS embed). */
  setScheme?: ((scheme: ColorScheme) => void) | undefined;
  elements: Partial<Record<AppearanceElement, string>>;
  /** `color-scheme` and the host's CSS variables, for every node that leaves the provider's
   * tree (Radix portals). */
  style: Record<string, string>;
}

export const PortalContext = createContext<PortalContextValue | null>(null);
PortalContext.displayName = "PortalContext";
