import { expect, type Page, test } from "@playwright/test";
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
const PUBLIC = ["/aviso-legal", "/politica-de-cookies", "/politica-de-privacidad"];

/** Waits until the page's requests have settled and nothing shows "Cargando". */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("busy-indicator")).toBeHidden();
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
    for (const path of [...LOGGED_OUT_ONLY, ...PUBLIC, "/no-existe"]) {
      await page.goto(path);
      if (path.startsWith("/user-validation?")) await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(/\| Oficina Virtual$/);
      await expectNoAxeViolations(page);
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

  test("every page passes axe, with screenshots, and a deep link opens in a new tab", async ({ page, context }) => {
    test.setTimeout(300_000);
    for (const path of ["/", ...LOGIN_REQUIRED, ...PUBLIC]) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(/\| Oficina Virtual$/);
      await expectNoAxeViolations(page);
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

test("an administrator on / goes to /administrador-fincas, which passes axe", async ({ page }) => {
  await logIn(page, "fincas@example.com", { admin: true });
  await page.goto("/");
  await expect(page).toHaveURL(/\/administrador-fincas$/);
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "in-administrador-fincas");
});
