import { createServer } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { logIn, PASSWORD } from "./support";

// The host app works under its Content-Security-Policy, logout ends the access
// token, and the CMS embed works on a page of another origin listed in EMBED_ORIGINS
// (scripts/e2e-server.mjs allows http://127.0.0.1:<port + 10>, where this file serves it: a
// real loopback server, as Chromium lets no page it does not know reach a loopback address).

/** Collects the page's CSP violation reports (and console refusals) from now on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener("securitypolicyviolation", (event) => {
      reports.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports))];
}

test("the host app's pages run under the CSP without a violation, and logout ends the token", async ({ page }) => {
  const violations = await watchCsp(page);
  const login = await page.goto("/login");
  expect(login!.headers()["content-security-policy"]).toContain("script-src 'self'");
  await logIn(page, "demo");
  await expect(page.getByRole("table").first()).toBeVisible();
  await page.goto("/invoices/100001");
  // The chart renders (recharts, inline styles) only once scrolled into view.
  await page.locator("[data-slot=invoice-chart]").first().scrollIntoViewIfNeeded();
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible({ timeout: 30_000 });
  await page.goto("/telemetry/100001");
  await expect(page.locator("main svg").first()).toBeVisible({ timeout: 30_000 });
  await page.goto("/ov/docs");
  await expect(page.locator("details").first()).toBeVisible();
  await page.goto("/cms-demo.html");
  await expect(page.locator("ov-contracts-table").getByRole("table").first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/");
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const me = async () => (await page.request.get("/ov/user/api/me", { headers: { authorization: `Bearer ${token}` } })).status();
  expect(await me()).toBe(200);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await me()).toBe(401);
});

test("the CMS embed on another origin: its script, the login and the contracts through CORS", async ({ page, baseURL }) => {
  const api = new URL(baseURL!);
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? Number(api.port) + 10);
  const demo = await (await page.request.get("/cms-demo.html")).text();
  const script = await (await page.request.get("/cms-demo.js")).text();
  // The README's advice for a CMS page's own CSP.
  const csp = `default-src 'self'; script-src 'self' ${api.origin}; connect-src 'self' ${api.origin}; style-src 'self' 'unsafe-inline'; object-src 'none'`;
  const html = demo
    .replace('src="/embed/oficina-virtual.embed.js"', `src="${api.origin}/embed/oficina-virtual.embed.js"`)
    .replace('api-base-url=""', `api-base-url="${api.origin}"`);
  const cms = createServer((request, response) => {
    if (request.url === "/cms-demo.js") response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp }).end(html);
  });
  await new Promise<void>((resolve) => cms.listen(cmsPort, "127.0.0.1", resolve));
  try {
    const violations = await watchCsp(page);
    await page.goto(`http://127.0.0.1:${cmsPort}/energia.html`);
    const form = page.locator("ov-login-form");
    await form.getByLabel(/^Usuario/).fill("demo");
    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByRole("button", { name: "Entrar" }).click();
    const row = page.locator("ov-contracts-table [data-slot=contract-row]").filter({ hasText: "100001" });
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: /Facturas/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations()).toEqual([]);
  } finally {
    await new Promise((resolve) => cms.close(resolve));
  }
});
