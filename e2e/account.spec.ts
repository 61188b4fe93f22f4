import { expect, test } from "@playwright/test";
import { field, latestMailTo, logIn, pathOf } from "./support";

const NEW_USER = { username: "javier", email: "javier.martin@example.com", password: "Javier2026!", newPassword: "Javier2027!" };

// One holder's whole account life, in order: signup → validation link → login → reset.
test.describe
  .serial("the holder 00000000T", () => {
    test("signup of the holder 00000000T with the code sent by SMS, then the validation link's page, then login", async ({ page }) => {
      await page.goto("/signup");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registro de Usuario");
      await field(page, "Nombre / Razón Social").fill("Javier");
      await field(page, "Primer Apellido").fill("Martín");
      await field(page, "Segundo Apellido").fill("Ruiz");
      await field(page, "Nombre de usuario").fill(NEW_USER.username);
      await field(page, "Email").fill(NEW_USER.email);
      await field(page, "Contraseña").fill(NEW_USER.password);
      await field(page, "Confirmar contraseña").fill(NEW_USER.password);
      await field(page, "Tipo de documento").selectOption("NIF");
      await field(page, "Número de documento").fill("00000000t");
      await field(page, "Titular").selectOption("true");
      await field(page, "Teléfono").fill("600111222");
      await page.getByRole("button", { name: "Siguiente" }).click();

      // The holder has no e-mail on file: the code goes by SMS to the phone on file.
      await expect(page.getByRole("heading", { name: "Código de verificación" })).toBeVisible();
      await expect(page.getByText("por SMS al teléfono *** *** 222")).toBeVisible();
      const sms = await latestMailTo(page, "600111222");
      expect(sms.channel).toBe("sms");
      await field(page, "Código de verificación").fill(/\b(\d{6})\b/.exec(sms.text)![1]!);
      await page.getByRole("button", { name: "Verificar código" }).click();

      await expect(page.getByRole("heading", { name: "Confirma tus datos" })).toBeVisible();
      await expect(page.getByText("00000000T").first()).toBeVisible();
      await page.getByRole("button", { name: "Confirmar Datos" }).click();
      await expect(
        page.getByText("¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta."),
      ).toBeVisible();

      const mail = await latestMailTo(page, NEW_USER.email);
      const link = mail.links.find((l) => l.includes("validation"));
      expect(link).toBeTruthy();
      // Opening the link (as a mail scanner would) changes nothing: its page's button does.
      await page.goto(pathOf(link!));
      await page.waitForURL("**/user-verify-email?token=*");
      await page.getByRole("button", { name: "Confirmar" }).click();
      await expect(page.getByText("Tu correo electrónico se ha verificado correctamente.")).toBeVisible();

      await logIn(page, NEW_USER.username, { password: NEW_USER.password });
      // The header renders the greeting twice (phone and desktop variants, one hidden by CSS).
      await expect(page.getByText("Bienvenido", { exact: true }).filter({ visible: true })).toBeVisible();
    });

    test("password reset through its e-mail link", async ({ page }) => {
      await page.goto("/password-reset");
      await field(page, "Nombre de usuario").fill(NEW_USER.username);
      await field(page, "Email").fill(NEW_USER.email);
      await field(page, "Teléfono").fill("600111222");
      await page.getByRole("button", { name: /Enviar|Cambiar/ }).click();
      await expect(page.getByText("Te hemos enviado un correo electrónico para cambiar tu contraseña.")).toBeVisible();

      const mail = await latestMailTo(page, NEW_USER.email);
      const link = mail.links.find((l) => l.includes("password-change"));
      expect(link, mail.links.join(" ")).toBeTruthy();
      await page.goto(pathOf(link!));
      await field(page, "Contraseña").fill(NEW_USER.newPassword);
      await field(page, "Confirmar contraseña").fill(NEW_USER.newPassword);
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      await expect(page.getByText("La contraseña se ha guardado correctamente.")).toBeVisible();

      await logIn(page, NEW_USER.username, { password: NEW_USER.newPassword });
    });
    // The lock is this holder's: a shared demo account locked from 127.0.0.1 for 15 minutes
    // would refuse the other specs' logins (contact-details logs in as demo2).
    test("five wrong passwords are refused with the server's message", async ({ page }) => {
      await page.goto("/login");
      await field(page, "Usuario").fill(NEW_USER.username);
      const password = field(page, "Contraseña");
      for (let attempt = 1; attempt <= 5; attempt++) {
        await password.fill(`Incorrecta${attempt}!`);
        await page.getByRole("button", { name: "Entrar" }).click();
        await expect(page.getByRole("alert")).toContainText("El usuario y/o contraseña no son correctos para ingresar.");
      }
      // Locked out (from this address): even the right password gets the server's 429 text.
      await password.fill(NEW_USER.newPassword);
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page.getByRole("alert")).toContainText(/Has superado el número de intentos\. Inténtalo de nuevo en \d+ minutos?\./);
      await expect(page).toHaveURL(/\/login$/);
      await expect(field(page, "Usuario")).toHaveValue(NEW_USER.username);
    });
  });
