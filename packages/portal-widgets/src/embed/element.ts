// The custom elements: one per widget, and `<ov-portal>` for the page's configuration.
import { propsFromAttributes } from "./attributes";
import { removeMount, updateMount } from "./mounts";
import { portalElement } from "./portalElement";
import { addMount } from "./runtime";
import { prepareShadow, type ShadowParts } from "./shadowParts";
import { WIDGETS, type WidgetDefinition } from "./widgets";

function widgetElement(definition: WidgetDefinition): CustomElementConstructor {
  return class OficinaVirtualElement extends HTMLElement {
    // `lang` is HTML's own attribute: it chooses the widget's language, not a prop.
    static observedAttributes = [...Object.keys(definition.attributes), "lang"];
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
      this.#id = addMount({ definition, host: this, ...this.#parts, props: this.#currentProps(), lang: this.#lang() });
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
      if (this.#id !== null) updateMount(this.#id, this.#currentProps(), this.#lang());
    }

    #lang() {
      return this.getAttribute("lang") ?? undefined;
    }

    #currentProps() {
      return { ...propsFromAttributes(this, definition.attributes, definition.tag), ...this.#props };
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
