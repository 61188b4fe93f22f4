// The types of `@oficina-virtual/portal-widgets/embed`, copied beside the bundle by
// vite.embed.config.ts. The bundle is a side-effect module (importing it defines the
// <ov-*> elements and window.OficinaVirtual); its exports are not part of the API.
// The one declaration of the embed's configuration: embed/config.ts re-exports it, and
// embed/index.ts checks the runtime object against OficinaVirtualEmbed (`satisfies`). The
// provider's types come from the package's main entry, so this file holds once copied.
import type { Appearance, PortalLinks, PortalProviderProps, StorageAdapter } from "@oficina-virtual/portal-widgets";

/** What the page sets as PortalProvider sets it (the provider's props document them).
 * `apiBaseUrl` defaults to the origin the embed script was loaded from; `locale` is
 * `<ov-portal lang>`, and an element's own `lang` attribute wins for that element. */
type ProviderSettings = Partial<
  Pick<PortalProviderProps, "apiBaseUrl" | "adminApiBaseUrl" | "locale" | "messages" | "clientCredentials" | "connectionCheck">
>;

type LinkBuilder = (...args: never[]) => string;

/** The embed's settings (`OficinaVirtual.configure()`, or `<ov-portal>`'s attributes): the
 * provider's, plus the ones a page without React writes differently (links as templates,
 * storage by name, navigation, colour scheme). */
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
  colorScheme?: Appearance["colorScheme"];
}

export interface OficinaVirtualEmbed {
  /** Merges `config` into the page's settings (the same as the <ov-portal> element's
   * attributes, EMBED.md); changing the API hosts or the storage starts a new session. */
  configure(config: EmbedConfig): void;
  /** Renders `widget` ("IssueForm"…) into `element`; call the result to unmount. */
  mount(element: HTMLElement, widget: string, props?: Record<string, unknown>): () => void;
  widgets: ReadonlyArray<{ name: string; tag: string; attributes: string[]; events: string[] }>;
}

declare global {
  interface Window {
    OficinaVirtual?: OficinaVirtualEmbed;
  }
}
