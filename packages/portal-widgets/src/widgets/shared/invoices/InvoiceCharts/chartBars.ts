import type { Line } from "@oficina-virtual/api-contract";
import { formatMessage } from "../../../../locales/format";
import { AMOUNT_SERIES, GAS_SERIES, PREVIOUS_YEAR_COLOR, periodColors, schemeColour } from "../../charts/periodPalette";
import type { ChartBar } from "./InvoiceBarChart";

// Literal colours with both halves (not CSS variables): the exported PNG takes their light half.
const PERIOD_COLOURS = periodColors(6);
const AMOUNT_COLOUR = schemeColour(AMOUNT_SERIES);
const GAS_COLOUR = schemeColour(GAS_SERIES);
const PREVIOUS_COLOUR = PREVIOUS_YEAR_COLOR;

interface BarTexts {
  amountSeries: string;
  gasSeries: string;
  previousYearSeries: string;
}

/** The bars of an invoice chart: the amount, the total consumption or one stacked bar per
 * period, then the previous year's beside them when it is overlaid. */
export function chartBars(
  kind: "consumption" | "amounts",
  line: Line,
  series: "total" | readonly string[],
  withPreviousYear: boolean,
  texts: BarTexts,
): ChartBar[] {
  const bars: ChartBar[] = [];
  if (kind === "amounts") bars.push({ key: "amount", name: texts.amountSeries, colour: AMOUNT_COLOUR });
  else if (series === "total")
    bars.push({ key: "consumption", name: texts.gasSeries, colour: line === "Gas" ? GAS_COLOUR : AMOUNT_COLOUR });
  else series.forEach((key, i) => bars.push({ key, name: key, colour: PERIOD_COLOURS[i]!, stack: "current" }));
  if (withPreviousYear) {
    const currentName = kind === "amounts" ? texts.amountSeries : texts.gasSeries;
    bars.push({
      key: kind === "amounts" ? "previousAmount" : "previousConsumption",
      name: formatMessage(texts.previousYearSeries, { series: currentName }),
      colour: PREVIOUS_COLOUR,
      stack: "previous",
    });
  }
  return bars;
}
