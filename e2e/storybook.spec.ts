/**
 * Every story in Chromium, axe with colour contrast (which jsdom cannot compute, so
 * src/stories.test.tsx leaves it out), once light and once dark: the preview's default theme
 * is "system", so emulating `prefers-color-scheme: dark` turns the same loaded story dark.
 * Runs against the static build (`npm run build-storybook`, done before e2e in `npm test`).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

const STATIC_DIR = "storybook-static";
const PORT = Number(process.env.E2E_PORT ?? 8090) + 1;
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

let server: Server;
test.beforeAll(async () => {
  test.skip(!existsSync(join(STATIC_DIR, "index.json")), "run `npm run build-storybook` first");
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(STATIC_DIR, path.endsWith("/") ? `${path}index.html` : path);
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  // Skipped (no static build): there is no server, and `server?.close(resolve)` would never resolve.
  if (server) await new Promise((resolve) => server.close(resolve));
});

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

test("every story passes axe, colour contrast included, in light and in dark", async ({ page }) => {
  // About 300 stories, each loaded and checked twice: over 15 minutes on a 2-core machine, so
  // not in every `npm test`. Run it before a release: E2E_STORYBOOK=1 npx playwright test e2e/storybook.spec.ts
  test.skip(!process.env.E2E_STORYBOOK, "set E2E_STORYBOOK=1 to run every story through axe in Chromium (light and dark)");
  const entries = Object.values(
    (JSON.parse(readFileSync(join(STATIC_DIR, "index.json"), "utf8")) as { entries: Record<string, IndexEntry> }).entries,
  ).filter((entry) => entry.type === "story");
  test.setTimeout(entries.length * 15_000);
  expect(entries.length).toBeGreaterThan(100);
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const entry of entries) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(`http://127.0.0.1:${PORT}/iframe.html?id=${entry.id}&viewMode=story`);
    await page.waitForLoadState("networkidle");
    // Storybook marks the root once the story (and its play function) has rendered.
    await page.waitForFunction(() => !document.body.classList.contains("sb-show-preparing-story"));
    await page.locator("#storybook-root > *").first().waitFor();
    await page.waitForTimeout(300);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const theme = page.locator("[data-ov-theme]").first();
      await expect(theme, `${entry.title} › ${entry.name} (${scheme})`).toHaveAttribute("data-ov-theme", scheme);
      // Transitions (transition-colors) finish before contrast is measured.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      await expectNoAxeViolations(page, `${entry.title} › ${entry.name} (${scheme})`);
    }
  }
});
