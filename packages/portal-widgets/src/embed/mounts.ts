// The widgets mounted on the page (by custom elements or mount()): a small store the
// embed's React root reads with useSyncExternalStore.
import type { WidgetDefinition } from "./widgets";

/** One rendered widget: where it lives and what it gets. */
export interface Mount {
  readonly id: number;
  readonly definition: WidgetDefinition;
  /** The element events are dispatched on (the custom element, or mount()'s element). */
  readonly host: HTMLElement;
  /** Inside the shadow root: the widget… */
  readonly container: HTMLElement;
  /** …and its Radix portals (dialogs, popovers, the date picker). */
  readonly portals: HTMLElement;
  props: Record<string, unknown>;
  /** The element's own `lang` attribute ('ca' renders Catalan); undefined: the page's locale. */
  lang?: string | undefined;
}

let nextId = 1;
const mounts = new Map<number, Mount>();
let list: readonly Mount[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  list = [...mounts.values()].map((mount) => ({ ...mount }));
  for (const listener of listeners) listener();
}

export const subscribeMounts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getMounts = () => list;

/** Adds a mount; runtime.tsx's `addMount` also starts the React root. */
export function registerMount(mount: Omit<Mount, "id">): number {
  const id = nextId++;
  mounts.set(id, { ...mount, id });
  changed();
  return id;
}

export function updateMount(id: number, props: Record<string, unknown>, lang?: string): void {
  const mount = mounts.get(id);
  if (!mount) return;
  mount.props = props;
  mount.lang = lang;
  changed();
}

export function removeMount(id: number): void {
  if (mounts.delete(id)) changed();
}
