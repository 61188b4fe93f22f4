/*
 * The brand tokens of the widgets, light and dark. styles.css declares the same values as
 * `light-dark(light, dark)` (a test holds the two equal), so the browser picks the half that
 * matches each element's `color-scheme` without any script; this copy lets the provider
 * complete a host's half-given override and lets a test measure every text/background pair.
 */

/** The token names a host may set, as `appearance.variables` keys; each is `--ov-<kebab-case>`. */
export const THEME_TOKENS = [
  "colorPrimary",
  "colorPrimaryHover",
  "colorPrimaryContrast",
  "colorAccent",
  "colorSurface",
  "colorSurfaceMuted",
  "colorBorder",
  "colorControlBorder",
  "colorText",
  "colorTextMuted",
  "colorDanger",
  "colorDangerSurface",
  "colorSuccess",
  "colorSuccessSurface",
  "colorElectricity",
  "colorGas",
  "colorFocusInner",
  "radiusControl",
  "radiusCard",
  "fontPortal",
] as const;

export type ThemeToken = (typeof THEME_TOKENS)[number];
export type ThemeVariables = Partial<Record<ThemeToken, string>>;
export type ColorToken = Extract<ThemeToken, `color${string}`>;

/** `colorPrimaryHover` → `--ov-color-primary-hover`. */
export function cssVariableName(token: ThemeToken): `--ov-${string}` {
  return `--ov-${token.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}`;
}

export const LIGHT_COLORS: Record<ColorToken, string> = {
  colorPrimary: "#00509e",
  colorPrimaryHover: "#003e7a",
  colorPrimaryContrast: "#ffffff",
  colorAccent: "#f5a800",
  colorSurface: "#ffffff",
  colorSurfaceMuted: "#f3f6fa",
  colorBorder: "#c9d3df",
  /** Form controls' outline: 3:1 against the surfaces (WCAG 1.4.11), unlike the lighter
   * dividers of cards and tables. */
  colorControlBorder: "#7b8899",
  colorText: "#1b2430",
  colorTextMuted: "#4e5b6b",
  colorDanger: "#b3261e",
  colorDangerSurface: "#fdecea",
  colorSuccess: "#1e6b34",
  colorSuccessSurface: "#e7f4ea",
  colorElectricity: "#00509e",
  colorGas: "#b45309",
  colorFocusInner: "#ffffff",
};

/** Dark surfaces with light text: the primary turns light (links stay readable on the dark
 * card) and its contrast colour dark (buttons, the header bar), so every pair keeps 4.5:1. */
export const DARK_COLORS: Record<ColorToken, string> = {
  colorPrimary: "#8cc2ff",
  colorPrimaryHover: "#b5d8ff",
  colorPrimaryContrast: "#0a1a2c",
  colorAccent: "#f5b83d",
  colorSurface: "#17212d",
  colorSurfaceMuted: "#0e151d",
  colorBorder: "#617287",
  colorControlBorder: "#8595a9",
  colorText: "#e8eef5",
  colorTextMuted: "#b2bfcd",
  colorDanger: "#ff9b92",
  colorDangerSurface: "#3a1714",
  colorSuccess: "#86dc9c",
  colorSuccessSurface: "#10301b",
  colorElectricity: "#8cc2ff",
  colorGas: "#f4ae6a",
  colorFocusInner: "#0a1a2c",
};

/**
 * Text colour on background, as the widgets' classes combine them (`text-x` over `bg-y`):
 * each must reach 4.5:1 (WCAG 1.4.3 AA) in both schemes. A host's brand should pass the
 * same list (the Theming page in Storybook says so).
 */
export const TEXT_PAIRS: readonly (readonly [ColorToken, ColorToken])[] = [
  ["colorText", "colorSurface"],
  ["colorText", "colorSurfaceMuted"],
  ["colorTextMuted", "colorSurface"],
  ["colorTextMuted", "colorSurfaceMuted"],
  ["colorPrimary", "colorSurface"],
  ["colorPrimary", "colorSurfaceMuted"],
  ["colorPrimaryHover", "colorSurface"],
  ["colorPrimaryContrast", "colorPrimary"],
  ["colorPrimaryContrast", "colorPrimaryHover"],
  ["colorPrimaryContrast", "colorDanger"],
  ["colorDanger", "colorSurface"],
  ["colorDanger", "colorDangerSurface"],
  ["colorText", "colorDangerSurface"],
  ["colorSuccess", "colorSurface"],
  ["colorSuccess", "colorSuccessSurface"],
  ["colorText", "colorSuccessSurface"],
  ["colorElectricity", "colorSurface"],
  ["colorGas", "colorSurface"],
];

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
