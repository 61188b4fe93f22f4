/**
 * The charts' colours, each with a light and a dark half: the one source of the tariff
 * periods' colours for every chart and legend (the hourly curve, the bars by day and month,
 * the breakdown, the invoice charts). periodPalette.test.ts holds them to a minimum CIEDE2000
 * distance between every two periods as seen with normal vision and with simulated
 * protanopia, deuteranopia and tritanopia, and to 3:1 against the chart's backgrounds
 * (WCAG 1.4.11) in both schemes: tune a value only with that test.
 *
 * Started from Paul Tol's 'vibrant' and 'muted' sets (red, blue, orange, wine, teal, indigo)
 * and moved by a search that kept each hue near its start and pushed the pairs apart under
 * the three simulations: the light half is dark enough for white cards, the dark half light
 * enough for the navy ones.
 * Literal hex values rather than the brand's variables, so a host's theme cannot turn two
 * periods into one colour; `light-dark()` picks the half of the element's `color-scheme`.
 */
export interface SchemeColour {
  light: string;
  dark: string;
}

/** P1 to P6, dearest first. A 2.0TD tariff uses the first three. */
export const PERIOD_PALETTE: readonly SchemeColour[] = [
  { light: "#971d19", dark: "#f44a4b" },
  { light: "#0156d8", dark: "#6972ff" },
  { light: "#ce6400", dark: "#fed900" },
  { light: "#480629", dark: "#9a7a8a" },
  { light: "#179c76", dark: "#84ffd5" },
  { light: "#02008e", dark: "#cec3ff" },
];

/** Last year's curve and bars: a grey no period comes near. */
export const PREVIOUS_YEAR: SchemeColour = { light: "#6b7280", dark: "#9aa3ae" };

/** A series drawn beside the period-coloured one (reactive energy, surplus), dashed as well
 * so that its colour is not the only thing telling it from a period. */
export const OTHER_SERIES: SchemeColour = { light: "#007755", dark: "#22bb88" };

/** A single series of an invoice chart: the amount, or an electricity total (the brand's
 * electricity colour, as a literal so the exported PNG keeps it). */
export const AMOUNT_SERIES: SchemeColour = { light: "#00509e", dark: "#8cc2ff" };

/** A gas total (the brand's gas colour). */
export const GAS_SERIES: SchemeColour = { light: "#b45309", dark: "#f4ae6a" };

/** The colour as CSS: the half that matches the element's colour scheme. */
export const schemeColour = (colour: SchemeColour) => `light-dark(${colour.light}, ${colour.dark})`;

/** The first `count` periods' colours as CSS (3 for 2.0TD, 6 for 3.0TD and 6.xTD, 1 otherwise). */
export function periodColors(count: number): readonly string[] {
  const shown = count === 6 || count === 3 ? count : 1;
  return PERIOD_PALETTE.slice(0, shown).map(schemeColour);
}

export const PREVIOUS_YEAR_COLOR = schemeColour(PREVIOUS_YEAR);
export const OTHER_SERIES_COLOR = schemeColour(OTHER_SERIES);

const LIGHT_DARK = /light-dark\(\s*(#[0-9a-f]{3,8})\s*,\s*#[0-9a-f]{3,8}\s*\)/gi;

/** A colour's light half: what an SVG detached from the page (the exported PNG, drawn on
 * white) must use, since it has no colour scheme to choose by. */
export const lightHalf = (css: string) => css.replace(LIGHT_DARK, "$1");
