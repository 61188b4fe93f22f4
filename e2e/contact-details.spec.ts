import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, latestMailTo, logIn, pathOf, tabTo } from "./support";

// 'Mi cuenta' › 'Datos de contacto' with the keyboard alone, as demo2 (the demo customer's
// address is what other specs read): the mobile phone confirmed with the code from the
// outbox's SMS, the e-mail confirmed from the link sent to the new address, the old address
// told with its undo link, which puts the old address back at the end.

test.use({ viewport: { width: 1280, height: 900 } });
// Two logins, an e-mail round trip and a keyboard walk: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const NEW_PHONE = "612 345 678";
const NEW_EMAIL = "marc.puig.nuevo@example.com";
const OLD_EMAIL = "demo2@example.com";

test("change the mobile phone with the SMS code, by keyboard", async ({ page }) => {
  await logIn(page, "demo2");
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Cambiar el teléfono móvil" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Cambiar el teléfono móvil" }));
  await page.keyboard.press("Enter");
  const phone = page.getByRole("textbox", { name: /^Nuevo teléfono móvil/ });
  await tabTo(page, phone);
  await page.keyboard.type(NEW_PHONE);
  await tabTo(page, page.getByRole("button", { name: "Enviar código" }));
  await page.keyboard.press("Enter");
  const code = page.getByRole("textbox", { name: /^Código recibido por SMS/ });
  await expect(code).toBeFocused();
  const sms = await latestMailTo(page, "612345678");
  expect(sms.channel).toBe("sms");
  await page.keyboard.type(/\b(\d{6})\b/.exec(sms.text)?.[1] ?? "");
  await tabTo(page, page.getByRole("button", { name: "Confirmar" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Hemos guardado tu nuevo teléfono móvil.")).toBeVisible();
  await expect(page.locator('[data-slot="contact-phone"]')).toHaveText("*** *** 678");
  await expectNoAxeViolations(page, "contact details");
  expect((await latestMailTo(page, OLD_EMAIL)).subject).toBe("Has cambiado el teléfono móvil de tu cuenta");
});

test("change the e-mail with the new address's link; the old one is told and can undo it", async ({ page }) => {
  await logIn(page, "demo2");
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Cambiar el correo electrónico" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Cambiar el correo electrónico" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("textbox", { name: /^Nuevo correo electrónico/ }));
  await page.keyboard.type(NEW_EMAIL);
  await tabTo(page, page.getByRole("button", { name: "Enviar enlace" }));
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-slot="contact-email-pending"]')).toContainText(NEW_EMAIL);

  const confirm = await latestMailTo(page, NEW_EMAIL);
  await page.goto(pathOf(confirm.links[0] ?? ""));
  // Each page painted before the first Tab, or focus starts from a body still being built.
  await expect(page.getByRole("button", { name: "Confirmar" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Confirmar" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Hemos cambiado tu dirección de correo electrónico. Hemos avisado a la dirección anterior.")).toBeVisible();

  const notice = await latestMailTo(page, OLD_EMAIL);
  expect(notice.subject).toBe("Has cambiado la dirección de correo electrónico de tu cuenta");
  expect(notice.text).toContain(NEW_EMAIL);

  // The undo link puts demo2's address back (and ends its sessions).
  await page.goto(pathOf(notice.links[0] ?? ""));
  await expect(page.getByRole("button", { name: "Deshacer el cambio" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Deshacer el cambio" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Hemos vuelto a poner tu dirección de correo electrónico anterior/)).toBeVisible();
  await logIn(page, "demo2");
  await page.goto("/admin");
  await expect(page.locator('[data-slot="contact-email"]')).toHaveText(OLD_EMAIL);
});
