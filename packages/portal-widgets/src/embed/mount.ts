// mount(): a widget in any element, for pages that cannot use custom elements.
import { removeMount, updateMount } from "./mounts";
import { addMount } from "./runtime";
import { clearShadow, prepareShadow } from "./shadowParts";
import { findWidget, WIDGETS } from "./widgets";

/**
 * Renders a widget into `element` (its shadow root) without custom elements. Events are
 * dispatched on `element`. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement, name: string, props: Record<string, unknown> = {}): () => void {
  const definition = findWidget(name);
  if (!definition) {
    throw new Error(`Oficina Virtual: there is no widget "${name}". Use one of: ${WIDGETS.map((w) => w.name).join(", ")}.`);
  }
  const parts = prepareShadow(element);
  // The element's `lang` chooses the language, as on the custom elements (read once).
  const lang = element.getAttribute("lang") ?? undefined;
  let id: number | null = addMount({ definition, host: element, ...parts, props: { ...props }, lang });
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
      if (id !== null) updateMount(id, { ...next }, lang);
    },
  });
}
