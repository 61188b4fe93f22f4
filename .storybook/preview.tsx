import type { Decorator, Loader, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { createPortalQueryClient, PortalProvider } from "../packages/portal-widgets/src/index";
import { memoryStorage } from "../packages/portal-widgets/src/internal";
import { type PortalStoryParameters, STORY_ADMIN_API, STORY_API } from "../packages/portal-widgets/src/testing/storyParameters.testing";
import "../packages/portal-widgets/src/styles.css";

// The play functions' findBy/waitFor wait 1 s by default: under CI's load (two Playwright
// workers on two cores) a lazy dialog chunk took longer, and the story failed before its retry.
configure({ asyncUtilTimeout: 5000 });

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

/** The toolbar's 'Tema': "system" (the default) follows prefers-color-scheme, which is how the
 * Storybook axe run (e2e/storybook.spec.ts) turns every story dark; the others force a scheme. */
type SchemeGlobal = "system" | "light" | "dark";

const withPortal: Decorator = (Story, { parameters, globals }) => {
  const portal = (parameters as PortalStoryParameters).portal ?? {};
  const colorScheme = (globals.colorScheme as SchemeGlobal | undefined) ?? "system";
  return (
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl={STORY_API}
      adminApiBaseUrl={STORY_ADMIN_API}
      storage={memoryStorage(portal.storage)}
      draftStorage={memoryStorage(portal.drafts)}
      messages={portal.messages}
      clientCredentials={portal.clientCredentials}
      appearance={{ ...portal.appearance, colorScheme }}
      navigate={(to) => console.info("[navigate]", to)}
    >
      <div className="ov-root" style={{ padding: 16, minHeight: "100vh", background: "var(--ov-color-surface-muted)" }}>
        <Story />
      </div>
    </PortalProvider>
  );
};

const preview: Preview = {
  // A Docs page per widget (its layout is in docsPage.tsx). The tag must be here: Storybook's
  // indexer reads project tags from this file only.
  tags: ["autodocs"],
  decorators: [withPortal],
  globalTypes: {
    colorScheme: {
      description: "Tema de color (modo oscuro)",
      toolbar: {
        title: "Tema",
        icon: "contrast",
        items: [
          { value: "system", title: "Sistema" },
          { value: "light", title: "Claro" },
          { value: "dark", title: "Oscuro" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: "system" },
  loaders: [mswLoader],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
  },
};

export default preview;
