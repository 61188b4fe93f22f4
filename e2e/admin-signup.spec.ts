import { expect, test } from "@playwright/test";
import { field, latestMailTo, logIn, pathOf } from "./support";

// An administrator the retailer registered without a password (altas.fincas@example.com):
// the signup asks for the code mailed to that address, never sets a password, and the owner
// of the mailbox chooses it on the page the mailed link opens.
const ADMIN = { email: "altas.fincas@example.com", password: "Altas2026!" };

test("a pre-registered administrator signs up with the mailed code and chooses the password from the mailbox", async ({ page }) => {
  const attack = await page.request.post("/ov/user/api/add?isAdministradorFinca=true", {
    data: {
      username: "altasfincas-examplecom",
      password: "Atacante2026!",
      nif: "B12345674",
      email: ADMIN.email,
      telefono: "0",
      firstName: "Atacante",
      lastName: "",
      language: "es",
    },
  });
  expect(attack.status()).toBe(461);

  await page.goto("/signup");
  await page.getByRole("checkbox", { name: "Administrador de finca" }).check();
  await field(page, "Nombre / Razón Social").fill("Altas Fincas");
  await field(page, "Email").fill(ADMIN.email);
  // No password at signup: the form says it is chosen from the mailed link.
  await expect(page.getByText(/^No te pedimos una contraseña/)).toBeVisible();
  await expect(page.getByLabel(/^Contraseña/)).toHaveCount(0);
  await field(page, "Tipo de documento").selectOption("CIF");
  await field(page, "Número de documento").fill("B12345674");
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { name: "Código de verificación" })).toBeVisible();
  await expect(page.getByText("por correo electrónico a a***@example.com")).toBeVisible();
  const codeMail = await latestMailTo(page, ADMIN.email);
  await field(page, "Código de verificación").fill(/\b(\d{6})\b/.exec(codeMail.text)![1]!);
  await page.getByRole("button", { name: "Verificar código" }).click();
  await expect(page.getByRole("heading", { name: "Confirma tus datos" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmar Datos" }).click();
  await expect(page.getByText(/Te hemos enviado un correo electrónico con un enlace para que elijas tu contraseña/)).toBeVisible();

  // No password exists yet: not the attacker's, not the owner's.
  const attacker = await page.request.post("/ov/user/api/privateToken", {
    data: { username: ADMIN.email, password: "Atacante2026!", isAdministradorFinca: true },
  });
  expect(attacker.status()).toBe(400);
  const early = await page.request.post("/ov/user/api/privateToken", {
    data: { username: ADMIN.email, password: ADMIN.password, isAdministradorFinca: true },
  });
  expect(early.status()).toBe(400);

  const mail = await latestMailTo(page, ADMIN.email);
  expect(mail.subject).toBe("Elige tu contraseña de la Oficina Virtual");
  await page.goto(pathOf(mail.links[0]!));
  await page.waitForURL("**/user-change-password?token=*");
  await field(page, "Nueva contraseña").fill(ADMIN.password);
  await field(page, "Confirmar nueva contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("Tu contraseña se ha actualizado correctamente.")).toBeVisible();

  await logIn(page, ADMIN.email, { password: ADMIN.password, admin: true });
});
