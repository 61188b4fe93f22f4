// The types of `@oficina-virtual/portal-widgets/embed`, copied beside the bundle by
// vite.embed.config.ts. The bundle is a side-effect module (importing it defines the
// <ov-*> elements and window.OficinaVirtual); its exports are not part of the API.
export interface OficinaVirtualEmbed {
  /** The same settings as the <ov-portal> element's attributes (EMBED.md). */
  configure(config: Record<string, unknown>): void;
  /** Renders `widget` ("IssueForm"…) into `element`; call the result to unmount. */
  mount(element: HTMLElement, widget: string, props?: Record<string, unknown>): () => void;
  widgets: ReadonlyArray<{ name: string; tag: string; attributes: string[]; events: string[] }>;
}

declare global {
  interface Window {
    OficinaVirtual?: OficinaVirtualEmbed;
  }
}
