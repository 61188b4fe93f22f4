// One React root and one PortalProvider per page: every element renders through a portal
// into its own shadow root, so all widgets share the session, the API client and the query
// cache, while each keeps its styles and its Radix portals inside its shadow root.
import * as React from "react";
import { createPortal } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { ColorSchemePreference } from "../core/appearance/appearance";
import { mayShow } from "../core/react/access";
import { PortalProvider } from "../core/react/PortalProvider";
import { PortalContext, type PortalContextValue } from "../core/react/portalContext";
import { useIsAuthenticated, usePortal, useSession } from "../core/react/portalHooks";
import { browserStorage, memoryStorage } from "../core/session/storage";
import { useEmbedAppearance } from "./appearance";
import { dispatch, eventProps } from "./attributes";
import { type EmbedConfig, resolveLinkOverrides, storageFor } from "./config";
import { getConfig, subscribeConfig } from "./configStore";
import { useElementLocale } from "./elementLocale";
import { getMounts, type Mount, registerMount, subscribeMounts } from "./mounts";
import { navigateFrom } from "./navigation";
import { stylesReady } from "./shadowParts";
import type { Access, WidgetDefinition } from "./widgets";

let root: Root | null = null;
type QueryClientModule = typeof import("../core/queries/queryClient");
let queries: QueryClientModule | null = null;
let starting: Promise<void> | null = null;

/** Mounts a widget, starting the page's one React root with the first. */
export function addMount(mount: Omit<Mount, "id">): number {
  const id = registerMount(mount);
  ensureRoot();
  return id;
}

/** The root starts once TanStack Query's client is there: a chunk of its own (~8 KB
 * gzipped), fetched beside the first widget's chunk and the CSS rather than in the core.
 * Nothing shows before the widget's own chunk anyway. */
function ensureRoot(): void {
  if (root || starting) return;
  starting = import("../core/queries/queryClient").then(
    (module) => {
      queries = module;
      // A detached node: nothing of ours enters the page's light DOM. React listens on each
      // portal's container, inside the shadow roots.
      root = createRoot(document.createElement("div"));
      root.render(<EmbedApp />);
    },
    () => {
      starting = null; // offline: the next widget mounted tries again
    },
  );
}

