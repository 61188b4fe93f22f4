import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, logIn, PASSWORD } from "./support";

// The CMS embed on /cms-demo.html: a page with hostile global CSS (`* { font: 24px serif
// !important }`, `button { background: red }`, `div { padding: 40px }`) that embeds widgets
// through custom elements. Playwright's locators pierce open shadow roots.

const DEMO = "/cms-demo.html";

/** The computed values a user sees: typography, colours, box. */
const PROPERTIES = [
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "color",
  "background-color",
  "padding-top",
  "padding-left",
  "border-top-width",
  "border-top-style",
  "border-top-color",
  "border-top-left-radius",
  "box-shadow",
  "height",
  "text-transform",
] as const;

async function stylesOf(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate(
    (element, properties) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
    },
    PROPERTIES as unknown as string[],
  );
}

/** The parts of the login form, found the same way in the host app and in the embed. */
function loginParts(scope: Locator) {
  return {
    panel: scope.locator("section").first(),
    heading: scope.getByRole("heading", { name: "Iniciar sesión" }),
    label: scope.locator("label", { hasText: "Usuario" }),
    input: scope.getByRole("textbox", { name: "Usuario" }),
    checkbox: scope.getByRole("checkbox", { name: "Administrador de finca" }),
    submit: scope.getByRole("button", { name: "Entrar" }),
    link: scope.getByRole("link").first(),
  };
}

async function styleMap(parts: Record<string, Locator>): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [name, locator] of Object.entries(parts)) {
    await expect(locator).toBeVisible();
    out[name] = await stylesOf(locator);
  }
  return out;
}

async function logInOnCmsPage(page: Page, username = "demo", admin = false): Promise<void> {
  const form = page.locator("ov-login-form");
  await form.getByRole("textbox", { name: "Usuario" }).fill(username);
  await form.getByLabel(/^Contraseña/).fill(PASSWORD);
  await form.getByRole("checkbox", { name: "Administrador de finca" }).setChecked(admin);
  await form.getByRole("button", { name: "Entrar" }).click();
}

test("the widgets look as in the host app, and the page keeps its own styles", async ({ page }) => {
  await page.goto("/login");
  const inHost = await styleMap(loginParts(page.locator("[data-ov-widget=LoginForm]")));

  await page.goto(DEMO);
  const element = page.locator("ov-login-form");
  const inEmbed = await styleMap(loginParts(element));
  expect(inEmbed).toEqual(inHost);
  // The shadow root holds the styles: the page's rules neither reach in…
  expect(inEmbed.submit!["background-color"]).not.toBe("rgb(255, 0, 0)");
  expect(inEmbed.heading!["font-family"]).toContain("Inter");

  // …nor do ours leak out: the page's paragraph and its own button keep the page's rules.
  const copy = await stylesOf(page.locator("#cms-copy"));
  expect(copy["font-family"]).toBe("serif");
  expect(copy["font-size"]).toBe("24px");
  expect(copy.color).toBe("rgb(0, 128, 0)");
  expect(copy["letter-spacing"]).toBe("2px");
  const pageButton = await page.evaluate(() => {
    const button = document.createElement("button");
    button.textContent = "Botón de la página";
    document.body.append(button);
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, font: style.fontFamily };
  });
  expect(pageButton).toEqual({ background: "rgb(255, 0, 0)", font: "serif" });
  // Nothing of ours in the page's document: no stylesheet, no portal node.
  expect(await page.locator("head style, head link[rel=stylesheet]").count()).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll(".ov-root").length)).toBe(0);

  // The page themes through the --ov-* variables on the element, and only there.
  await page.addStyleTag({ content: "ov-login-form { --ov-color-primary: rgb(10, 125, 50); }" });
  await expect(element.getByRole("button", { name: "Entrar" })).toHaveCSS("background-color", "rgb(10, 125, 50)");
});

