import { expect, type Page, test } from "@playwright/test";
import { focusRing, isFocused, PASSWORD, tabTo } from "./support";

// The seven journeys with the keyboard alone (no clicks, no fill): every Tab stop
// shows a focus ring of 3:1 or more against its background (tabTo checks it), and after every
// key that acts focus is still on an element, never on <body>.

/** Presses a key and checks that focus did not fall to <body>. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusKept(page, key);
}

/** Once the page has settled (a route change moves focus to <main> a moment after the old page goes). */
async function expectFocusKept(page: Page, after: string): Promise<void> {
  await expect
    .poll(async () => (await focusRing(page)).element, { message: `focus fell to <body> after ${after}`, timeout: 5000 })
    .not.toBe("body");
}

/** Types into the focused field, as a user would. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusKept(page, `typing ${text}`);
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${date.getFullYear()}`;

async function keyboardLogIn(page: Page, user: string, { admin = false } = {}): Promise<void> {
  await page.goto("/login");
  // The app renders after "load": Tab before that would go to <body>.
  await expect(page.getByLabel(/^Usuario/)).toBeVisible();
  await tabTo(page, page.getByLabel(/^Usuario/));
  await type(page, user);
  await tabTo(page, page.getByLabel(/^Contraseña/));
  await type(page, PASSWORD);
  if (admin) {
    await tabTo(page, page.getByLabel("Administrador de finca"));
    await press(page, "Space");
    await expect(page.getByLabel("Administrador de finca")).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Entrar" }));
  }
  await press(page, "Enter");
  if (admin) await page.waitForURL("**/administrador-fincas");
  else await page.waitForURL((url) => url.pathname === "/");
  await expectFocusKept(page, "logging in");
  // The URL changes before the new page commits (React Router's transition waits for its
  // chunk); the layout then moves focus to <main>. Tab only once the page is there.
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.getByRole("main")).toBeFocused();
}

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 900 } });

test("login, home search by Contrato and CUPS, and logout, by keyboard", async ({ page }) => {
  await keyboardLogIn(page, "demo");
  const rows = page.locator("section[data-line=Electricidad] tbody tr");
  await expect(rows).toHaveCount(10);
  const contract = (await rows.nth(1).locator("td").first().innerText()).trim();

  await tabTo(page, page.getByRole("searchbox", { name: "Contrato" }).or(page.getByRole("textbox", { name: "Contrato" })));
  await type(page, contract);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Coinciden con la búsqueda" })).toContainText("1 contrato de Electricidad");
  for (const _ of contract) await press(page, "Backspace");
  await expect(rows).toHaveCount(10);
  await press(page, "Tab");
  await type(page, "ES");
  await expect(page.getByRole("status").filter({ hasText: "Coinciden con la búsqueda" })).toBeVisible();

  // Back up to the header (Shift+Tab), then the logout button.
  const logout = page.getByRole("button", { name: "Cerrar sesión" });
  await tabTo(page, logout, { back: true, max: 30 });
  await press(page, "Enter");
  await page.waitForURL(/\/login$/);
  await expectFocusKept(page, "logging out");
});

test("invoices: typed and picked dates, the amount slider, Buscar and a PDF, by keyboard", async ({ page }) => {
  await keyboardLogIn(page, "demo");
  await tabTo(
    page,
    page
      .locator("section[data-line=Electricidad] tbody tr")
      .first()
      .getByRole("link", { name: /Facturas/ }),
    { max: 80 },
  );
  await press(page, "Enter");
  await page.waitForURL(/\/invoices\/100001$/);
  const widget = page.locator("[data-ov-widget=InvoiceSearch]");
  await expect(page.getByText("Últimas 10 facturas")).toBeVisible({ timeout: 15_000 });
  await expect(widget.locator("table").first().locator("tbody tr")).toHaveCount(10, { timeout: 15_000 });

  const from = new Date();
  from.setMonth(from.getMonth() - 3);
  await tabTo(page, widget.getByLabel(/^Desde/).first());
  await type(page, ddmmyyyy(from));

  // Hasta from its calendar: arrows move real focus, Enter picks the focused day.
  await tabTo(page, widget.getByRole("button", { name: "Abrir calendario: Hasta" }));
  await press(page, "Enter");
  const calendar = page.getByRole("dialog");
  await expect(calendar).toBeVisible();
  const dayName = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
  const first = await dayName();
  await press(page, "ArrowLeft");
  const picked = await dayName();
  expect(picked).not.toBe(first);
  expect(picked).toMatch(/\d{4}/);
  await press(page, "Enter");
  await expect(calendar).toBeHidden();
  await expect(widget.getByLabel(/^Hasta/).first()).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);

  // The amount range: the first thumb moves with the arrows.
  const low = widget.getByRole("slider", { name: "Importe mínimo" });
  await tabTo(page, low);
  const before = await low.getAttribute("aria-valuenow");
  await press(page, "ArrowRight");
  await press(page, "ArrowRight");
  await expect(low).not.toHaveAttribute("aria-valuenow", before ?? "");
  await press(page, "Home");

  const search = widget.getByRole("button", { name: "Buscar", exact: true });
  await tabTo(page, search);
  await press(page, "Enter");
  await expect(widget.getByText(/Resultados \( \d+ \)/)).toBeVisible();
  expect(await isFocused(search), "focus stays on Buscar after the search").toBe(true);

  const pdf = widget.getByRole("button", { name: /^Descargar PDF de la factura/ }).first();
  await tabTo(page, pdf, { max: 80 });
  const download = page.waitForEvent("download");
  await press(page, "Enter");
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(await isFocused(pdf), "focus stays on the PDF button after the download").toBe(true);
});

