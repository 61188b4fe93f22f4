import { readFile } from "node:fs/promises";
import { type Download, expect, type Page, test } from "@playwright/test";
import { chooseIssueOptions, field, logIn, openFilters, screenshotBothWidths } from "./support";

/** The file a download saved, with the spec's name and a real body. */
async function saved(download: Download, name: string | RegExp, magic: string) {
  if (typeof name === "string") expect(download.suggestedFilename()).toBe(name);
  else expect(download.suggestedFilename()).toMatch(name);
  const body = await readFile((await download.path())!);
  expect(body.length).toBeGreaterThan(150);
  expect(body.subarray(0, magic.length).toString("latin1")).toBe(magic);
  return body;
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${date.getFullYear()}`;
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
};

async function setRange(page: Page, from: Date, to: Date) {
  await field(page, "Desde").fill(ddmmyyyy(from));
  await field(page, "Hasta").fill(ddmmyyyy(to));
  await field(page, "Hasta").blur();
}

test.describe.configure({ mode: "serial" });

test("demo: home, contract search and paging, contract PDF", async ({ page }) => {
  await logIn(page, "demo");
  const electricity = page.getByRole("region", { name: /Contratos de Electricidad/ }).first();
  // Rows by their slot: table rows on a desktop, cards once the screenshots leave a phone's width.
  const electricityRows = page.locator("section[data-line=Electricidad] [data-slot=contract-row]");
  await expect(electricityRows).toHaveCount(10);
  await expect(page.locator("section[data-line=Gas] [data-slot=contract-row]")).toHaveCount(3);
  // On a 1280 px screen all eleven columns fit: the rows' links (Facturas, Certificado,
  // Consumos) are in view without scrolling the table sideways.
  await page.setViewportSize({ width: 1280, height: 900 });
  const scroller = page.locator("section[data-line=Electricidad] [role=region][tabindex]");
  expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByText("Página 1/2")).toBeVisible();
  await page.locator("section[data-line=Electricidad]").getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Página 2/2")).toBeVisible();
  await expect(electricityRows).toHaveCount(2);
  await screenshotBothWidths(page, "journey-home-page2");

  // On a card the CUPS is folded under 'Más datos': its text is there, not its rendering.
  const cups = (await electricityRows.first().locator("[data-slot=contract-cups]").textContent())?.trim() ?? "";
  expect(cups).toMatch(/^ES\w{18,20}$/);
  // At the phone's width the screenshots left, the search boxes are folded under 'Filtrar'.
  await openFilters(page);
  await field(page, "CUPS").fill(cups.slice(0, 16));
  await expect(electricityRows).toHaveCount(1);
  await expect(electricityRows.first()).toContainText(cups);
  await expect(electricity).toBeDefined();

  const download = page.waitForEvent("download");
  await electricityRows.first().getByRole("button", { name: /PDF/ }).click();
  await saved(await download, /^Contrato-.+\.pdf$/, "%PDF");
});

test("demo: a contract's invoices, a 3-month search, charts, an invoice PDF and the ZIP", async ({ page }) => {
  await logIn(page, "demo");
  await page
    .locator("section[data-line=Electricidad] tbody tr")
    .first()
    .getByRole("link", { name: /Facturas/ })
    .click();
  await expect(page).toHaveURL(/\/invoices\/100001$/);
  await expect(page.getByText("Últimas 10 facturas")).toBeVisible();
  await expect(page.locator("[data-ov-widget=InvoiceSearch] table").first().locator("tbody tr")).toHaveCount(10);

  await setRange(page, monthsAgo(3), new Date());
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText(/Resultados \( \d+ \)/)).toBeVisible();

  await page.getByRole("button", { name: "Importes", exact: true }).click();
  await expect(page.getByText(/Factura/).first()).toBeVisible();
  await page.getByRole("button", { name: "Consumo", exact: true }).click();
  await screenshotBothWidths(page, "journey-invoices");

  let download = page.waitForEvent("download");
  // By the rows' theme class: a table row at 1280 px, a card at the 375 px the screenshots left.
  await page.locator("[data-ov-widget=InvoiceSearch] .ov-invoices-table__row").first().getByRole("button", { name: /PDF/ }).click();
  await saved(await download, /^Factura-.+\.pdf$/, "%PDF");

  download = page.waitForEvent("download");
  await page.getByRole("button", { name: /ZIP/ }).first().click();
  await saved(await download, /\.rar$/, "PK");
});

test("demo: telemetry for 7 days, then 12 months, a zoom and the XLSX", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/telemetry/100001");
  await expect(page.getByText("Lecturas para los últimos 7 días")).toBeVisible();
  await expect(page.getByText(/^168 lecturas/)).toBeVisible();

  const yesterday = new Date(Date.now() - 86_400_000);
  const yearAgo = monthsAgo(12);
  yearAgo.setDate(yearAgo.getDate() + 1);
  await setRange(page, yearAgo, yesterday);
  await page.getByRole("button", { name: "Visualizar" }).click();
  await expect(page.getByText(/^Lecturas desde /)).toBeVisible();
  // A year of hourly readings: the count follows the chart, which a busy CI machine takes seconds to draw.
  await expect(page.getByText(/^8\.?7\d\d lecturas/)).toBeVisible({ timeout: 20_000 });
  const shown = page.getByText(/^Intervalo mostrado/);
  const before = await shown.innerText();
  await page.getByRole("button", { name: "Acercar" }).click();
  await expect(shown).not.toHaveText(before);
  await screenshotBothWidths(page, "journey-telemetry-year");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar curva" }).click();
  await saved(await download, "Telemedida-100001.xlsx", "PK");
});

test("demo: a consumption certificate and a meter reading the API stores", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/certificate/100001");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Obtener Certificado" }).click();
  await saved(await download, "Certificado-100001.pdf", "%PDF");

  await page.goto("/readinginput/100001");
  const fields = page.locator("[data-ov-widget=MeterReadingForm] input");
  await expect(fields.first()).toBeVisible();
  const count = await fields.count();
  // Whole kWh: an electricity meter's energy registers show no decimals (the form refuses them).
  for (let i = 0; i < count; i++) await fields.nth(i).fill(`${1200 + i}`);
  await page.getByRole("button", { name: "Enviar lectura" }).click();
  await expect(page.getByText(/Hemos recibido tu lectura/)).toBeVisible();
});

test("demo: a support request with quotes and line breaks reads back intact, then logout", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/new-issue");
  const description = 'El contador marca "0" desde ayer.\nSegunda línea con "comillas".';
  await page.getByLabel(/^Asunto/).fill('Lectura "rara" del contador');
  await chooseIssueOptions(page);
  await expect(page.getByLabel(/^Código de contrato/)).not.toHaveValue("");
  await page.getByLabel(/^Descripción/).fill(description);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("El registro de la nueva solicitud se ha realizado con éxito.")).toBeVisible();
  const code = (await page.getByText(/^Código de la solicitud: /).innerText()).replace("Código de la solicitud: ", "").trim();

  await page.goto("/issues");
  await page
    .getByRole("row")
    .filter({ hasText: code })
    .getByRole("link", { name: /Ver detalle/ })
    .or(
      page
        .getByRole("row")
        .filter({ hasText: code })
        .getByRole("button", { name: /Ver detalle/ }),
    )
    .click();
  await expect(page.getByRole("heading", { name: "Detalle de solicitud" })).toBeVisible();
  await expect(page.getByText('Lectura "rara" del contador').first()).toBeVisible();
  const shown = await page.locator("[data-ov-widget=IssuesView]").innerText();
  expect(shown).toContain('El contador marca "0" desde ayer.');
  expect(shown).toContain('Segunda línea con "comillas".');
  expect(shown).not.toContain("&quot;");

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
