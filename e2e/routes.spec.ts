import type { Access } from "@oficina-virtual/portal-widgets/internal";
import { expect, type Page, test } from "@playwright/test";
import { ROUTES } from "../apps/host/src/routes/routeTable";
import { expectNoAxeViolations, logIn, screenshotBothWidths } from "./support";

const LOGGED_OUT_ONLY = [
  "/login",
  "/signup",
  "/user-validation?user=SmF2aWVy",
  "/user-validation-error",
  "/recovery-username",
  "/user-validation-resend",
  "/password-reset",
  "/password-change?confirmation=abc",
  "/user-change-password?token=abc",
  "/user-verify-email?token=abc",
];
const LOGIN_REQUIRED = [
  "/issues",
  "/new-issue",
  "/admin",
  "/invoices/100001",
  "/allinvoices",
  "/allinvoices-gas",
  "/telemetry/100001",
  "/loadcurve/100001",
  "/certificate/100001",
  "/readinginput/100001",
];
const PUBLIC = ["/aviso-legal", "/politica-de-cookies", "/politica-de-privacidad", "/accesibilidad"];

/** Waits until the page's requests have settled and nothing shows "Cargando". */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("busy-indicator")).toBeHidden();
}

/**
 * Every route of the host's route map a user of this kind can open, with demo values for its
 * parameters (an issue's id is found on /issues when the user has one): the route table, not a
 * list kept here, so a new route is checked too.
 */
function routesFor(kinds: readonly Access[], issueId?: string): string[] {
  return ROUTES.filter((route) => kinds.includes(route.access))
    .map((route) => route.path.replace(":id", "100001").replace(":issueId", issueId ?? ""))
    .filter((path) => !path.endsWith("/"));
}

/** The given paths (with the query a page needs) plus every other route of those kinds. */
function withRouteTable(paths: readonly string[], kinds: readonly Access[], issueId?: string): string[] {
  const known = new Set(paths.map((path) => path.split("?")[0]));
  return [...paths, ...routesFor(kinds, issueId).filter((path) => !known.has(path))];
}

/** axe at 1280 and at 320 px wide, where the page must not scroll sideways (WCAG 1.4.10). */
async function checkBothWidths(page: Page, path: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    await expectNoAxeViolations(page, `${path} at ${width} px`);
    if (width === 320) {
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(1);
    }
  }
}

/** The id of the user's first request: its detail button on /issues opens /issues/:issueId. */
async function firstIssueId(page: Page): Promise<string | undefined> {
  await page.goto("/issues");
  await settled(page);
  const detail = page.getByRole("button", { name: /^Ver detalle de la solicitud/ }).first();
  if ((await detail.count()) === 0) return undefined;
  await detail.click();
  await page.waitForURL(/\/issues\/[^/]+$/);
  return new URL(page.url()).pathname.split("/")[2];
}

