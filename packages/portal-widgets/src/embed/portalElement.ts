// `<ov-portal>`: the page's configuration as attributes.
import { parseColorScheme } from "./appearance";
import { attributes as attributeTable, parseAttribute } from "./attributes";
import type { EmbedConfig } from "./config";
import { configure } from "./configStore";

const PORTAL_ATTRIBUTES = attributeTable(
  "api-base-url",
  "admin-api-base-url",
  "links:json",
  "messages:json",
  "navigation",
  "storage",
  "connection-check:json",
  "lang>locale",
  "color-scheme",
);

/** `<ov-portal api-base-url="…" lang="ca">`: the page's configuration, read when it appears or changes.
 * (Classes are made on `defineElements()`: importing this module outside a browser must not
 * touch `HTMLElement`.) */
export function portalElement(): CustomElementConstructor {
  return class OvPortalElement extends HTMLElement {
    static observedAttributes = Object.keys(PORTAL_ATTRIBUTES);
    connectedCallback() {
      this.#apply();
    }
    attributeChangedCallback() {
      if (this.isConnected) this.#apply();
    }
    #apply() {
      const next: EmbedConfig = {};
      for (const [name, spec] of Object.entries(PORTAL_ATTRIBUTES)) {
        const value = parseAttribute(spec, this.getAttribute(name), "ov-portal");
        if (value === undefined) continue;
        if (spec.prop === "navigation") {
          // navigation="none": events only, the page decides.
          if (value === "none") next.navigate = false;
        } else if (spec.prop === "colorScheme") {
          next.colorScheme = parseColorScheme(value);
        } else {
          (next as Record<string, unknown>)[spec.prop] = value;
        }
      }
      configure(next);
    }
  };
}
