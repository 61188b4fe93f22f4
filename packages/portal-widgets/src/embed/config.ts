// One configuration per page: `<ov-portal>` attributes and `OficinaVirtual.configure()`.

import type { ColorSchemePreference } from "../core/appearance/appearance";
import type { PortalLinks } from "../core/react/links";
import type { PortalProviderProps } from "../core/react/portalProviderProps";
import { browserStorage, memoryStorage, type StorageAdapter } from "../core/session/storage";

type LinkBuilder = (...args: never[]) => string;

/** What the page sets as PortalProvider sets it (the provider's props document them).
 * `apiBaseUrl` defaults to the origin the embed script was loaded from; `locale` is
 * `<ov-portal lang>`, and an element's own `lang` attribute wins for that element. */
type ProviderSettings = Partial<
  Pick<PortalProviderProps, "apiBaseUrl" | "adminApiBaseUrl" | "locale" | "messages" | "clientCredentials" | "connectionCheck">
>;

/** The embed's settings: the provider's, plus the ones a page without React writes
 * differently (links as templates, storage by name, navigation, colour scheme). */
export interface EmbedConfig extends ProviderSettings {
  /**
   * The CMS site's URLs for the portal's routes: a function, or a template whose `{…}`
   * placeholders take the argument (`"/facturas?contrato={codAbonado}"`).
   */
  links?: Partial<Record<keyof PortalLinks, string | LinkBuilder>>;
  /**
   * What happens after an uncancelled `ov-navigate`: `location.href = to` by default, a
   * function of yours, or `false` (events only).
   */
  navigate?: ((to: string) => void) | false;
  /** Where the session persists: `localStorage` (default, shared with the portal on the same
   * origin), `sessionStorage`, `memory`, or an adapter. */
  storage?: "local" | "session" | "memory" | StorageAdapter;
  /** The widgets' colours: `light` (default: the page around them is the page's own),
   * `system` (the visitor's `prefers-color-scheme`) or `dark`. */
  colorScheme?: ColorSchemePreference;
}

/** The configuration as the runtime reads it; `key` changes when the provider must be rebuilt. */
export interface ResolvedConfig extends EmbedConfig {
  apiBaseUrl: string;
  key: string;
}

/** `"/facturas/{codAbonado}"` → `(code) => "/facturas/100001"`; object arguments fill named
 * placeholders (`{username}`, `{email}`); unknown placeholders become empty. */
export function linkFromTemplate(template: string): (arg?: unknown) => string {
  return (arg?: unknown) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = typeof arg === "object" && arg !== null ? (arg as Record<string, unknown>)[key] : arg;
      return value === undefined || value === null ? "" : encodeURIComponent(String(value));
    });
}

export function resolveLinkOverrides(links: EmbedConfig["links"]): Partial<PortalLinks> | undefined {
  if (!links) return undefined;
  const resolved: Record<string, unknown> = {};
  for (const [name, link] of Object.entries(links)) {
    if (typeof link === "string") resolved[name] = linkFromTemplate(link);
    else if (typeof link === "function") resolved[name] = link;
  }
  return resolved as Partial<PortalLinks>;
}

export function storageFor(option: EmbedConfig["storage"]): StorageAdapter {
  if (option === "memory") return memoryStorage();
  if (option === "session") {
    try {
      const store = window.sessionStorage;
      return {
        getItem: (key) => store.getItem(key),
        setItem: (key, value) => store.setItem(key, value),
        removeItem: (key) => store.removeItem(key),
      };
    } catch {
      return memoryStorage();
    }
  }
  if (option && typeof option === "object") return option;
  return browserStorage();
}
