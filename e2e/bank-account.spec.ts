import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, latestMailTo, logIn, PASSWORD, pathOf, tabTo } from "./support";

// 'Mi cuenta' › 'Cuenta bancaria' with the keyboard alone once logged in: a wrong IBAN is
// refused naming the check, a valid one after the password signs the SEPA mandate, the
// masked IBAN is shown, the mandate downloads, and the e-mail's link opens the same place.

test.use({ viewport: { width: 1280, height: 900 } });
// The mandate's PDF comes from the document workers, whose threads start with the server's
// first document: on a busy machine that alone may take many seconds.
test.setTimeout(120_000);

test("change the bank account of 100001 by keyboard and download the mandate", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/admin");
  const item = page.getByRole("button", { name: "Cuenta bancaria", exact: true });
  // The page paints before the first Tab (a busy machine may take seconds).
  await expect(item).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("aria-expanded", "true");
  const contract = page.getByRole("combobox", { name: "Contrato" });
  await expect(contract).toBeVisible();
  await contract.selectOption("100001");
  await expect(page.locator('[data-slot="current-account"] [data-slot="iban"]')).toHaveText(/^ES\*\* \*{4} \*{4} \*{4} \*{4} \d{4}$/);
  await expectNoAxeViolations(page, "bank account");

  await tabTo(page, page.getByRole("button", { name: "Cambiar la cuenta bancaria" }));
  await page.keyboard.press("Enter");
  const iban = page.getByRole("textbox", { name: /^IBAN/ });
  await expect(iban).toBeFocused();
  await page.keyboard.type("ES9121000418450200051333");
  await expect(iban).toHaveValue("ES91 2100 0418 4502 0005 1333");
  await page.keyboard.press("Tab");
  await expect(page.getByText("Los dígitos de control del IBAN no son correctos")).toBeVisible();
  await iban.focus();
  await page.keyboard.press("Backspace");
  await page.keyboard.type("2");
  await tabTo(page, page.getByLabel(/^Contraseña/, { exact: false }).first());
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole("button", { name: "Confirmar el cambio" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Cuenta bancaria cambiada")).toBeVisible();
  await expect(page.locator('[data-slot="current-account"] [data-slot="iban"]')).toHaveText("ES** **** **** **** **** 1332");
  await expect(page.getByText("ES9121000418450200051332")).toHaveCount(0);

  const download = page.waitForEvent("download");
  await tabTo(page, page.getByRole("button", { name: "Descargar la orden de domiciliación (PDF)" }));
  await page.keyboard.press("Enter");
  expect((await download).suggestedFilename()).toMatch(/^Mandato-LGI-[0-9A-Z]{16}\.pdf$/);

  const mail = await latestMailTo(page, "demo@example.com");
  expect(mail.subject).toBe("Has cambiado la cuenta bancaria de tu contrato");
  expect(mail.text).toContain("ES** **** **** **** **** 1332");
  await page.goto(pathOf(mail.links[0] ?? ""));
  await expect(page.getByRole("combobox", { name: "Contrato" })).toHaveValue("100001");
});
