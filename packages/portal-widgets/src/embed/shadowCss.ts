// The library's CSS, adapted to live inside a shadow root of someone else's page.

/** The browser default the host app's `rem` values resolve against. */
const ROOT_FONT_SIZE_PX = 16;

/**
 * What the embed adds around the library CSS:
 * - `:host` is a block (a page may still lay it out: outer rules win over `:host`).
 * - `.ov-embed` wraps each widget and its portals: `all: initial` stops every inherited value
 *   of the page (a `* { font: 24px serif !important }` matches our host element, and its
 *   children would inherit it), so the widget starts from a default document's values, as in
 *   the host app. Custom properties (`--ov-*`) are not reset by `all`, so a page may theme.
 * - The font is ours, declared: `--ov-font-portal` (Inter, then system fonts), never the page's
 *   text font. We ship no font files, so the browser draws the first family of that stack the
 *   device or the page provides: a page that loads Inter (WordPress's Twenty Twenty-Three does)
 *   shows the widgets in Inter, by design; a page that wants its own font sets
 *   `--ov-font-portal` on the elements (EMBED.md, "Fonts").
 */
export const EMBED_CSS = `
:host{display:block}
:host([hidden]){display:none}
.ov-embed{all:initial;display:block;font-family:var(--ov-font-portal)}
.ov-embed-portals{all:initial;display:contents}
`;

/**
 * Tailwind 4 registers `--tw-*` with `@property` (initial values, no inheritance), and
 * shadow roots ignore `@property` (tailwindlabs/tailwindcss#15005): borders, rings and
 * shadows vanish. Emit each property's initial value on every element of the shadow tree
 * instead, in the lowest layer, which is what Tailwind's own fallback for older browsers
 * does. The page's document is left alone.
 */
export function propertyDefaults(css: string): string {
  const declarations: string[] = [];
  for (const match of css.matchAll(/@property\s+(--[\w-]+)\s*\{([^}]*)\}/g)) {
    const [, name, body = ""] = match;
    const initial = /initial-value\s*:\s*([^;]+)/.exec(body)?.[1]?.trim();
    declarations.push(`${name}:${initial ?? "initial"}`);
  }
  if (declarations.length === 0) return "";
  return `@layer properties{*,::before,::after,::backdrop{${declarations.join(";")}}}`;
}

/**
 * `rem` is relative to the page's `<html>` font size, which the embed does not control
 * (the demo page sets 24px; many sites set 62.5%). Values become pixels at the browser
 * default, so the widget measures what it measures in the host app. Escaped selectors
 * (`.ov\:w-\[calc\(100vw-1rem\)\]`) are left alone: a number there is followed by `\`.
 */
export function remToPx(css: string): string {
  return css.replace(/(?<![\w.\\])(-?\d*\.?\d+)rem(?![\w\\-])/g, (_, number: string) => {
    const px = Number(number) * ROOT_FONT_SIZE_PX;
    return `${Number(px.toFixed(4))}px`;
  });
}

/** The library CSS as the shadow roots receive it. */
export function shadowCss(libraryCss: string): string {
  return `${remToPx(libraryCss)}\n${propertyDefaults(libraryCss)}\n${EMBED_CSS}`;
}

let sheet: CSSStyleSheet | null = null;
/** The CSS once loaded: it is a chunk of its own, fetched beside the first widget's. */
let loadedCss: string | null = null;
/** `<style>` fallbacks put in before the CSS arrived. */
const waiting = new Set<HTMLStyleElement>();

/**
 * Gives the shadow roots their CSS (once): the shared stylesheet is filled in place, so roots
 * that adopted it while empty get the styles too.
 */
export function provideStyles(css: string): void {
  if (loadedCss !== null) return;
  loadedCss = css;
  sheet?.replaceSync(css);
  for (const style of waiting) style.textContent = css;
  waiting.clear();
}

/**
 * Puts the CSS in a shadow root: one constructable stylesheet shared by every root of the
 * page where supported (parsed once), a `<style>` element otherwise. Before the CSS has
 * loaded they are empty; nothing shows in them until then (see stylesReady).
 */
export function adoptStyles(root: ShadowRoot): void {
  const canAdopt = "adoptedStyleSheets" in Document.prototype && "replaceSync" in CSSStyleSheet.prototype;
  if (canAdopt) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      if (loadedCss !== null) sheet.replaceSync(loadedCss);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (root.querySelector("style[data-ov-styles]")) return;
  const style = document.createElement("style");
  style.dataset.ovStyles = "";
  if (loadedCss !== null) style.textContent = loadedCss;
  else waiting.add(style);
  root.prepend(style);
}
