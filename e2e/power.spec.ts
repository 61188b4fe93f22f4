import { expect, type Page, test } from "@playwright/test";
import { field, logIn, screenshotBothWidths } from "./support";

/* The insights as the demo customer sees it: 'Potencia óptima' and consumption by tariff period. */

// The machine running the suite may be busy: a year of readings and two charts take time.
test.describe.configure({ timeout: 120_000 });

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${date.getFullYear()}`;

async function setRange(page: Page, from: Date, to: Date) {
  await field(page, "Desde").fill(ddmmyyyy(from));
  await field(page, "Hasta").fill(ddmmyyyy(to));
  await field(page, "Hasta").blur();
}

/** '1.234,567' → Wh (an integer: the page's kWh have three decimals). */
const wh = (text: string) => Number(text.trim().replace(/\./g, "").replace(",", ""));

test("demo: /potencia shows contracted, maximum and recommended power with a € figure", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/");
  await page.getByRole("link", { name: /^Potencia .*100006/ }).click();
  await expect(page).toHaveURL(/\/potencia\/100006$/);
  await expect(page.getByRole("heading", { level: 1, name: "Potencia óptima" })).toBeVisible();
  const table = page.locator(".ov-power-advice__table");
  await expect(table.getByRole("columnheader", { name: "Potencia contratada" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Potencia a cubrir" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Potencia recomendada" })).toBeVisible();
  await expect(page.locator("[data-slot=power-total]")).toHaveText(/^[+-]?\d[\d.]*,\d\d €$/);
  // 100006 is seeded under-powered: its maxímetro passed the contracted power, and the page
  // names the invoice that read it.
  await expect(page.locator("[data-slot=under-powered]")).toBeVisible();
  await expect(page.locator("[data-slot=power-sources]")).toContainText(/según el maxímetro de tu factura de \p{L}+ de \d{4}/u);
  // The € come from the contract's price plan, named in the method as the invoice writes it.
  await expect(page.getByText(/los datos horarios subestiman la potencia máxima/)).toContainText(
    /en vigor desde el \d{2}\/\d{2}\/\d{4}, los mismos de tu factura \(P1: 0,\d+ €\/kW·día; P2: 0,\d+ €\/kW·día\)/,
  );
  await expect(page.locator("[data-slot=power-month-chart] svg.recharts-surface").first()).toBeVisible();
  await screenshotBothWidths(page, "power-advice-under");

  // An over-powered one saves money; a gas contract gets a clear message.
  await page.goto("/potencia/100002");
  await expect(page.getByText(/ahorrarías unos \d[\d.]*,\d\d €/)).toBeVisible();
  await page.goto("/potencia/100013");
  await expect(page.getByText(/sólo está disponible para suministros de electricidad/)).toBeVisible();
});

test("demo: telemetry by days, by months and the split per period adding up to the total", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/telemetry/100002");
  await expect(page.getByText(/^168 lecturas/)).toBeVisible();
  await expect(page.locator("[data-slot=chart-lines] path[data-class]").first()).toBeAttached();
  await expect(page.getByRole("link", { name: "Potencia" })).toHaveAttribute("href", "/potencia/100002");

  const yesterday = new Date(Date.now() - 86_400_000);
  const yearAgo = new Date();
  yearAgo.setFullYear(yearAgo.getFullYear() - 1);
  yearAgo.setDate(yearAgo.getDate() + 1);
  await setRange(page, yearAgo, yesterday);
  await page.getByRole("button", { name: "Visualizar" }).click();
  // A year of hourly readings: allow for a loaded machine.
  await expect(page.getByText(/^8\.?7\d\d lecturas/)).toBeVisible({ timeout: 30_000 });

  await page.getByRole("tab", { name: "Por días" }).click();
  await expect(page.locator("[data-slot=period-bars]")).toHaveAttribute("data-bars", /^36[4-6]$/);
  await page.getByRole("tab", { name: "Por meses" }).click();
  // A year ending yesterday touches 12 or 13 calendar months.
  await expect(page.locator("[data-slot=period-bars]")).toHaveAttribute("data-bars", /^1[23]$/);
  await screenshotBothWidths(page, "telemetry-by-months");

  await page.getByRole("tab", { name: "Reparto por periodos" }).click();
  const rows = page.locator("[data-slot=period-kwh]");
  await expect(rows).toHaveCount(3);
  const parts = (await rows.allInnerTexts()).map(wh);
  const total = wh(await page.locator("[data-slot=period-total]").innerText());
  expect(total).toBeGreaterThan(0);
  expect(parts.reduce((sum, v) => sum + v, 0)).toBe(total);

  await page.getByLabel("Comparar con el año anterior").check();
  // The column's header on a desktop, each card's label on a phone (where the screenshots left us).
  await expect(page.getByText("Año anterior (kWh)", { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await screenshotBothWidths(page, "telemetry-breakdown");
});
