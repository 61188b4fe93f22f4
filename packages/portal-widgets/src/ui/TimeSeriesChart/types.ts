import type { TimePoint } from "../../domain/downsample";

export type { TimePoint };

/** One line of the chart: `key` reads the value from each point. */
export interface TimeSeriesDef {
  key: string;
  name: string;
  /** A CSS colour; the tokens keep the lines on brand (`var(--ov-color-electricity)`). */
  color: string;
  /** An SVG dash pattern ('4 3'): a cue besides colour for a line drawn among others. */
  dash?: string | undefined;
}

export interface TimeSeriesChartProps {
  /** Sorted by time; the full readings (tooltip and keyboard read these). */
  points: readonly TimePoint[];
  series: readonly TimeSeriesDef[];
  /** The y axis unit ('kW'). */
  unit: string;
  /** Plot height in px (default 320). */
  height?: number;
  /** Drawn points per pixel of plot width (default 2). */
  pointsPerPixel?: number;
  /** A key marking points drawn differently (`estimated` readings): their hours
   * are shaded behind the lines, with a legend entry `markedLabel`. */
  markedKey?: string;
  markedLabel?: string;
  /** Colours one series by class (the tariff period of each reading): one path per class,
   * `colors[i]` for class i + 1. `classify` runs on the drawn points only. */
  segments?: { key: string; classify: (t: number) => number; colors: readonly string[] } | undefined;
  /** Called after each commit of the drawn chart (the benchmark times painting from it). */
  onRendered?: (info: { drawn: number; from: number; to: number }) => void;
}
