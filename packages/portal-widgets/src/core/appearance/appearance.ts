import { type ColorToken, cssVariableName, THEME_TOKENS, type ThemeVariables } from "./tokens";

/** "system" follows `prefers-color-scheme`; the others force one scheme. */
export type ColorSchemePreference = "system" | "light" | "dark";
export type ColorScheme = "light" | "dark";

/** Elements a host may give its own classes through `appearance.elements` (besides the
 * stable `ov-*` hook classes the widgets carry). */
export const APPEARANCE_ELEMENTS = ["header", "footer", "card", "button", "input", "table", "dialog", "alert", "tabs", "link"] as const;
export type AppearanceElement = (typeof APPEARANCE_ELEMENTS)[number];

export interface Appearance {
  /** Tokens for the light scheme (and the only value of the radii and the font). */
  variables?: ThemeVariables;
  /** Colour tokens for the dark scheme; a colour set only in `variables` keeps the library's
   * dark default, so a light brand never puts light surfaces into dark mode. */
  darkVariables?: ThemeVariables;
  /** Extra classes for each kind of element, appended after the library's own. */
  elements?: Partial<Record<AppearanceElement, string>>;
  /** The scheme before the user chooses one with the header's toggle: "system" by default. */
  colorScheme?: ColorSchemePreference;
}

const isColor = (token: string): token is ColorToken => token.startsWith("color");

/** The library's own half of a colour, as styles.css declares it (`--ov-dark-color-primary`):
 * read by the browser where the style applies, so no copy of the palette is in the bundle. */
const defaultHalf = (scheme: ColorScheme, token: ColorToken) => `var(${cssVariableName(token).replace(/^--ov-/, `--ov-${scheme}-`)})`;

/**
 * The inline style of a theme scope: `color-scheme` (which half of every `light-dark()`
 * token applies, inherited by everything inside, portals included when they carry it too)
 * and the host's overrides as CSS variables. A colour override becomes
 * `light-dark(light, dark)`, completed with the library's default for the half not given.
 */
export function themeStyle(appearance: Appearance | undefined, preference: ColorSchemePreference): Record<string, string> {
  const style: Record<string, string> = { colorScheme: preference === "system" ? "light dark" : preference };
  const light = appearance?.variables ?? {};
  const dark = appearance?.darkVariables ?? {};
  for (const token of THEME_TOKENS) {
    const lightValue = light[token];
    const darkValue = dark[token];
    if (lightValue === undefined && darkValue === undefined) continue;
    style[cssVariableName(token)] = isColor(token)
      ? `light-dark(${lightValue ?? defaultHalf("light", token)}, ${darkValue ?? defaultHalf("dark", token)})`
      : (lightValue ?? darkValue ?? "");
  }
  return style;
}
