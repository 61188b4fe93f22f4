import { expect, type Locator, test } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./support";

// Issue #19 as a customer sees it: each invoice explained, why it changed, what this month
// will cost. Amounts are read off the screen as es-ES euros and added in cents.

/** '1.234,56 €' (or '+8,10 €', '-1,66 €') → signed cents. */
function cents(text: string): number {
  const match = /([+-]?)([\d.]+),(\d{2}) €/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]!.replace(/\./g, "")) * 100 + Number(match[3]));
}

const rowsOf = (page: import("@playwright/test").Page) => page.locator(".ov-invoices-table__row");

async function amountOf(row: Locator): Promise<number> {
  // 'Importe Total' is the fifth column of the contract's list.
  return cents(await row.locator("td").nth(4).innerText());
}

test("'Desglose' lines add up to the row's 'Importe Total'", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/invoices/100001");
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible();
  const count = Math.min(await rows.count(), 3);
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const number = (await row.locator("td").first().innerText()).trim();
    const total = await amountOf(row);
    const opener = row.getByRole("button", { name: `Desglose de la factura ${number}` });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: `Desglose de la factura ${number}` });
    await expect(dialog.getByText(/días facturados/)).toBeVisible();
    const amounts = await dialog.locator('[data-slot="line-amount"]').allInnerTexts();
    expect(amounts.length).toBeGreaterThan(3);
    expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(total);
    expect(cents(await dialog.locator('[data-slot="total-amount"]').innerText())).toBe(total);
    if (index === 0) await expectNoAxeViolations(page, "breakdown dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test("'¿Por qué ha cambiado?' contributions add up to the difference of the two totals", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/invoices/100001");
  const rows = rowsOf(page);
  await expect(rows.nth(1)).toBeVisible();
  // The list is newest first: the second row is the first one's previous invoice.
  const current = await amountOf(rows.nth(0));
  const previous = await amountOf(rows.nth(1));
  const number = (await rows.nth(0).locator("td").first().innerText()).trim();
  await rows
    .nth(0)
    .getByRole("button", { name: `¿Por qué ha cambiado la factura ${number}?` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Comparación con la factura anterior" });
  await expect(dialog.locator('[data-slot="comparison-summary"]')).toBeVisible();
  const sentences = await dialog.locator(".ov-bill-comparison__cause").allInnerTexts();
  const sum = sentences.reduce((total, sentence) => total + cents(sentence), 0);
  expect(sum).toBe(current - previous);
  // The waterfall is drawn (its chunk loads with the dialog).
  await expect(dialog.locator('[data-slot="waterfall"] svg')).toBeVisible();
  await expectNoAxeViolations(page, "comparison dialog");

  // 'Mismo mes del año anterior': the causes add up to that difference too.
  await dialog.getByRole("switch", { name: "Mismo mes del año anterior" }).check();
  await expect(dialog.getByText(/Factura del año anterior|No hay una factura del mismo mes/)).toBeVisible();
  const yearAgo = await dialog.locator(".ov-bill-comparison__cause").allInnerTexts();
  if (yearAgo.length > 0) {
    const summary = await dialog.locator('[data-slot="comparison-summary"]').innerText();
    const [shownCurrent, difference, other] = [...summary.matchAll(/([\d.]+,\d{2}) €/g)].map((m) => cents(`${m[1]} €`));
    expect(shownCurrent).toBe(current);
    const signed = /menos/.test(summary) ? -difference! : difference!;
    expect(yearAgo.reduce((total, sentence) => total + cents(sentence), 0)).toBe(signed);
    expect(current - other!).toBe(signed);
  }
});

test("the home shows 'Tu consumo este mes' with 'Llevas gastado' and 'Previsión de la factura' in euros", async ({ page }) => {
  await logIn(page, "demo");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Tu consumo este mes" }) });
  await expect(card.getByText("Previsión de la factura", { exact: true })).toBeVisible();
  await expect(card.locator('[data-slot="forecast"] dd').first()).toHaveText(/^[\d.]+,\d{2} €$/);
  await expect(card.getByText("Llevas gastado", { exact: true })).toBeVisible();
  await expect(card.locator('[data-slot="spent"] dd').first()).toHaveText(/^[\d.]+,\d{2} €$/);
  await expect(card.getByRole("button", { name: "Avisarme si supero un importe" })).toBeVisible();
  await expectNoAxeViolations(page, "home");
});
