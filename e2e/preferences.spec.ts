import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, latestMailTo, logIn, tabTo } from "./support";

// 'Mi cuenta' › 'Preferencias' with the keyboard alone once logged in: contract 100001 to
// 'Factura electrónica', Catalan for e-mails, and the next notice (the demo's issue of the
// contract's newest invoice, /dev/invoices/…/issue) arrives in Catalan with a link, no PDF.
// Then both go back, passed or failed: the specs after this one (and a retry of this one)
// read demo's e-mails in Spanish.

test.use({ viewport: { width: 1280, height: 900 } });

test.afterEach(async ({ page }) => {
  const token = await page.evaluate(() => localStorage.getItem("accessToken") ?? sessionStorage.getItem("accessToken"));
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.put("/ov/user/api/preferences", { headers, data: { language: "es" } })).ok()).toBe(true);
  expect((await page.request.put("/ov/contracts/api/100001/factura-electronica", { headers, data: { paperless: false } })).ok()).toBe(true);
});

test("switch 100001 to 'Factura electrónica', choose Catalan and get the next notice in Catalan", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/admin");
  const item = page.getByRole("button", { name: "Preferencias" });
  // The page painted before the first Tab, or focus starts from a body still being built.
  await expect(item).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("aria-expanded", "true");

  // The header's language selector is an 'Idioma' too: the section's own.
  const section = page.getByRole("region", { name: "Preferencias" });
  const language = section.getByRole("combobox", { name: /^Idioma/ });
  await expect(language).toHaveValue("es");
  await expectNoAxeViolations(page, "preferences");
  await tabTo(page, language);
  await language.selectOption("ca");
  await tabTo(page, page.getByRole("button", { name: "Guardar el idioma" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Hemos guardado tus preferencias.")).toBeVisible();

  const paperless = section.getByRole("checkbox", { name: "Factura electrónica (Contrato 100001)" });
  await expect(paperless).toBeVisible();
  await expect(paperless).not.toBeChecked();
  await expect(page.locator('[data-contract="100001"] [data-slot="paperless-outcome"]')).toHaveText(/^En papel, a esta dirección:/);
  await tabTo(page, paperless);
  await page.keyboard.press("Space");
  await expect(paperless).toBeChecked();
  await expect(page.locator('[data-contract="100001"] [data-slot="paperless-outcome"]')).toHaveText(/^Sin papel:/);

  const issued = await page.request.post("/dev/invoices/100001/issue");
  expect(issued.ok()).toBe(true);
  expect((await issued.json()).sent).toBeGreaterThan(0);
  const mail = await latestMailTo(page, "demo@example.com");
  expect(mail.subject).toBe("Tens una nova factura de llum");
  expect(mail.text).toContain("factura electrònica");
  expect(mail.links).toEqual([expect.stringMatching(/\/invoices\/100001$/)]);
  expect(mail.text).not.toMatch(/\.pdf/i);
});
