import { readFileSync } from "node:fs";
import { themeStyle } from "./appearance";
import { type ColorToken, contrastRatio, cssVariableName, DARK_COLORS, LIGHT_COLORS, TEXT_PAIRS } from "./tokens";

describe("theme tokens", () => {
  it.each([
    ["light", LIGHT_COLORS],
    ["dark", DARK_COLORS],
  ] as const)("every text/background pair reaches 4.5:1 in the %s scheme", (_, colors) => {
    const low = TEXT_PAIRS.map(([text, background]) => [text, background, contrastRatio(colors[text], colors[background])] as const).filter(
      ([, , ratio]) => ratio < 4.5,
    );
    expect(low).toEqual([]);
  });

  it("form controls' borders reach 3:1 against the surfaces (WCAG 1.4.11) in both schemes", () => {
    for (const colors of [LIGHT_COLORS, DARK_COLORS]) {
      expect(contrastRatio(colors.colorControlBorder, colors.colorSurface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colors.colorControlBorder, colors.colorSurfaceMuted)).toBeGreaterThanOrEqual(3);
    }
  });

  it("styles.css declares the same colours, each half a variable, paired as light-dark(light, dark)", () => {
    const stylesCss = readFileSync(`${__dirname}/../../styles.css`, "utf8");
    for (const token of Object.keys(LIGHT_COLORS) as ColorToken[]) {
      const name = cssVariableName(token).replace(/^--ov-/, "");
      expect(stylesCss, token).toContain(`--ov-light-${name}: ${LIGHT_COLORS[token]};`);
      expect(stylesCss, token).toContain(`--ov-dark-${name}: ${DARK_COLORS[token]};`);
      expect(stylesCss, token).toContain(`--${name}: light-dark(var(--ov-light-${name}), var(--ov-dark-${name}));`);
    }
  });
});

describe("themeStyle", () => {
  it("sets the colour scheme and completes a half-given colour with the library's other half", () => {
    expect(themeStyle(undefined, "system")).toEqual({ colorScheme: "light dark" });
    expect(
      themeStyle(
        { variables: { colorPrimary: "#0a7d32", radiusCard: "0" }, darkVariables: { colorSurface: "#101010", radiusCard: "9px" } },
        "dark",
      ),
    ).toEqual({
      colorScheme: "dark",
      // The library's other half, as styles.css declares it.
      "--ov-color-primary": "light-dark(#0a7d32, var(--ov-dark-color-primary))",
      "--ov-color-surface": "light-dark(var(--ov-light-color-surface), #101010)",
      // Not a colour: one value for both schemes (the light one wins).
      "--ov-radius-card": "0",
    });
  });
});
