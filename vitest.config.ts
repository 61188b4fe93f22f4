import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { sourceAliases } from "./vite.aliases.ts";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["packages/*/src/**/*.test.{ts,tsx}", "apps/host/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.server.test.{ts,tsx}"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["packages/*/src/**/*.server.test.{ts,tsx}", "apps/api/src/**/*.test.ts", "apps/api/test/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
    ],
  },
});
