import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { sourceAliases } from "../vite.aliases.mjs";
import { cssTarget } from "../vite.browsers.mjs";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/portal-widgets/src/**/*.stories.@(ts|tsx)"],
  staticDirs: ["./public"],
  // Docs: a page per widget (autodocs) with its props, the embed's attributes and its states.
  addons: ["@storybook/addon-docs"],
  previewAnnotations: (entries = []) => [...entries, fileURLToPath(new URL("./docsPage.tsx", import.meta.url))],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { alias: sourceAliases },
      build: { cssTarget },
    });
  },
};

export default config;
