import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The axe violations (WCAG 2.1 A/AA) of the page as it is now, one line each with the elements hit.
 * `sameOrigin`: one `axe.run` in the page's own frames instead of a partial run per frame finished
 * in a new blank page: the same rules, about three times faster, but blind to cross-origin
 * iframes (a page without them, such as a Storybook story, loses nothing).
 */
export async function axeViolations(page: Page, { sameOrigin = false } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(sameOrigin).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map(describeNode).join(", ")})`);
}

/** An element axe flagged; for contrast, the colours and ratio it measured (what a fix needs). */
function describeNode(node: { target: unknown[]; any: { id: string; data: unknown }[] }): string {
  const target = node.target.join(" ");
  const contrast = node.any.find((check) => check.id === "color-contrast")?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!contrast?.fgColor) return target;
  return `${target} [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio} < ${contrast.expectedContrastRatio}]`;
}

/** Fails with the list of axe violations (WCAG 2.1 A/AA) of the page as it is now. */
export async function expectNoAxeViolations(page: Page, where = ""): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/**
 * Saves the page at desktop and phone widths under e2e/screenshots/, for a person to look at.
 * CI keeps no artifacts and nothing compares these (visual.spec.ts has its own baselines), so
 * there the ~100 full-page captures are skipped unless E2E_SCREENSHOTS=1 asks for them.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
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

/** On a phone the search forms fold into 'Filtrar' (closed at first): opens those in `scope`
 * that are closed and visible, so a test can type in them at any width. */
export async function openFilters(scope: Page | Locator): Promise<void> {
  for (const toggle of await scope.locator("[data-slot=filter-toggle][aria-expanded=false]").all()) {
    if (await toggle.isVisible()) await toggle.click();
  }
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
  /** An e-mail address, or a phone number for an SMS. */
  to: string;
  channel: "email" | "sms";
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

/** WCAG relative-luminance contrast of two sRGB colours given as [r, g, b] in 0–255. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = ([r = 0, g = 0, bl = 0]: readonly number[]) => {
    const [R, G, B] = [r, g, bl].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export interface FocusRing {
  /** Tag, id and name of the focused element, deep through shadow roots; "body" when none. */
  element: string;
  /** The ring colours drawn (outline, then box-shadows) and the background behind the element. */
  rings: number[][];
  background: number[];
}

/**
 * The focused element (through shadow roots) and its focus rings, read in the page: the outline
 * when it is drawn (width > 0, style not none) and every box-shadow, each as an opaque sRGB colour
 * (a canvas converts any CSS colour), after its transitions, and the first non-transparent background among its
 * ancestors (the rings are drawn outside the element), white when none.
 */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { element: "body", rings: [], background: [] };
    }
    // Colours read mid-transition (transition-colors animates outline-color too) are neither
    // the start nor the end: read them once the element's transitions have run.
    await Promise.all(active.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string): number[] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    };
    const parentOf = (node: Element): Element | null =>
      node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    let background = [255, 255, 255];
    for (let node = parentOf(active); node; node = parentOf(node)) {
      const [r = 0, g = 0, b = 0, a = 0] = rgba(getComputedStyle(node).backgroundColor);
      if (a === 0) continue;
      // A translucent background is taken over white (the page's own).
      background = [r, g, b].map((c) => Math.round((c * a + 255 * (255 - a)) / 255));
      break;
    }
    const style = getComputedStyle(active);
    const rings: number[][] = [];
    if (Number.parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== "none") rings.push(rgba(style.outlineColor).slice(0, 3));
    if (style.boxShadow !== "none") {
      for (const color of style.boxShadow.match(/(rgba?|oklch|oklab|color|hsla?)\([^)]*\)/g) ?? []) {
        const [r = 0, g = 0, b = 0, a = 0] = rgba(color);
        if (a > 0) rings.push([r, g, b]);
      }
    }
    const name = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
    return { element: `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""} "${name}"`, rings, background };
  });
}

/** Focus is on an element (not <body>) whose outline or box-shadow contrasts 3:1 or more with its background. */
export async function expectVisibleFocus(page: Page, where = ""): Promise<FocusRing> {
  const ring = await focusRing(page);
  expect(ring.element, `focus fell to <body> ${where}`).not.toBe("body");
  const best = Math.max(0, ...ring.rings.map((color) => contrastRatio(color, ring.background)));
  expect(best, `focus ring of ${ring.element} ${where}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
  return ring;
}

/** True when the locator's element has focus (through shadow roots). */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the locator's element has focus, checking a visible focus
 * ring at every stop; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page, `(Tab ${presses + 1} towards ${target})`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** The new-request form's selects: the first category and subcategory, Electricidad, the
 * first CUPS (the contract code follows from it). */
export async function chooseIssueOptions(page: Page): Promise<void> {
  await page.getByLabel(/^Categoría/).selectOption({ index: 1 });
  const sub = page.getByLabel(/^Sub-Categoría/);
  await expect(sub.locator("option")).not.toHaveCount(1);
  await sub.selectOption({ index: 1 });
  await page.getByLabel(/^Línea/).selectOption("Electricidad");
  await page.getByLabel(/^CUPS/).selectOption({ index: 1 });
}