const shotName = (path: string) => path.replace(/^\//, "").replace(/[/?=&]+/g, "_") || "home";

test.describe("logged out", () => {
  test("every login-required route sends to /login, the administrator's too", async ({ page }) => {
    for (const path of [...LOGIN_REQUIRED, "/", "/administrador-fincas"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test("a missing token on the administrator screen logs out as a 401 does: /login says the session expired", async ({ page }) => {
    await page.goto("/administrador-fincas");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.")).toBeVisible();
    await page.goto("/allinvoices");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("every logged-out page and the public ones pass axe, with screenshots", async ({ page }) => {
    test.setTimeout(300_000);
    for (const path of [...withRouteTable([...LOGGED_OUT_ONLY, ...PUBLIC], ["anonymous", "public"]), "/no-existe"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      if (path.startsWith("/user-validation?")) await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(/\| Oficina Virtual$/);
      await checkBothWidths(page, path);
      await screenshotBothWidths(page, `out-${shotName(path)}`);
    }
    await page.goto("/no-existe");
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  });
});

test.describe("logged in as demo", () => {
  test.beforeEach(async ({ page }) => logIn(page, "demo"));

  test("the logged-out pages send to /, the administrator's to /", async ({ page }) => {
    for (const path of [...LOGGED_OUT_ONLY, "/administrador-fincas"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === "/");
    }
  });

  test("every page passes axe at 1280 and 320 px, with screenshots, and a deep link opens in a new tab", async ({ page, context }) => {
    test.setTimeout(400_000);
    const issueId = await firstIssueId(page);
    expect(issueId, "the demo user has a request to open").toBeTruthy();
    for (const path of withRouteTable(["/", ...LOGIN_REQUIRED, ...PUBLIC], ["home", "authenticated", "public"], issueId)) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(/\| Oficina Virtual$/);
      await checkBothWidths(page, path);
      await screenshotBothWidths(page, `in-${shotName(path)}`);
    }
    const tab = await context.newPage();
    await tab.goto("/invoices/100002");
    await expect(tab.getByText("100002").first()).toBeVisible();
    await tab.goto("/telemetry/200001");
    await expect(
      tab
        .getByRole("alert")
        .or(tab.getByRole("status"))
        .filter({ hasText: /contrato/i })
        .first(),
    ).toBeVisible();
  });

  test("an expired access token sends the next page to /login", async ({ page }) => {
    await page.evaluate(() => {
      const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
      const expired = `${b64({ alg: "HS256" })}.${b64({ sub: "demo", exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
      localStorage.setItem("accessToken", expired);
      localStorage.setItem("user-token", expired);
    });
    await page.goto("/allinvoices");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });

  /** The scheme the page shows (the provider's scope and <html> agree). */
  async function expectScheme(page: Page, scheme: "light" | "dark") {
    await expect(page.locator("html")).toHaveAttribute("data-ov-theme", scheme);
    await expect(page.locator(".ov-theme").first()).toHaveAttribute("data-ov-theme", scheme);
  }

  test("follows the system: /login, /accesibilidad, / and an invoice page pass axe in dark at 1280 and 320 px", async ({ page }) => {
    test.setTimeout(480_000);
    for (const path of ["/login", "/accesibilidad"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await settled(page);
      await expectScheme(page, "dark");
      await expect(page.getByRole("button", { name: "Modo oscuro" })).toHaveAttribute("aria-pressed", "true");
      await checkBothWidths(page, `${path} (oscuro)`);
      await screenshotBothWidths(page, `dark-${shotName(path)}`);
    }
    await logIn(page, "demo");
    for (const path of ["/", "/invoices/100001"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await settled(page);
      await expectScheme(page, "dark");
      await checkBothWidths(page, `${path} (oscuro)`);
      await screenshotBothWidths(page, `dark-${shotName(path)}`);
    }
  });

  test("'Modo oscuro' in the header overrides the system, is remembered after a reload, and the footer links the accessibility statement", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/login");
    const toggle = page.getByRole("button", { name: "Modo oscuro" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expectScheme(page, "light");
    expect(await page.evaluate(() => localStorage.getItem("ov-color-scheme"))).toBe("light");
    await page.reload();
    await expect(page.getByRole("button", { name: "Modo oscuro" })).toHaveAttribute("aria-pressed", "false");
    await expectScheme(page, "light");
    await expect(page.locator("html")).toHaveCSS("color-scheme", "light");

    await page.getByRole("contentinfo").getByRole("link", { name: "Declaración de accesibilidad" }).click();
    await expect(page).toHaveURL(/\/accesibilidad$/);
    await expect(page).toHaveTitle("Declaración de accesibilidad | Oficina Virtual");
    await expect(page.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeVisible();
    await expect(page.getByText(/parcialmente conforme/)).toBeVisible();
    await page.getByRole("button", { name: "Modo oscuro" }).click();
    await expectScheme(page, "dark");
  });
});

test("an administrator on / goes to /administrador-fincas; every page of theirs passes axe at 1280 and 320 px", async ({ page }) => {
  test.setTimeout(400_000);
  await logIn(page, "fincas@example.com", { admin: true });
  await page.goto("/");
  await expect(page).toHaveURL(/\/administrador-fincas$/);
  await settled(page);
  await screenshotBothWidths(page, "in-administrador-fincas");
  const issueId = await firstIssueId(page);
  for (const path of routesFor(["administrator", "authenticated", "public"], issueId)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await checkBothWidths(page, path);
  }
});
