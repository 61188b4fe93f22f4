import type { Line } from "@oficina-virtual/api-contract";
import { formatMessage } from "../../../../locales/format";
import type { ChartBar } from "./InvoiceBarChart";

// Plain hex colours (not CSS variables) so the exported PNG keeps them.
const PERIOD_COLOURS = ["#00509e", "#2f7fd1", "#7db3ea", "#f5a800", "#d9730d", "#8c5a00"];
const AMOUNT_COLOUR = "#00509e";
const GAS_COLOUR = "#b45309";
const PREVIOUS_COLOUR = "#9aa5b1";

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
