/**
 * Tariff-period colours, dearest to cheapest: red for punta, through amber, to green for
 * valle. Dark enough for 3:1 against white as thin lines (WCAG 1.4.11); plain hex so a
 * host's theme cannot turn two periods into one colour.
 */
const THREE = ["#b71c1c", "#9a6700", "#2e7d32"] as const;
const SIX = ["#b71c1c", "#c2410c", "#9a6700", "#6b7f00", "#2e7d32", "#00695c"] as const;

export function periodColors(count: number): readonly string[] {
  return count === 6 ? SIX : count === 3 ? THREE : [THREE[0]];
}

/** Last year's curve and bars. */
export const PREVIOUS_YEAR_COLOR = "#6b7280";

/** Series drawn beside the period-coloured one (reactive energy, surplus): a violet no period uses. */
export const OTHER_SERIES_COLOR = "#6d28d9";