function EmbedApp() {
  const config = React.useSyncExternalStore(subscribeConfig, getConfig);
  const current = React.useSyncExternalStore(subscribeMounts, getMounts);
  const links = React.useMemo(() => resolveLinkOverrides(config.links), [config.links]);
  // Read once per provider (its key): a new base URL or storage makes a new session and client.
  const storage = React.useMemo(() => storageFor(config.storage), [config.key]); // eslint-disable-line react-hooks/exhaustive-deps
  // Drafts follow the session's choice: this tab's sessionStorage, unless the page asked
  // for nothing persisted (memory) or brought its own store.
  const draftStorage = React.useMemo(
    () => (config.storage === "memory" || typeof config.storage === "object" ? memoryStorage() : browserStorage("session")),
    [config.key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // One client per provider (a new configuration key starts both afresh).
  const queryClient = React.useMemo(() => (queries as QueryClientModule).createPortalQueryClient(), [config.key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <PortalProvider
      key={config.key}
      queryClient={queryClient}
      apiBaseUrl={config.apiBaseUrl}
      adminApiBaseUrl={config.adminApiBaseUrl}
      storage={storage}
      draftStorage={draftStorage}
      links={links}
      locale={config.locale}
      messages={config.messages}
      clientCredentials={config.clientCredentials}
      connectionCheck={config.connectionCheck}
      navigate={(to) => navigateFrom(document, to)}
      // The widgets re-render signed out (authenticated ones vanish, a login form appears);
      // the page hears about it and may send the user elsewhere.
      onSessionExpired={() => dispatch(document, "ov-session-expired", {})}
      // Another tab's logout or login: the widgets re-render for the session as it now is;
      // a marketing page is not taken to the login screen for it.
      onSessionEndedElsewhere={() => undefined}
    >
      {current.map((mount) =>
        createPortal(
          <ElementScope mount={mount} messages={config.messages} colorScheme={config.colorScheme} />,
          mount.container,
          String(mount.id),
        ),
      )}
      {current[0]
        ? createPortal(<SessionWarning mount={current[0]} colorScheme={config.colorScheme} />, current[0].container, "session-warning")
        : null}
    </PortalProvider>
  );
}

// Loaded when someone is signed in: a page of public widgets never fetches it.
const SessionTimeout = React.lazy(() =>
  Promise.all([import("../widgets/SessionTimeout"), stylesReady()]).then(([module]) => ({ default: module.SessionTimeout })),
);

/** 'Tu sesión va a caducar' for the whole page, in the first element's shadow root: the idle
 * timeout runs in the embed as in the host app, and without the warning a customer's session
 * ended silently after 15 idle minutes. */
function SessionWarning({ mount, colorScheme }: { mount: Mount; colorScheme: ColorSchemePreference | undefined }) {
  const portal = usePortal();
  const signedIn = useIsAuthenticated();
  const appearance = useEmbedAppearance(colorScheme);
  const value = React.useMemo<PortalContextValue>(
    () => ({ ...portal, portalContainer: mount.portals, appearance }),
    [portal, mount.portals, appearance],
  );
  if (!signedIn) return null;
  return (
    <PortalContext.Provider value={value}>
      <React.Suspense fallback={null}>
        <SessionTimeout />
      </React.Suspense>
    </PortalContext.Provider>
  );
}

const lazyComponents = new Map<WidgetDefinition, React.ComponentType<Record<string, unknown>>>();
function componentOf(definition: WidgetDefinition): React.ComponentType<Record<string, unknown>> {
  let component = lazyComponents.get(definition);
  if (!component) {
    // The widget's code and the shadow roots' CSS in parallel: it never shows unstyled.
    component = React.lazy(() => Promise.all([definition.load(), stylesReady()]).then(([loaded]) => ({ default: loaded })));
    lazyComponents.set(definition, component);
  }
  return component;
}

/** An event whose spec says so (`removesAttribute`) first removes that attribute from the
 * custom element, as closing a `<dialog open>` does, so setting it again reopens. Not for
 * mount()'s element: its attributes are the page's own. */
function withAttributeRemoval(host: HTMLElement, definition: WidgetDefinition, props: Record<string, unknown>): Record<string, unknown> {
  if (host.localName !== definition.tag) return props;
  const next = { ...props };
  for (const spec of definition.events) {
    const attribute = spec.removesAttribute;
    const callback = next[spec.prop];
    if (!attribute || typeof callback !== "function") continue;
    next[spec.prop] = (...args: unknown[]) => {
      host.removeAttribute(attribute);
      (callback as (...args: unknown[]) => void)(...args);
    };
  }
  return next;
}

/** The provider's value with this element's portal container, navigation, language and colour scheme. */
function ElementScope({
  mount,
  messages,
  colorScheme,
}: {
  mount: Mount;
  messages: EmbedConfig["messages"];
  colorScheme: ColorSchemePreference | undefined;
}) {
  const portal = usePortal();
  const own = useElementLocale(mount.lang, messages);
  const appearance = useEmbedAppearance(colorScheme);
  const value = React.useMemo<PortalContextValue>(
    () => ({
      ...portal,
      ...(own ? { locale: own.locale, requestedLocale: own.locale, messages: own.messages } : {}),
      portalContainer: mount.portals,
      navigate: (to: string) => navigateFrom(mount.host, to),
      appearance,
    }),
    [portal, own, mount.portals, mount.host, appearance],
  );
  const { definition, host, props } = mount;
  const Widget = componentOf(definition);
  const widgetProps = withAttributeRemoval(host, definition, { ...props, ...eventProps(host, definition.events, props) });
  return (
    <PortalContext.Provider value={value}>
      <WidgetBoundary host={host} name={definition.name}>
        <Gate access={definition.access}>
          <React.Suspense fallback={null}>
            <div className="ov-theme" data-ov-theme={appearance.scheme} style={{ display: "contents", ...appearance.style }}>
              <Widget {...widgetProps} />
            </div>
          </React.Suspense>
        </Gate>
      </WidgetBoundary>
    </PortalContext.Provider>
  );
}

function Gate({ access, children }: { access: Access; children: React.ReactNode }) {
  const authenticated = useIsAuthenticated();
  const session = useSession();
  return mayShow(access, { authenticated, session }) ? children : null;
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
