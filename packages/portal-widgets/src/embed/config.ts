// One configuration per page: `<ov-portal>` attributes and `OficinaVirtual.configure()`.

import type { ColorSchemePreference } from "../core/appearance/appearance";
import type { PortalLinks } from "../core/react/links";
import type { ConnectionCheckConfig } from "../core/react/portalContext";
import { browserStorage, memoryStorage, type StorageAdapter } from "../core/session/storage";
import type { DeepPartial, Messages } from "../locales";

type LinkBuilder = (...args: never[]) => string;

export interface EmbedConfig {
  /** The customer API host; defaults to the origin the embed script was loaded from. */
  apiBaseUrl?: string;
  /** The property administrators' API host; defaults to `apiBaseUrl`. */
  adminApiBaseUrl?: string;
  /**
   * The CMS site's URLs for the portal's routes: a function, or a template whose `{…}`
   * placeholders take the argument (`"/facturas?contrato={codAbonado}"`).
   */
  links?: Partial<Record<keyof PortalLinks, string | LinkBuilder>>;
  /** The widgets' language ('ca', 'eu', 'gl', 'en', 'es'; `<ov-portal lang>`); an element's own
   * `lang` attribute wins for that element. Unset: the language last chosen in this browser,
   * else Spanish. */
  locale?: string;
  /** Any subset of the texts, applied over the catalogue of each locale. */
  messages?: DeepPartial<Messages>;
  /**
   * What happens after an uncancelled `ov-navigate`: `location.href = to` by default, a
   * function of yours, or `false` (events only).
   */
  navigate?: ((to: string) => void) | false;
  /** Where the session persists: `localStorage` (default, shared with the portal on the same
   * origin), `sessionStorage`, `memory`, or an adapter. */
  storage?: "local" | "session" | "memory" | StorageAdapter;
  clientCredentials?: { id: string; secret: string };
  connectionCheck?: ConnectionCheckConfig;
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
