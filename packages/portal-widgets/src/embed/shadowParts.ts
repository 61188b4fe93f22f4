// What each embedded widget gets in its host element's shadow root: the library's CSS, a
// node for the widget and a node for its Radix portals.
import { containDialogFocus } from "./focusTrap";
import { adoptStyles, provideStyles } from "./shadowCss";

let loadCss: () => Promise<string> = () => Promise.resolve("");
let styled: Promise<void> | null = null;
/** Where the CSS every shadow root adopts comes from (index.ts: the compiled library CSS, a
 * chunk of its own so the core stays small). */
export function setShadowCss(load: () => Promise<string>): void {
  loadCss = load;
}

/** Resolves once the shadow roots have their CSS: a widget renders after it, never unstyled. */
export function stylesReady(): Promise<void> {
  styled ??= loadCss().then(provideStyles, (error: unknown) => {
    styled = null; // a failed download is tried again by the next widget
    throw error;
  });
  return styled;
}

export interface ShadowParts {
  container: HTMLElement;
  portals: HTMLElement;
}

/** Styles, the widget's node and the portals' node, in `element`'s (open) shadow root. */
export function prepareShadow(element: HTMLElement): ShadowParts {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
  adoptStyles(shadow);
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
