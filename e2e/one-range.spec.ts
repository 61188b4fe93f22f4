import { expect as baseExpect, type Locator, type Page, type Request, test } from "@playwright/test";
import { logIn } from "./support";

// Part 2 §4 and §5: on /allinvoices and /allinvoices-gas the default query's range (the
// earliest and latest launch dates of what it lists) is the one the date fields show and
// the one every export sends. The unified list is made to answer last, the order in which
// the fields and the exports used to part ways.

const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const EXPORTS = [
  { name: "Excel", path: (line: string) => `/ov/invoices/api/${line}` },
  { name: "PDF", path: (line: string) => `/ov/invoices/api/fullbilling/allinPDF/${line}` },
  { name: "ZIP", path: (line: string) => `/ov/invoices/api/fullbilling/allinRar/${line}` },
];

/** The unified list of the default query answers a few seconds after the simple one. */
async function delayUnifiedList(page: Page) {
  await page.route(
    (url) =>
      url.pathname.endsWith("/fullbilling/unicas/gas") ||
      (url.pathname.endsWith("/fullbilling") && url.searchParams.get("findUnicas") === "true"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    },
  );
}

const dateField = (panel: Locator, label: string) => panel.getByLabel(new RegExp(`^${label}( \\*)?$`));
const isoToField = (iso: string | null) => (iso ? iso.split("-").reverse().join("-") : "");

for (const { screen, line } of [
  { screen: "/allinvoices", line: "Electricidad" },
  { screen: "/allinvoices-gas", line: "Gas" },
]) {
  test(`demo ${screen}: Excel, PDF and ZIP send exactly the dates the fields show`, async ({ page }) => {
    await logIn(page, "demo");
    await delayUnifiedList(page);
    const sent: Request[] = [];
    page.on("request", (request) => {
      if (EXPORTS.some((e) => new URL(request.url()).pathname === e.path(line))) sent.push(request);
    });
    await page.goto(screen);
    const panel = page.locator(`[data-line="${line}"]`);
    await expect(panel.getByRole("region", { name: "Facturas Unificadas" }).getByRole("row").nth(1)).toBeVisible();
    await page.waitForLoadState("networkidle");
    const desde = await dateField(panel, "Desde").inputValue();
    const hasta = await dateField(panel, "Hasta").inputValue();
    expect(desde).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(hasta).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    for (const { name } of EXPORTS) {
      const button = panel.getByRole("button", { name: `Descargar ${name} de facturas de ${line}` });
      await expect(button).toBeEnabled();
      await button.click();
    }
    await expect.poll(() => sent.length).toBe(3);
    for (const request of sent) {
      const q = new URL(request.url()).searchParams;
      expect({ desde: isoToField(q.get("startDate")), hasta: isoToField(q.get("endDate")) }, request.url()).toEqual({ desde, hasta });
    }
    // The fields have not moved since.
    await expect(dateField(panel, "Desde")).toHaveValue(desde);
    await expect(dateField(panel, "Hasta")).toHaveValue(hasta);
  });
}
