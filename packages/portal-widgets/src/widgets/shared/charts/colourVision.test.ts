import { describe, expect, it } from "vitest";
import { contrast, deltaE2000, linearRgb, simulate } from "./colourVision.testing";

describe("the palette test's colour science", () => {
  // Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 17 and 25 with their published ΔE00.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ] as const)("computes CIEDE2000 as its reference pairs (%j, %j)", (a, b, expected) => {
    expect(deltaE2000(a, b)).toBeCloseTo(expected, 3);
  });

  it("leaves greys grey under every simulation, and makes red and green alike for a deuteranope", () => {
    const grey = linearRgb("#808080");
    for (const deficiency of ["protanopia", "deuteranopia", "tritanopia"] as const) {
      simulate(grey, deficiency).forEach((channel) => expect(channel).toBeCloseTo(grey[0], 2));
    }
    const [red, green] = [simulate(linearRgb("#cc0000"), "deuteranopia"), simulate(linearRgb("#008800"), "deuteranopia")];
    expect(Math.abs(red[0] - red[1])).toBeLessThan(0.1);
    expect(Math.abs(green[0] - green[1])).toBeLessThan(0.1);
  });

  it("measures WCAG contrast", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
