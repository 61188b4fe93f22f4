import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, VISUAL_DAY, VISUAL_PORT } from "./e2e/visualServer";

// Debian's Chromium, never a downloaded browser (no machine here may download one).
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PORT = E2E_PORT;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Two at most: the journeys share one demo server and run one at a time (project
  // "chromium"); the Storybook pass (project "storybook") reads a static build, so its stories
  // split over whatever worker the journeys leave free. On CI's two cores that halves the
  // longest step instead of leaving a core idle.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A keyboard journey takes 10-20 s alone; beside the Storybook pass on the other core it
  // took over the default 30 s. The journeys that need more set their own.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", testIgnore: /storybook\.spec\.ts$/, workers: 1, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "storybook",
      testMatch: /storybook\.spec\.ts$/,
      fullyParallel: true,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  // Baselines live in e2e/visual-baselines/ (one file per name, no platform suffix: they are
  // made and compared on Debian's Chromium only). A pixel counts as changed past a YIQ colour
  // distance of 0.2 (Playwright's default); a page fails when more than 1 % of its pixels
  // changed: anti-aliasing noise stays under it, a moved or restyled block does not.
  snapshotPathTemplate: "{testDir}/visual-baselines/{arg}{ext}",
  expect: { toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide", scale: "css" } },
  webServer: [
    // The same `npm start` a user runs, on its own port and a fresh embedded database.
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: { PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${VISUAL_PORT}/healthz`,
      env: { PORT: String(VISUAL_PORT), OV_SEED_TODAY: VISUAL_DAY },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
