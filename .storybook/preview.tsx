import type { Decorator, Loader, Preview } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { PortalProvider, memoryStorage, type PortalProviderProps } from "../packages/portal-widgets/src/index";
import "../packages/portal-widgets/src/styles.css";

/** Story parameters this preview understands. */
export interface PortalStoryParameters {
  /** MSW handlers for the story's network; the base URLs are STORY_API and STORY_ADMIN_API. */
  msw?: { handlers: RequestHandler[] };
  /** The provider of this story: stored session items (see `src/test/session.ts`,
   * `loggedInStorage()`) and message overrides. */
  portal?: {
    storage?: Record<string, string>;
    messages?: PortalProviderProps["messages"];
    /** For the set-password story (its call asks for a client-credentials token first). */
    clientCredentials?: PortalProviderProps["clientCredentials"];
  };
}

export const STORY_API = "https://api.example.test";
export const STORY_ADMIN_API = "https://admin-api.example.test";

// In the browser the network is mocked by MSW's service worker. Under Vitest (jsdom has no
// service worker) the story test installs the same handlers on msw/node instead.
const mswLoader: Loader = async ({ parameters }) => {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const { setupWorker } = await import("msw/browser");
  const handlers = (parameters as PortalStoryParameters).msw?.handlers ?? [];
  const w = globalThis as { __ovWorker?: ReturnType<typeof setupWorker> };
  if (!w.__ovWorker) {
    w.__ovWorker = setupWorker();
    await w.__ovWorker.start({ onUnhandledRequest: "bypass", quiet: true });
  }
  w.__ovWorker.resetHandlers(...handlers);
};

const withPortal: Decorator = (Story, { parameters }) => {
  const portal = (parameters as PortalStoryParameters).portal ?? {};
  return (
    <PortalProvider
      apiBaseUrl={STORY_API}
      adminApiBaseUrl={STORY_ADMIN_API}
      storage={memoryStorage(portal.storage)}
      messages={portal.messages}
      clientCredentials={portal.clientCredentials}
      navigate={(to) => console.info("[navigate]", to)}
    >
      <div className="ov-root" style={{ padding: 16 }}>
        <Story />
      </div>
    </PortalProvider>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  loaders: [mswLoader],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
  },
};

export default preview;