test("telemetry: Visualizar, zoom on the chart and Descargar curva, by keyboard", async ({ page }) => {
  await keyboardLogIn(page, "demo");
  // Typed in the address bar: the home's 'Consumos' opens the load curve.
  await page.goto("/telemetry/100001");
  await expect(page.getByText(/^168 lecturas/)).toBeVisible();

  const show = page.getByRole("button", { name: "Visualizar" });
  await tabTo(page, show);
  await press(page, "Enter");
  await expect(page.getByText(/^168 lecturas/)).toBeVisible();
  expect(await isFocused(show), "focus stays on Visualizar").toBe(true);

  const plot = page.locator("[data-slot=chart-overlay]");
  await tabTo(page, plot);
  const shown = page.getByText(/^Intervalo mostrado/);
  const whole = await shown.innerText();
  // The first arrow puts the cursor on the first reading, the next one moves it.
  await press(page, "ArrowRight");
  await expect(plot).toHaveAttribute("aria-valuetext", /^Lectura del /);
  await press(page, "ArrowRight");
  await expect(plot).toHaveAttribute("aria-valuenow", "2");
  await press(page, "+");
  await expect(shown).not.toHaveText(whole);
  await press(page, "-");
  await press(page, "Escape");

  const curve = page.getByRole("button", { name: "Descargar curva" });
  await tabTo(page, curve, { back: true });
  const download = page.waitForEvent("download");
  await press(page, "Enter");
  expect((await download).suggestedFilename()).toBe("Telemedida-100001.xlsx");
  expect(await isFocused(curve), "focus stays on Descargar curva").toBe(true);
});

test("a new request (IssueForm), by keyboard", async ({ page }) => {
  await keyboardLogIn(page, "demo");
  await tabTo(page, page.getByRole("link", { name: "Nueva solicitud" }).first(), { max: 60 });
  await press(page, "Enter");
  await page.waitForURL(/\/new-issue$/);
  const form = page.locator("[data-ov-widget=IssueForm]");
  // The URL changes before the page's chunk has rendered it: Tab once the form is there.
  await expect(form.getByLabel(/^Asunto/)).toBeVisible();
  await tabTo(page, form.getByLabel(/^Asunto/));
  await type(page, "Consulta por teclado");
  // A native select changes with the arrows without opening.
  const category = form.getByLabel(/^Categoría/);
  await expect(category.locator("option")).not.toHaveCount(1);
  await tabTo(page, category);
  await press(page, "ArrowDown");
  await expect(category).not.toHaveValue("");
  const sub = form.getByLabel(/^Sub-Categoría/);
  await expect(sub.locator("option")).not.toHaveCount(1);
  await tabTo(page, sub);
  await press(page, "ArrowDown");
  await tabTo(page, form.getByLabel(/^Línea/));
  await press(page, "ArrowDown");
  const cups = form.getByLabel(/^CUPS/);
  await expect(cups.locator("option")).not.toHaveCount(1);
  await tabTo(page, cups);
  await press(page, "ArrowDown");
  await expect(form.getByLabel(/^Código de contrato/)).not.toHaveValue("");
  await tabTo(page, form.getByLabel(/^Descripción/));
  await type(page, "Enviada solo con el teclado.");
  const send = form.getByRole("button", { name: "Enviar" });
  await tabTo(page, send);
  await press(page, "Enter");
  await expect(page.getByText("El registro de la nueva solicitud se ha realizado con éxito.")).toBeVisible();
  await expectFocusKept(page, "sending the request");
});

test("administrator: 'Detalles del Contrato' opened and closed by keyboard returns focus to the contract code", async ({ page }) => {
  await keyboardLogIn(page, "fincas@example.com", { admin: true });
  const opener = page.getByRole("button", { name: /^Ver los detalles del contrato/ }).first();
  await expect(opener).toBeVisible();
  await tabTo(page, opener, { max: 80 });
  await press(page, "Enter");
  const dialog = page.getByRole("dialog", { name: "Detalles del Contrato" });
  await expect(dialog).toBeVisible();
  await press(page, "Tab");
  await press(page, "Escape");
  await expect(dialog).toBeHidden();
  expect(await isFocused(opener), "Escape gives focus back to the contract code").toBe(true);

  await tabTo(page, page.getByRole("button", { name: "Cerrar sesión" }), { back: true, max: 80 });
  await press(page, "Enter");
  await page.waitForURL(/\/login$/);
});
