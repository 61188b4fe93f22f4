import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { field, logIn, screenshotBothWidths } from "./support";

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${date.getFullYear()}`;

test("fincas@example.com: totals in the header, filter by CIF, contract details closed with Escape, an export", async ({ page }) => {
  await logIn(page, "fincas@example.com", { admin: true });
  const header = page.locator("[data-ov-widget=PortalHeader]");
  await expect(header).toContainText("Administrador de finca");
  await expect(header).toContainText("30");
  await expect(header).toContainText("10");

  const widget = page.locator("[data-ov-widget=AdminInvoices]");
  // Invoice rows carry the contract-details button (the chart's data table has rows too).
  const rows = widget.locator("tbody tr").filter({ has: page.getByRole("button", { name: /Ver los detalles del contrato/ }) });
  await expect(rows.first()).toBeVisible();
  const headers = await widget.locator("thead th").allInnerTexts();
  const cifColumn = headers.findIndex((text) => /NIF|CIF/.test(text));
  expect(cifColumn).toBeGreaterThanOrEqual(0);
  const cif = (await rows.first().locator("td").nth(cifColumn).innerText()).trim();

  const yearAgo = new Date();
  yearAgo.setFullYear(yearAgo.getFullYear() - 1);
  yearAgo.setDate(yearAgo.getDate() + 1);
  await field(page, "Desde").fill(ddmmyyyy(yearAgo));
  await field(page, "Hasta").fill(ddmmyyyy(new Date()));
  await field(page, "CIF").fill(cif);
  await widget.getByRole("button", { name: "Buscar", exact: true }).click();
  // The previous page stays on screen until the filtered one arrives: wait for it to go.
  await expect(rows.filter({ hasNotText: cif })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain(cif);
  await screenshotBothWidths(page, "journey-admin-cif");

  // The screenshots leave a phone's width, where the rows are cards: the first contract button
  // is the first row's in both.
  await widget
    .getByRole("button", { name: /Ver los detalles del contrato/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Detalles del Contrato" });
  await expect(dialog).toBeVisible();
  await screenshotBothWidths(page, "journey-admin-details");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent("download");
  await widget
    .getByRole("button", { name: /^Descargar Excel de facturas/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^facturas (Electricidad|Gas)\.xlsx$/);
  const body = await readFile((await file.path())!);
  expect(body.length).toBeGreaterThan(150);
  expect(body.subarray(0, 2).toString("latin1")).toBe("PK");
});

test("demo on /allinvoices: an 18-month range is refused, and Excel downloads a real XLSX", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/allinvoices");
  const panel = page.getByRole("tabpanel");
  // The first load sets the dates from its results: type after it.
  await expect(panel.locator("tbody tr").first()).toBeVisible();
  const eighteenMonthsAgo = new Date();
  eighteenMonthsAgo.setMonth(eighteenMonthsAgo.getMonth() - 18);
  await panel.getByLabel(/^Desde/).fill(ddmmyyyy(eighteenMonthsAgo));
  await panel.getByLabel(/^Hasta/).fill(ddmmyyyy(new Date()));
  await panel.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(panel.getByText("Sólo es posible realizar una consulta en el rango de 1 mes.").first()).toBeVisible();

  const monthAgo = new Date();
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  monthAgo.setDate(monthAgo.getDate() + 1);
  await panel.getByLabel(/^Desde/).fill(ddmmyyyy(monthAgo));
  await panel.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(panel.locator("tbody tr").first()).toBeVisible();
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Descargar Excel de facturas de Electricidad" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("facturas Electricidad.xlsx");
  const body = await readFile((await file.path())!);
  expect(body.length).toBeGreaterThan(150);
  expect(body.subarray(0, 2).toString("latin1")).toBe("PK");
  await screenshotBothWidths(page, "journey-allinvoices");
});