test("signed in, the contracts table and the issue form look as in the host app", async ({ page }) => {
  const tableParts = (scope: Locator) => ({
    heading: scope.getByRole("heading", { name: "Contratos de Electricidad" }),
    header: scope.getByRole("columnheader").first(),
    cell: scope.locator("[data-slot=contract-row] td").first(),
    link: scope.locator("[data-slot=contract-row]").first().getByRole("link").first(),
    pdf: scope.locator("[data-slot=contract-row]").first().getByRole("button").first(),
  });
  const issueParts = (scope: Locator) => ({
    heading: scope.getByRole("heading", { name: "Crear Solicitud" }),
    input: scope.getByLabel(/^Asunto/),
    select: scope.getByLabel(/^Categoría/),
    textarea: scope.getByLabel(/^Descripción/),
    submit: scope.getByRole("button", { name: "Enviar" }),
  });

  await logIn(page, "demo");
  const tableInHost = await styleMap(
    tableParts(page.locator("[data-ov-widget=ContractsTable]").filter({ hasText: "Contratos de Electricidad" })),
  );
  await page.goto("/new-issue");
  const issueInHost = await styleMap(issueParts(page.locator("[data-ov-widget=IssueForm]")));

  // The session is stored under the spec's keys: the CMS page on this origin is signed in too.
  await page.goto(DEMO);
  expect(await styleMap(tableParts(page.locator("ov-contracts-table")))).toEqual(tableInHost);
  expect(await styleMap(issueParts(page.locator("ov-issue-form")))).toEqual(issueInHost);
  await expectNoAxeViolations(page);
});

