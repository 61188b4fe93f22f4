import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn, tabTo } from "./support";

// What is owed, as the demo customer sees it: the home's 'Importe pendiente' (the seed's one
// pending and one returned invoice of 100004, the transfer account and the references, no
// 'Pagar' link since PAYMENT_URL_TEMPLATE is off by default), then contract 100004's list,
// where the returned invoice's row says 'Devuelta' and its 'Desglose', opened by keyboard,
// says it again with its due date.

test.use({ viewport: { width: 1280, height: 900 } });

test("'Importe pendiente' on the home and 'Devuelta' on the returned invoice, by keyboard", async ({ page }) => {
  // Two axe runs and a breakdown dialog: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await logIn(page, "demo");
  const owed = page.locator('[data-slot="owed-summary"]');
  await expect(owed.getByRole("heading", { name: "Importe pendiente" })).toBeVisible();
  await expect(owed.locator('[data-slot="owed-invoice"][data-state="Pendiente"]')).toHaveCount(1);
  const returned = owed.locator('[data-slot="owed-invoice"][data-state="Devuelta"]');
  await expect(returned).toHaveCount(1);
  await expect(returned).toContainText("Devuelta");
  await expect(returned).toContainText("Tu banco ha devuelto el recibo de esta factura.");
  await expect(owed.locator('[data-slot="transfer-iban"]')).toHaveText("ES91 2100 0418 4502 0005 1332");
  await expect(owed.getByRole("link", { name: /^Pagar/ })).toHaveCount(0);
  const number = /Factura (\S+)/.exec(await returned.innerText())?.[1] ?? "";
  expect(number).not.toBe("");
  await expect(owed.locator('[data-slot="transfer-reference"]')).toContainText(number);
  await expectNoAxeViolations(page, "home with 'Importe pendiente'");

  await page.goto("/invoices/100004");
  const row = page.locator(".ov-invoices-table__row").filter({ hasText: number });
  await expect(row.locator('[data-slot="payment-state"]')).toHaveText("Devuelta");
  const opener = row.getByRole("button", { name: `Desglose de la factura ${number}` });
  await tabTo(page, opener, { max: 80 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Desglose de la factura ${number}` });
  const facts = dialog.locator('[data-slot="payment-facts"]');
  await expect(facts.locator('[data-slot="payment-state"]')).toHaveText("Devuelta");
  await expect(facts).toContainText("Fecha de vencimiento");
  await expect(facts).toContainText("Tu banco ha devuelto el recibo de esta factura.");
  await expectNoAxeViolations(page, "breakdown of the returned invoice");
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
});
