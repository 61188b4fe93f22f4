import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails with the list of axe violations (WCAG 2.1 A/AA) of the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Saves the page at desktop and phone widths under e2e/screenshots/. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

export const PASSWORD = "Demo2026!";

/** A form field by its label as shown (a required field's label ends in " *"). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Logs in through the login form and waits for the user's home. */
export async function logIn(page: Page, username: string, { admin = false, password = PASSWORD } = {}): Promise<void> {
  await page.goto("/login");
  await field(page, "Usuario").fill(username);
  await field(page, "Contraseña").fill(password);
  await page.getByLabel("Administrador de finca").setChecked(admin);
  await page.getByRole("button", { name: "Entrar" }).click();
  if (admin) await page.waitForURL("**/administrador-fincas");
  else await page.waitForURL((url) => url.pathname === "/");
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest demo-mode e-mail to this address (GET /dev/outbox lists newest first). */
export async function latestMailTo(page: Page, to: string): Promise<OutboxMail> {
  const response = await page.request.get("/dev/outbox");
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as OutboxMail[];
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no e-mail to ${to} in the outbox`);
  return mail;
}

/** The path and query of an e-mailed link, to open it on the server under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