test("log in through <ov-login-form>, see contracts, open a contract's details, send a request", async ({ page }) => {
  await page.goto(DEMO);
  // Signed out: the widgets that need a session render nothing yet.
  await expect(page.locator("ov-login-form").getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.locator("ov-contracts-table [data-ov-widget]")).toHaveCount(0);

  const navigations: string[] = [];
  await page.exposeFunction("recordNavigation", (to: string) => navigations.push(to));
  await page.evaluate(() =>
    document.addEventListener("ov-navigate", (event) =>
      (window as unknown as { recordNavigation(to: string): void }).recordNavigation((event as CustomEvent<{ to: string }>).detail.to),
    ),
  );
  const success = page.evaluate(
    () =>
      new Promise<{ tag: string; detail: unknown; composed: boolean }>((resolve) =>
        document.addEventListener("ov-success", (event) =>
          resolve({ tag: (event.target as Element).localName, detail: (event as CustomEvent).detail, composed: event.composed }),
        ),
      ),
  );
  await logInOnCmsPage(page);
  expect(await success).toEqual({ tag: "ov-login-form", detail: { isAdministrador: false }, composed: true });
  await expect.poll(() => navigations).toContain("/");
  expect(new URL(page.url()).pathname).toBe(DEMO); // the page's navigation="none" kept us here

  // The same session, in the other elements: the form goes, the contracts come.
  await expect(page.locator("ov-login-form [data-ov-widget]")).toHaveCount(0);
  const table = page.locator("ov-contracts-table");
  await expect(table.getByRole("heading", { name: "Contratos de Electricidad" })).toBeVisible();
  await expect(table.locator("[data-slot=contract-row]").first()).toBeVisible();
  await expect(table.getByText("100001", { exact: true })).toBeVisible();

  // The page turns a contract's 'Facturas' link (an ov-navigate it cancels) into the details dialog.
  await table
    .locator("[data-slot=contract-row]")
    .filter({ hasText: "100001" })
    .getByRole("link", { name: /Facturas/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Detalles del Contrato" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("ES0021559991907919PM")).toBeVisible();
  // Rendered inside the element's shadow root, styled there.
  const inShadow = await page.locator("ov-contract-details-dialog").evaluate((host) => {
    const content = host.shadowRoot?.querySelector("[role=dialog]");
    return content ? getComputedStyle(content).fontFamily : null;
  });
  expect(inShadow).toContain("Inter");
  expect(await dialog.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  // Focus is trapped in the dialog, Escape closes it, the page is left as it was.
  const focusInDialog = () => dialog.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement));
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus after ${key}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("ov-contract-details-dialog")).not.toHaveAttribute("open");
  expect(await page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(false);
  expect(await page.locator("body > [aria-hidden=true]").count()).toBe(0);

  // A request through <ov-issue-form>.
  const form = page.locator("ov-issue-form");
  await expect(form.getByRole("heading", { name: "Crear Solicitud" })).toBeVisible();
  await form.getByLabel(/^Asunto/).fill("Consulta desde la web");
  await form.getByLabel(/^Categoría/).selectOption({ index: 1 });
  const sub = form.getByLabel(/^Sub-Categoría/);
  await expect(sub.locator("option")).not.toHaveCount(1);
  await sub.selectOption({ index: 1 });
  await form.getByLabel(/^Línea/).selectOption("Electricidad");
  await form.getByLabel(/^CUPS/).selectOption({ index: 1 });
  await expect(form.getByLabel(/^Código de contrato/)).not.toHaveValue("");
  await form.getByLabel(/^Descripción/).fill("Enviada desde la página del CMS.");
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(form.getByText("El registro de la nueva solicitud se ha realizado con éxito.")).toBeVisible();
});

test("two widgets on one page share one session; mount() works without custom elements", async ({ page }) => {
  await page.goto(DEMO);
  // Count the logins the page makes: one login, both elements signed in.
  let logins = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/privateToken$/.test(new URL(request.url()).pathname)) logins++;
  });
  await logInOnCmsPage(page);
  await expect(page.locator("ov-contracts-table [data-slot=contract-row]").first()).toBeVisible();
  await expect(page.locator("ov-issue-form").getByRole("heading", { name: "Crear Solicitud" })).toBeVisible();
  expect(logins).toBe(1);

  // A widget mounted later with OficinaVirtual.mount() joins the same session.
  await page.evaluate(() => {
    const target = document.createElement("section");
    target.id = "mounted";
    document.body.append(target);
    const api = (window as unknown as { OficinaVirtual: { mount(el: Element, name: string, props?: object): () => void } }).OficinaVirtual;
    (window as unknown as { unmountIssues: () => void }).unmountIssues = api.mount(target, "ContractsTable", {
      lines: ["Gas"],
      headingLevel: 2,
    });
  });
  await expect(page.locator("#mounted").getByRole("heading", { name: "Contratos de Gas" })).toBeVisible();
  await page.evaluate(() => (window as unknown as { unmountIssues: () => void }).unmountIssues());
  await expect(page.locator("#mounted [data-ov-widget]")).toHaveCount(0);

  // And the host app on the same origin reads the same stored session.
  await page.goto("/");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the chart widgets load recharts as a chunk only when such an element appears", async ({ page }) => {
  // Recharts is told by its content ("recharts-wrapper"), not by a chunk's name: the bundler
  // names a shared chunk after whichever of its modules it picks. The core counts too.
  const chunks: { path: string; recharts: boolean }[] = [];
  page.on("response", async (response) => {
    if (!/\/embed\/.*\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => "");
    chunks.push({ path: new URL(response.url()).pathname, recharts: body.includes("recharts-wrapper") });
  });
  await page.goto(DEMO);
  await logInOnCmsPage(page);
  await expect(page.locator("ov-contracts-table [data-slot=contract-row]").first()).toBeVisible();
  expect(chunks.filter((c) => c.recharts || /InvoiceSearch/.test(c.path))).toEqual([]);

  await page.evaluate(() => {
    const element = document.createElement("ov-invoice-search");
    element.setAttribute("contract", "100001");
    document.body.append(element);
  });
  await expect(page.locator("ov-invoice-search [data-ov-widget]").first()).toBeVisible({ timeout: 15_000 });
  expect(chunks.some((c) => /InvoiceSearch/.test(c.path))).toBe(true);
  // The chart itself loads recharts only once it scrolls into view (a lighter first paint).
  await page.locator("ov-invoice-search [data-slot=invoice-chart]").first().scrollIntoViewIfNeeded();
  await expect.poll(() => chunks.some((c) => c.recharts)).toBe(true);
});

test("the host app's own login still works beside the embed (same storage keys)", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto(DEMO);
  // Already signed in through the portal: the embed shows the signed-in widgets at once.
  await expect(page.locator("ov-contracts-table [data-slot=contract-row]").first()).toBeVisible();
  await expect(page.locator("ov-login-form [data-ov-widget]")).toHaveCount(0);
});

test("signed in on the CMS page, an idle customer is warned 'Tu sesión va a caducar' inside the embed", async ({ page }) => {
  await page.clock.install();
  await page.goto(DEMO);
  await logInOnCmsPage(page);
  await expect(page.locator("ov-contracts-table").getByRole("table").first()).toBeVisible();
  await page.clock.fastForward("14:05");
  const dialog = page.getByRole("alertdialog", { name: "Tu sesión va a caducar" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Seguir conectado" })).toBeFocused();
});
