import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { chooseIssueOptions, expectNoAxeViolations, logIn } from "./support";

/*
 * Sessions that keep the customer's work, on a server of its own whose access tokens last one minute
 * (ACCESS_TOKEN_MINUTES=1; the shared e2e server keeps its 15), 20 ports above the e2e one:
 *
 * - a customer who keeps using the portal is never sent to /login: real time, about 80 s,
 *   past the first token's expiry (a renewal at 48 s, the request sent at ~75 s);
 * - one who stops sees 'Tu sesión va a caducar': Playwright's clock jumps the page 14
 *   minutes ahead (the idle timeout is the default 15), instead of waiting for it. This one
 *   runs on the shared e2e server (15-minute tokens): the page's clock is then 14 minutes
 *   ahead of the server's, and a 1-minute token would already look expired to the page (the
 *   guards send an expired token to /login). For the same reason 'Seguir conectado' (a
 *   renewal, whose new token the page would judge by its skewed clock) is left to the
 *   widget's test (widgets/SessionTimeout/SessionTimeout.test.tsx).
 */
const PORT = Number(process.env.E2E_PORT ?? 8090) + 20;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".data/e2e-session";

let server: ChildProcess | undefined;

test.describe("with 1-minute access tokens", () => {
  test.use({ baseURL: ORIGIN });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      stdio: "ignore",
      env: {
        ...process.env,
        PORT: String(PORT),
        PGLITE_DIR: DATA_DIR,
        DATABASE_URL: "",
        OV_DEMO: "1",
        ACCESS_TOKEN_MINUTES: "1",
        REDIS_PREFIX: `ov:e2e-session:${process.pid}-${Date.now()}:login-failures:`,
      },
    });
    const deadline = Date.now() + 170_000;
    for (;;) {
      try {
        if ((await fetch(`${ORIGIN}/healthz`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the session e2e server did not start on ${ORIGIN}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("a customer writing a request past the 1-minute token is never sent to /login; Enviar works", async ({ page }) => {
    test.setTimeout(150_000);
    const refreshes: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/ov/user/api/refreshToken")) refreshes.push(response.status());
    });
    await logIn(page, "demo");
    const loggedInAt = Date.now();
    await page.goto("/new-issue");
    await page.getByLabel(/^Asunto/).fill("Consulta sobre la lectura");
    await chooseIssueOptions(page);
    await expect(page.getByLabel(/^Código de contrato/)).not.toHaveValue("");
    const description = page.getByLabel(/^Descripción/);
    await description.click();
    // Writing slowly, a few words every 5 seconds, until the first token is long expired.
    while (Date.now() - loggedInAt < 75_000) {
      await page.keyboard.type("Sigo escribiendo. ");
      await page.waitForTimeout(5_000);
      expect(new URL(page.url()).pathname).toBe("/new-issue");
    }
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("El registro de la nueva solicitud se ha realizado con éxito.")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/new-issue");
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
  });
});

test("one who stops sees 'Tu sesión va a caducar' a minute before, then the spec's expiry path", async ({ page }) => {
  await page.clock.install();
  await logIn(page, "demo");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.clock.fastForward("14:05");
  const dialog = page.getByRole("alertdialog", { name: "Tu sesión va a caducar" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Seguir conectado" })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(new URL(page.url()).pathname).toBe("/");

  // Nobody comes back: at 15 minutes, isLeaving and /login with the spec's 401 text.
  await page.clock.fastForward("01:00");
  await page.waitForURL("**/login");
  await expect(page.getByText("La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.")).toBeVisible();
});
