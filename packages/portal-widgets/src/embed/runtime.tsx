// One React root and one PortalProvider per page: every element renders through a portal
// into its own shadow root, so all widgets share the session, the API client and the query
// cache, while each keeps its styles and its Radix portals inside its shadow root.
import * as React from "react";
import { createPortal } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { useIsAuthenticated, usePortal, useSession } from "../core/hooks";
import { PortalProvider } from "../core/PortalProvider";
import { PortalContext, type PortalContextValue } from "../core/portalContext";
import { dispatch, eventProps } from "./attributes";
import { getConfig, resolveLinkOverrides, storageFor, subscribeConfig } from "./config";
import type { Access, WidgetDefinition } from "./widgets";

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
}

// ------------------------------------------------------------------ the mounted widgets
let nextId = 1;
const mounts = new Map<number, Mount>();
let list: readonly Mount[] = [];
const listeners = new Set<() => void>();
let root: Root | null = null;

function changed(): void {
  list = [...mounts.values()].map((mount) => ({ ...mount }));
  for (const listener of listeners) listener();
}

const subscribeMounts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getMounts = () => list;

export function addMount(mount: Omit<Mount, "id">): number {
  const id = nextId++;
  mounts.set(id, { ...mount, id });
  ensureRoot();
  changed();
  return id;
}

export function updateMount(id: number, props: Record<string, unknown>): void {
  const mount = mounts.get(id);
  if (!mount) return;
  mount.props = props;
  changed();
}

export function removeMount(id: number): void {
  if (mounts.delete(id)) changed();
}

function ensureRoot(): void {
  if (root) return;
  // A detached node: nothing of ours enters the page's light DOM. React listens on each
  // portal's container, inside the shadow roots.
  root = createRoot(document.createElement("div"));
  root.render(<EmbedApp />);
}

// ------------------------------------------------------------------ navigation
/**
 * `ov-navigate` on the element, cancelable; unless a listener prevents it, the configured
 * navigation runs (`location.href = to` by default).
 */
export function navigateFrom(target: EventTarget, to: string): void {
  if (!dispatch(target, "ov-navigate", { to }, true)) return;
  const { navigate } = getConfig();
  if (navigate === false) return;
  if (typeof navigate === "function") navigate(to);
  else window.location.href = to;
}

// ------------------------------------------------------------------ React
function EmbedApp() {
  const config = React.useSyncExternalStore(subscribeConfig, getConfig);
  const current = React.useSyncExternalStore(subscribeMounts, getMounts);
  const links = React.useMemo(() => resolveLinkOverrides(config.links), [config.links]);
  // Read once per provider (its key): a new base URL or storage makes a new session and client.
  const storage = React.useMemo(() => storageFor(config.storage), [config.key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <PortalProvider
      key={config.key}
      apiBaseUrl={config.apiBaseUrl}
      adminApiBaseUrl={config.adminApiBaseUrl}
      storage={storage}
      links={links}
      messages={config.messages}
      clientCredentials={config.clientCredentials}
      connectionCheck={config.connectionCheck}
      navigate={(to) => navigateFrom(document, to)}
      // The widgets re-render signed out (authenticated ones vanish, a login form appears);
      // the page hears about it and may send the user elsewhere.
      onSessionExpired={() => dispatch(document, "ov-session-expired", {})}
    >
      {current.map((mount) => createPortal(<ElementScope mount={mount} />, mount.container, String(mount.id)))}
    </PortalProvider>
  );
}

const lazyComponents = new Map<WidgetDefinition, React.ComponentType<Record<string, unknown>>>();
function componentOf(definition: WidgetDefinition): React.ComponentType<Record<string, unknown>> {
  if (definition.component) return definition.component;
  let component = lazyComponents.get(definition);
  if (!component) {
    const load = definition.load;
    if (!load) throw new Error(`Oficina Virtual: ${definition.name} has neither a component nor a loader.`);
    component = React.lazy(() => load().then((loaded) => ({ default: loaded })));
    lazyComponents.set(definition, component);
  }
  return component;
}

/** The provider's value with this element's portal container and navigation. */
function ElementScope({ mount }: { mount: Mount }) {
  const portal = usePortal();
  const value = React.useMemo<PortalContextValue>(
    () => ({ ...portal, portalContainer: mount.portals, navigate: (to: string) => navigateFrom(mount.host, to) }),
    [portal, mount.portals, mount.host],
  );
  const { definition, host, props } = mount;
  const Widget = componentOf(definition);
  const widgetProps = { ...props, ...eventProps(host, definition.events, props) };
  if (definition.name === "ContractDetailsDialog") {
    // Like <dialog open>: closing removes the attribute, so setting it again reopens.
    const onClose = widgetProps.onClose as () => void;
    widgetProps.onClose = () => {
      if (host.localName === definition.tag) host.removeAttribute("open");
      onClose();
    };
  }
  return (
    <PortalContext.Provider value={value}>
      <WidgetBoundary host={host} name={definition.name}>
        <Gate access={definition.access}>
          <React.Suspense fallback={null}>
            <Widget {...widgetProps} />
          </React.Suspense>
        </Gate>
      </WidgetBoundary>
    </PortalContext.Provider>
  );
}

function Gate({ access, children }: { access: Access; children: React.ReactNode }) {
  const signedIn = useIsAuthenticated();
  const { isAdministrador } = useSession();
  const allowed =
    access === "public" ||
    (access === "anonymous" && !signedIn) ||
    (access === "authenticated" && signedIn) ||
    (access === "administrator" && signedIn && isAdministrador);
  return allowed ? children : null;
}

/** A widget that throws leaves its element empty and says so with `ov-error`; the other
 * widgets of the page keep working. */
class WidgetBoundary extends React.Component<{ host: HTMLElement; name: string; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    dispatch(this.props.host, "ov-error", { message: error instanceof Error ? error.message : String(error), error });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
