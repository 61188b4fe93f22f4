import type { TimePoint } from "../../../domain/downsample";
import type { TimeSeriesDef } from "../../../ui/TimeSeriesChart";

/**
 * The series a chart draws: every one, except an `optional` one (the load curve's surplus)
 * whose readings are all zero, unless the supply is known to have it (`flagged`, a
 * self-consumption supply). A supply without solar panels then shows no 'Excedente
 * Energético' line, legend entry nor '0,00 kW' summary. Stable when nothing is dropped.
 */
export function shownSeries(
  series: readonly TimeSeriesDef[],
  points: readonly TimePoint[],
  optional: readonly string[] = [],
  flagged = false,
): readonly TimeSeriesDef[] {
  if (flagged || optional.length === 0) return series;
  const empty = optional.filter((key) => !points.some((point) => (point[key] ?? 0) !== 0));
  return empty.length === 0 ? series : series.filter((s) => !empty.includes(s.key));
}
