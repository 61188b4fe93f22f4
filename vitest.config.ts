import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { sourceAliases } from "./vite.aliases.mjs";

// Pure code needs no DOM: its tests run in plain Node, which starts far faster than jsdom.
const pureFolders = ["domain", "forms", "locales"].map((f) => `packages/portal-widgets/src/${f}/**/*.test.ts`);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores, so CI's two cores ran one test file
    // at a time: the files mostly wait on start-up (imports, jsdom, PGlite), and two workers
    // took the suite from 26 to 19 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["packages/portal-widgets/src/**/*.test.{ts,tsx}", "apps/host/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.server.test.{ts,tsx}", ...pureFolders],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // Opening a PGlite database and migrating it takes seconds on a busy 2-core machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: [
            "packages/*/src/**/*.server.test.{ts,tsx}",
            "packages/api-contract/src/**/*.test.ts",
            ...pureFolders,
            "apps/api/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // Checks every answer of the API suite against the OpenAPI document.
          setupFiles: ["./apps/api/src/http/answerRecorder.testing.ts"],
          // One migrated PGlite database that each test file's starts from (minutes saved).
          globalSetup: ["./apps/api/src/db/pgliteTemplate.testing.ts"],
        },
      },
    ],
  },
});
