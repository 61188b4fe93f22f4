/**
 * Every story in Chromium, axe with colour contrast (which jsdom cannot compute, so
 * src/stories.test.tsx leaves it out), once light and once dark: the preview's default theme
 * is "system", so emulating `prefers-color-scheme: dark` turns the same rendered story dark.
 * Runs against the static build (`npm run build-storybook`), one test per story so a failure
 * names its story and the run goes on. `npm test` sets E2E_STORYBOOK=1 (394 stories; ~10 min
 * alone on two cores, run beside the journeys on the second Playwright worker); alone:
 * E2E_STORYBOOK=1 npx playwright test e2e/storybook.spec.ts
 */
import { test as base, expect, type Page } from "@playwright/test";
import { closeServer, openPreview, renderStory, serveStatic, settle, storyEntries } from "./storybookPreview";
import { axeViolations } from "./support";

// One static server per worker, on its own port: E2E_PORT + 1, + 2, ... (+ 10 is the CMS page's).
const BASE_PORT = Number(process.env.E2E_PORT ?? 8090) + 1;

// One page per worker, kept across stories. Playwright replaces the worker after a failure,
// so a story that breaks the page cannot spoil the next one.
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex;
      const server = await serveStatic(port);
      const context = await browser.newContext({ locale: "es-ES", timezoneId: "Europe/Madrid", viewport: { width: 1024, height: 800 } });
      const page = await context.newPage();
      await openPreview(page, `http://127.0.0.1:${port}`);
      await use(page);
      await context.close();
      await closeServer(server);
    },
    { scope: "worker" },
  ],
});

// A trace per story, recorded and thrown away when it passes, made the run a fifth slower;
// a failure attaches a screenshot of the story instead, beside axe's list.
test.use({ trace: "off" });

const stories = process.env.E2E_STORYBOOK ? storyEntries() : [];

if (!process.env.E2E_STORYBOOK) {
  // A plain `npx playwright test` while working on something else; `npm test` sets it.
  test.skip("every story passes axe (set E2E_STORYBOOK=1 to run it)", () => undefined);
} else if (stories.length === 0) {
  // Asked for, it must run: a missing static build fails instead of passing unseen.
  test("every story passes axe, colour contrast included, in light and in dark", () => {
    expect(stories.length, "no stories in storybook-static/index.json: run `npm run build-storybook` first").toBeGreaterThan(0);
  });
} else {
  test.afterEach(async ({ preview }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      const path = testInfo.outputPath("story.png");
      await preview.screenshot({ path, fullPage: true });
      await testInfo.attach("story", { path, contentType: "image/png" });
    }
  });

  const titles = [...new Set(stories.map((story) => story.title))];
  for (const title of titles) {
    test.describe(title, () => {
      for (const story of stories.filter((entry) => entry.title === title)) {
        test(story.name, async ({ preview }) => {
          await preview.emulateMedia({ colorScheme: "light" });
          await renderStory(preview, story.id);
          for (const scheme of ["light", "dark"] as const) {
            await preview.emulateMedia({ colorScheme: scheme });
            await expect(preview.locator("[data-ov-theme]").first()).toHaveAttribute("data-ov-theme", scheme);
            await settle(preview);
            // Soft: the dark half is checked and reported even when the light half fails.
            expect.soft(await axeViolations(preview, { sameOrigin: true }), `${title} › ${story.name} (${scheme})`).toEqual([]);
          }
        });
      }
    });
  }
}
