import type { Access } from "@oficina-virtual/portal-widgets/internal";
import { expect, type Page, test } from "@playwright/test";
import { ROUTES } from "../apps/host/src/routes/routeTable";
import { logIn } from "./support";
import { VISUAL_DAY, VISUAL_PORT } from "./visualServer";

// Soft checks: one run lists every page that changed or overflows, not only the first.
// Every route at a phone's and a desktop's width, light and dark, compared with the baselines
// in e2e/visual-baselines/ (thresholds in playwright.config.ts), and no table wider than its
// container at 375, 1024, 1280 and 1440 px, in Spanish and Catalan. After an intended change
// of the design: `npm run test:visual:update`, then look at every changed PNG before
// committing it.

test.use({ baseURL: `http://127.0.0.1:${VISUAL_PORT}` });
test.describe.configure({ timeout: 600_000 });

const SHOT_WIDTHS = [375, 1280] as const;
const TABLE_WIDTHS = [375, 1024, 1280, 1440] as const;
const SCHEMES = ["light", "dark"] as const;

/** The query a page needs to show more than its error state; tokens are made up (they show
 * the page's "invalid link" answer, which is part of the design too). */
const QUERIES: Record<string, string> = {
  "/user-validation": "?user=SmF2aWVy",
  "/password-change": "?confirmation=abc",
  "/user-change-password": "?token=abc",
  "/user-verify-email": "?token=abc",
};

function pathsFor(kinds: readonly Access[], issueId?: string): string[] {
  return ROUTES.filter((route) => kinds.includes(route.access) && (issueId || !route.path.includes(":issueId"))).map(
    (route) => route.path.replace(":id", "100001").replace(":issueId", issueId ?? "") + (QUERIES[route.path] ?? ""),
  );
}

const shotName = (path: string) => path.replace(/^\//, "").replace(/[/?=&]+/g, "_") || "home";

async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("busy-indicator")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** The tables that are wider than the box they sit in (a table that scrolls sideways). A
 * chart's table for screen readers sits in a 1 px visually hidden box: not a table anyone sees. */
async function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("table")]
      .filter((table) => table.getClientRects().length > 0 && (table.parentElement?.clientWidth ?? 0) > 1)
      .filter((table) => table.getBoundingClientRect().width > (table.parentElement as HTMLElement).clientWidth + 1)
      .map(
        (table) =>
          `${table.getAttribute("aria-label") ?? table.caption?.textContent ?? table.closest("[aria-label]")?.getAttribute("aria-label") ?? "tabla"}: ${Math.round(table.getBoundingClientRect().width)} px en ${(table.parentElement as HTMLElement).clientWidth} px`,
      ),
  );
}

async function expectTablesFit(page: Page, path: string, locale: string) {
  for (const width of TABLE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect.soft(await overflowingTables(page), `${path} (${locale}) a ${width} px`).toEqual([]);
  }
}

async function shootRoute(page: Page, who: string, path: string) {
  await page.goto(path);
  await settled(page);
  await expectTablesFit(page, path, "es");
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await settled(page);
      await expect
        .soft(page, `${path} ${width} px ${scheme}`)
        .toHaveScreenshot(`${who}-${shotName(path)}-${width}-${scheme}.png`, { fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The same pages in Catalan, where labels run longer: the tables must still fit. */
async function tablesFitInCatalan(page: Page, paths: readonly string[]) {
  await page.evaluate(() => localStorage.setItem("ovLocale", "ca-ES"));
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "ca");
    await settled(page);
    await expectTablesFit(page, path, "ca");
  }
  await page.evaluate(() => localStorage.removeItem("ovLocale"));
}

test.beforeEach(async ({ page }) => {
  // The browser lives on the day the demo data is relative to ("this month", default ranges).
  await page.clock.setFixedTime(new Date(`${VISUAL_DAY}T10:00:00+01:00`));
});

test("logged out and public pages look as their baselines", async ({ page }) => {
  for (const path of pathsFor(["anonymous", "public"])) await shootRoute(page, "out", path);
});

test("a customer's pages look as their baselines and their tables fit, in Spanish and Catalan", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/issues");
  await settled(page);
  const detail = page.getByRole("button", { name: /^Ver detalle de la solicitud/ }).first();
  await detail.click();
  await page.waitForURL(/\/issues\/[^/]+$/);
  const issueId = new URL(page.url()).pathname.split("/")[2];
  const paths = pathsFor(["home", "authenticated"], issueId);
  for (const path of paths) await shootRoute(page, "in", path);
  await tablesFitInCatalan(page, paths);
});

test("an administrator's pages look as their baselines and their tables fit, in Spanish and Catalan", async ({ page }) => {
  await logIn(page, "fincas@example.com", { admin: true });
  const paths = pathsFor(["administrator"]);
  for (const path of paths) await shootRoute(page, "admin", path);
  await tablesFitInCatalan(page, paths);
});
