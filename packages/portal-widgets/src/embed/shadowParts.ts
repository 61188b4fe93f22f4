// What each embedded widget gets in its host element's shadow root: the library's CSS, a
// node for the widget and a node for its Radix portals.
import { containDialogFocus } from "./focusTrap";
import { adoptStyles } from "./shadowCss";

let cssText: () => string = () => "";
/** The CSS every shadow root adopts (index.ts hands over the compiled library CSS). */
export function setShadowCss(css: () => string): void {
  cssText = css;
}

export interface ShadowParts {
  container: HTMLElement;
  portals: HTMLElement;
}

/** Styles, the widget's node and the portals' node, in `element`'s (open) shadow root. */
export function prepareShadow(element: HTMLElement): ShadowParts {
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

export function clearShadow(parts: ShadowParts): void {
  parts.container.remove();
  parts.portals.remove();
}
