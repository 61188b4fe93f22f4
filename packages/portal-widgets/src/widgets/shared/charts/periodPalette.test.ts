import { describe, expect, it } from "vitest";
import { DARK_COLORS, LIGHT_COLORS } from "../../../core/appearance/tokens";
import { contrast, type Deficiency, seenDifference } from "./colourVision.testing";
import {
  AMOUNT_SERIES,
  GAS_SERIES,
  lightHalf,
  OTHER_SERIES,
  PERIOD_PALETTE,
  PREVIOUS_YEAR,
  periodColors,
  type SchemeColour,
} from "./periodPalette";

/*
 * Thresholds. CIEDE2000 of about 2 is a just-noticeable difference; categories a reader must
 * match to a legend need far more. Every two periods (not only neighbours: a legend's P1 is
 * looked for among all the bars) stay 15 apart, neighbours 20, for normal vision and for each
 * dichromacy simulated at full severity; the series drawn beside the periods (last year,
 * reactive energy or surplus) stay 10 from every period. Every colour reaches 3:1 against the
 * chart's backgrounds (WCAG 1.4.11, non-text contrast) in its scheme.
 */
const MIN_ANY_PAIR = 15;
const MIN_NEIGHBOURS = 20;
const MIN_COMPANION = 10;
const MIN_CONTRAST = 3;

const VISIONS: readonly (Deficiency | undefined)[] = [undefined, "protanopia", "deuteranopia", "tritanopia"];
const SCHEMES = [
  { scheme: "light", backgrounds: [LIGHT_COLORS.colorSurface, LIGHT_COLORS.colorSurfaceMuted] },
  { scheme: "dark", backgrounds: [DARK_COLORS.colorSurface, DARK_COLORS.colorSurfaceMuted] },
] as const;

describe.each(SCHEMES)("the period palette, $scheme scheme", ({ scheme, backgrounds }) => {
  const periods = PERIOD_PALETTE.map((colour) => colour[scheme]);

  it.each(VISIONS.map((vision) => [vision ?? "normal vision", vision] as const))("keeps every two periods apart with %s", (_, vision) => {
    const tooClose: string[] = [];
    periods.forEach((a, i) =>
      periods.slice(i + 1).forEach((b, offset) => {
        const j = i + 1 + offset;
        const minimum = j === i + 1 ? MIN_NEIGHBOURS : MIN_ANY_PAIR;
        const difference = seenDifference(a, b, vision);
        if (difference < minimum) tooClose.push(`P${i + 1}–P${j + 1}: ΔE2000 ${difference.toFixed(1)} < ${minimum}`);
      }),
    );
    expect(tooClose).toEqual([]);
  });

  it("keeps last year's and the other series' colours away from every period", () => {
    const tooClose = [PREVIOUS_YEAR, OTHER_SERIES].flatMap((companion) =>
      periods.flatMap((period, i) =>
        VISIONS.filter((vision) => seenDifference(companion[scheme], period, vision) < MIN_COMPANION).map(
          (vision) => `${companion[scheme]}–P${i + 1} (${vision ?? "normal"})`,
        ),
      ),
    );
    expect(tooClose).toEqual([]);
  });

  it("draws every colour at 3:1 or more against the chart's backgrounds", () => {
    const colours: SchemeColour[] = [...PERIOD_PALETTE, PREVIOUS_YEAR, OTHER_SERIES, AMOUNT_SERIES, GAS_SERIES];
    const low = colours.flatMap((colour) =>
      backgrounds
        .map((background) => [colour[scheme], background, contrast(colour[scheme], background)] as const)
        .filter(([, , ratio]) => ratio < MIN_CONTRAST),
    );
    expect(low).toEqual([]);
  });
});

describe("the palette's colours as CSS", () => {
  it("gives 2.0TD its first three periods and 3.0TD all six, each with both halves", () => {
    expect(periodColors(3)).toEqual(periodColors(6).slice(0, 3));
    expect(periodColors(6)[0]).toBe(`light-dark(${PERIOD_PALETTE[0]!.light}, ${PERIOD_PALETTE[0]!.dark})`);
    expect(periodColors(1)).toHaveLength(1);
  });

  it("turns a colour into its light half for a drawing detached from the page", () => {
    expect(lightHalf(`fill: ${periodColors(6)[1]}; stroke: light-dark(#fff, #000)`)).toBe(
      `fill: ${PERIOD_PALETTE[1]!.light}; stroke: #fff`,
    );
  });
});
