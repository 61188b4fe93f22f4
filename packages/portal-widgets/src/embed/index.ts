// The CMS embed: `<script type="module" src="…/oficina-virtual.embed.js">` defines an element
// per widget and `window.OficinaVirtual` ({ configure, mount, widgets, version }).
// Everything but the chart widgets is in this bundle; those load as chunks on first use.
// First: before any module builds a Zod schema (a CMS page's CSP may forbid eval).
import "../core/client/zodWithoutEval";
import type { EmbedConfig } from "./config";
import { configure } from "./configStore";
import { defineElements } from "./element";
import { mount } from "./mount";
import type { OficinaVirtualEmbed } from "./oficina-virtual.embed";
import { shadowCss } from "./shadowCss";
import { setShadowCss } from "./shadowParts";
import { WIDGETS } from "./widgets";

export type { EmbedConfig } from "./config";
export { configure, defineElements, mount };

// The CSS (~5 KB gzipped) is a chunk fetched with the first widget's, not part of the core.
setShadowCss(() => import("./libraryCss").then(({ libraryCss }) => shadowCss(libraryCss)));

export interface OficinaVirtualApi {
  configure(config: EmbedConfig): void;
  mount(element: HTMLElement, widget: string, props?: Record<string, unknown>): () => void;
  /** The elements: `[{ name: "IssueForm", tag: "ov-issue-form", attributes: [...], events: [...] }]`. */
  widgets: ReadonlyArray<{ name: string; tag: string; attributes: string[]; events: string[] }>;
}

const api = {
  configure,
  mount,
  widgets: WIDGETS.map((w) => ({
    name: w.name,
    tag: w.tag,
    attributes: Object.keys(w.attributes),
    events: w.events.map((e) => e.event),
  })),
} satisfies OficinaVirtualApi & OficinaVirtualEmbed; // the published types (./embed) must describe it

if (typeof window !== "undefined" && typeof customElements !== "undefined") {
  (window as unknown as { OficinaVirtual: OficinaVirtualApi }).OficinaVirtual = api;
  defineElements();
  // A module script runs after the page is parsed; inline scripts wait for this to call mount().
  document.dispatchEvent(new CustomEvent("ov-ready", { detail: api }));
}
