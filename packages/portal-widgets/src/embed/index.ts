// The CMS embed: `<script type="module" src="…/oficina-virtual.embed.js">` defines an element
// per widget and `window.OficinaVirtual` ({ configure, mount, widgets, version }).
// Everything but the chart widgets is in this bundle; those load as chunks on first use.
import { configureZodWithoutEval } from "../core/client/zodWithoutEval";
import { configure } from "./configStore";
import { defineElements } from "./element";
import { mount } from "./mount";
import type { OficinaVirtualEmbed } from "./oficina-virtual.embed";
import { shadowCss } from "./shadowCss";
import { setShadowCss } from "./shadowParts";
import { WIDGETS } from "./widgets";

export type { EmbedConfig } from "./config";
export { configure, defineElements, mount };

// First, before any chunk builds a Zod schema: a CMS page's CSP may forbid eval. No module
// of the core builds one; they come with the widgets' and the client's chunks.
configureZodWithoutEval();

// The CSS (~5 KB gzipped) is a chunk fetched with the first widget's, not part of the core.
setShadowCss(() => import("./libraryCss").then(({ libraryCss }) => shadowCss(libraryCss)));

const api = {
  configure,
  mount,
  widgets: WIDGETS.map((w) => ({
    name: w.name,
    tag: w.tag,
    attributes: Object.keys(w.attributes),
    events: w.events.map((e) => e.event),
  })),
} satisfies OficinaVirtualEmbed; // the published types (./embed, the .d.ts) describe it: one declaration

if (typeof window !== "undefined" && typeof customElements !== "undefined") {
  window.OficinaVirtual = api;
  defineElements();
  // A module script runs after the page is parsed; inline scripts wait for this to call mount().
  document.dispatchEvent(new CustomEvent("ov-ready", { detail: api }));
}
