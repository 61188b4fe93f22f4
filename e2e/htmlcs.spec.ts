/**
 * A second accessibility engine beside axe: HTML_CodeSniffer (WCAG 2 AA), the engine of
 * pa11y's default runner, run in the page as pa11y runs it. pa11y itself drives Chromium
 * through Puppeteer, whose install downloads a browser (which these machines may not do);
 * the engine is the same script, here injected by Playwright into Debian's Chromium.
 */
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { logIn } from "./support";

const HTMLCS_PATH = createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js");

// The script is injected as an inline script tag, which the portal's Content-Security-Policy
// would rightly refuse.
test.use({ bypassCSP: true });

const PAGES = [
  "/login",
  "/signup",
  "/recovery-username",
  "/user-validation-resend",
  "/password-reset",
  "/user-validation-error",
  "/aviso-legal",
  "/politica-de-cookies",
  "/politica-de-privacidad",
  "/accesibilidad",
];

interface Finding {
  code: string;
  msg: string;
  element: string;
}

/** HTML_CodeSniffer's errors (not its warnings and notices: pa11y's default level) on the page. */
async function htmlcsErrors(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: HTMLCS_PATH });
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        htmlcs.process("WCAG2AA", window.document, () => {
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                msg: message.msg,
                element: message.element instanceof Element ? message.element.outerHTML.slice(0, 160) : String(message.element),
              })),
          );
        });
      }),
  );
}

interface HtmlCs {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: unknown }[];
}

async function expectNoHtmlcsErrors(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("busy-indicator")).toBeHidden();
  const errors = await htmlcsErrors(page);
  expect(errors, `${name}:\n${errors.map((e) => `${e.code}\n  ${e.msg}\n  ${e.element}`).join("\n")}`).toEqual([]);
}

test("HTML_CodeSniffer (WCAG 2 AA) finds no errors on the public and logged-out pages", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expectNoHtmlcsErrors(page, path);
  }
});

test("HTML_CodeSniffer finds no errors on the customer's and the administrator's home", async ({ page }) => {
  await logIn(page, "demo");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNoHtmlcsErrors(page, "/ (demo)");
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await page.waitForURL("**/login");
  await logIn(page, "fincas@example.com", { admin: true });
  await expectNoHtmlcsErrors(page, "/administrador-fincas (fincas)");
});
