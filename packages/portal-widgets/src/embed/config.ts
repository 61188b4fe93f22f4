// One configuration per page: `<ov-portal>` attributes and `OficinaVirtual.configure()`.

import type { PortalLinks } from "../core/react/links";
import { browserStorage, memoryStorage, type StorageAdapter } from "../core/session/storage";
import type { EmbedConfig } from "./oficina-virtual.embed";

// Declared once, in the published types beside the bundle.
export type { EmbedConfig } from "./oficina-virtual.embed";

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
