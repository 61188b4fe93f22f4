import { expect as baseExpect, type Page, test } from "@playwright/test";
import { PASSWORD } from "./support";

// The header's 'Idioma' selector: Catalan on /login and home, remembered across a
// reload, <html lang> following it, and back to Spanish; the CMS embed's `lang` attribute.

// A catalogue is a chunk of its own, fetched on the first choice: allow a loaded machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const language = (page: Page) => page.getByRole("combobox", { name: "Idioma" });

test("choosing Català turns the login and home into Catalan, survives a reload, and goes back to Español", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Iniciar sesión | Oficina Virtual");

  await language(page).selectOption({ label: "Català" });
  await expect(page.getByRole("heading", { name: "Inicia la sessió" })).toBeVisible();
  // The tab's title follows without a navigation.
  await expect(page).toHaveTitle("Inicia la sessió | Oficina Virtual");
  await expect(page.getByRole("button", { name: "Entra" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ca");
  // A Catalan validation message, from the same catalogue.
  await page.getByRole("button", { name: "Entra" }).click();
  await expect(page.getByText("El camp Usuari és obligatori.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Inicia la sessió" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ca");
  await expect(language(page)).toHaveValue("ca-ES");

  // Home, in Catalan too (the demo customer).
  await page.getByLabel(/^Usuari( \*)?$/).fill("demo");
  await page.getByLabel(/^Contrasenya( \*)?$/).fill(PASSWORD);
  await page.getByRole("button", { name: "Entra" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Tanca la sessió" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cerca factures" })).toBeVisible();
  // The header renders the greeting twice (phone and desktop variants, one hidden by CSS).
  await expect(page.getByText("Benvingut", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Benvingut a la teva Oficina Virtual" })).toBeVisible();
  await expect(page).toHaveTitle("Inici | Oficina Virtual");

  await language(page).selectOption({ label: "Español" });
  await expect(page.getByRole("heading", { name: "Buscar facturas" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(page).toHaveTitle("Inicio | Oficina Virtual");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Buscar facturas" })).toBeVisible();
});

test("a Spanish visitor of /login downloads no other catalogue", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /\/(ca-ES|eu-ES|gl-ES|en)-[\w-]+\.js$/.test(url))).toEqual([]);
  await language(page).selectOption({ label: "Euskara" });
  await expect(page.getByRole("heading", { name: "Hasi saioa" })).toBeVisible();
  expect(scripts.filter((url) => /\/eu-ES-[\w-]+\.js$/.test(url))).toHaveLength(1);
  // The selector's label is in the language on screen: 'Hizkuntza' in Basque.
  await page.getByRole("combobox", { name: "Hizkuntza" }).selectOption({ label: "Español" });
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});

test('the CMS embed renders Catalan with lang="ca"', async ({ page }) => {
  await page.goto("/cms-demo.html");
  const login = page.locator("ov-login-form").first();
  await expect(login.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await login.evaluate((element) => element.setAttribute("lang", "ca"));
  await expect(login.getByRole("heading", { name: "Inicia la sessió" })).toBeVisible();
  await expect(login.getByRole("button", { name: "Entra" })).toBeVisible();
  // Only that element: the page's other widgets keep the page's language.
  await expect(page.locator("html")).not.toHaveAttribute("lang", "ca");

  // A new element written with the attribute renders Catalan from the start.
  await page.evaluate(() => {
    const element = document.createElement("ov-login-form");
    element.setAttribute("lang", "ca");
    element.id = "catalan-login";
    document.body.append(element);
  });
  await expect(page.locator("#catalan-login").getByRole("heading", { name: "Inicia la sessió" })).toBeVisible();

  await login.evaluate((element) => element.removeAttribute("lang"));
  await expect(login.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});
