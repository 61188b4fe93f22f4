// The custom elements, `<ov-portal>` and `mount()` for pages that cannot use custom elements.
import { parseAttribute, propsFromAttributes, attributes as attributeTable } from "./attributes";
import { configure, type EmbedConfig } from "./config";
import { addMount, removeMount, updateMount } from "./runtime";
import { containDialogFocus } from "./focusTrap";
import { adoptStyles } from "./shadowCss";
import { findWidget, WIDGETS, type WidgetDefinition } from "./widgets";

let cssText: () => string = () => "";
/** The CSS every shadow root adopts (index.ts hands over the compiled library CSS). */
export function setShadowCss(css: () => string): void {
  cssText = css;
}

interface ShadowParts {
  container: HTMLElement;
  portals: HTMLElement;
}

/** Styles, the widget's node and the portals' node, in `element`'s (open) shadow root. */
function prepareShadow(element: HTMLElement): ShadowParts {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
  adoptStyles(shadow, cssText);
  const container = document.createElement("div");
  container.className = "ov-embed";
  const portals = document.createElement("div");
  portals.className = "ov-embed ov-embed-portals";
  portals.dataset.ovPortals = "";
  containDialogFocus(portals);
  shadow.append(container, portals);
  return { container, portals };
}

function clearShadow(parts: ShadowParts): void {
  parts.container.remove();
  parts.portals.remove();
}

function widgetElement(definition: WidgetDefinition): CustomElementConstructor {
  return class OficinaVirtualElement extends HTMLElement {
    static observedAttributes = Object.keys(definition.attributes);
    #id: number | null = null;
    #parts: ShadowParts | null = null;
    #props: Record<string, unknown> = {};

    /** Props that attributes cannot carry (functions, objects), merged over the attributes. */
    get props(): Record<string, unknown> {
      return this.#props;
    }
    set props(value: Record<string, unknown>) {
      this.#props = { ...value };
      this.#update();
    }

    connectedCallback() {
      if (this.#id !== null) return;
      this.#parts ??= prepareShadow(this);
      this.#id = addMount({ definition, host: this, ...this.#parts, props: this.#currentProps() });
    }

    disconnectedCallback() {
      // A CMS moving the element (remove, then insert) keeps it mounted.
      queueMicrotask(() => {
        if (this.isConnected || this.#id === null) return;
        removeMount(this.#id);
        this.#id = null;
      });
    }

    attributeChangedCallback() {
      this.#update();
    }

    #update() {
      if (this.#id !== null) updateMount(this.#id, this.#currentProps());
    }

    #currentProps() {
      return { ...propsFromAttributes(this, definition.attributes, definition.tag), ...this.#props };
    }
  };
}

// ------------------------------------------------------------------ <ov-portal>
const PORTAL_ATTRIBUTES = attributeTable("api-base-url", "admin-api-base-url", "links:json", "messages:json", "navigation", "storage", "connection-check:json");

/** `<ov-portal api-base-url="…">`: the page's configuration, read when it appears or changes.
 * (Classes are made on `defineElements()`: importing this module outside a browser must not
 * touch `HTMLElement`.) */
function portalElement(): CustomElementConstructor {
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
        } else {
          (next as Record<string, unknown>)[spec.prop] = value;
        }
      }
      configure(next);
    }
  };
}

/** Defines `<ov-portal>` first (so its configuration is read before any widget renders),
 * then one element per widget. A second copy of the script on the page is harmless. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  if (!registry.get("ov-portal")) registry.define("ov-portal", portalElement());
  for (const definition of WIDGETS) {
    if (!registry.get(definition.tag)) registry.define(definition.tag, widgetElement(definition));
  }
}

// ------------------------------------------------------------------ mount()
/**
 * Renders a widget into `element` (its shadow root) without custom elements. Events are
 * dispatched on `element`. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement, name: string, props: Record<string, unknown> = {}): () => void {
  const definition = findWidget(name);
  if (!definition) {
    throw new Error(
      `Oficina Virtual: there is no widget "${name}". Use one of: ${WIDGETS.map((w) => w.name).join(", ")}.`,
    );
  }
  const parts = prepareShadow(element);
  let id: number | null = addMount({ definition, host: element, ...parts, props: { ...props } });
  const unmount = () => {
    if (id === null) return;
    removeMount(id);
    id = null;
    // React removes its nodes after the commit; the shadow root itself stays (it cannot be removed).
    queueMicrotask(() => clearShadow(parts));
  };
  return Object.assign(unmount, {
    /** New props for the mounted widget (replacing the previous ones). */
    update(next: Record<string, unknown>) {
      if (id !== null) updateMount(id, { ...next });
    },
  });
}
