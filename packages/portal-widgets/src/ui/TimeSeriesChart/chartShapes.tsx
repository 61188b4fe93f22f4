import type { PlotBox } from "./ChartOverlay";
import type { TimeSpan } from "./estimatedSpans";
import { linePath, linePathsByClass } from "./linePaths";
import type { TimePoint, TimeSeriesChartProps, TimeSeriesDef } from "./types";
import type { ChartWindow } from "./useChartView";

interface Geometry {
  window: ChartWindow;
  yDomain: [number, number];
  box: PlotBox;
}

/** One SVG path per series, or one per class for the series `segments` colours by class. */
export function seriesPaths(
  drawn: readonly TimePoint[],
  series: readonly TimeSeriesDef[],
  segments: TimeSeriesChartProps["segments"],
  { window, yDomain, box }: Geometry,
) {
  return series.flatMap((s) =>
    segments?.key === s.key
      ? linePathsByClass(drawn, s.key, segments.classify, segments.colors.length, window, yDomain, box.width, box.height).map((d, i) => (
          <path
            key={`${s.key}-${i + 1}`}
            data-series={s.key}
            data-class={i + 1}
            d={d}
            fill="none"
            stroke={segments.colors[i]}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        ))
      : [
          <path
            key={s.key}
            data-series={s.key}
            d={linePath(drawn, s.key, window, yDomain, box.width, box.height)}
            fill="none"
            stroke={s.color}
            strokeDasharray={s.dash}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />,
        ],
  );
}

/** The marked spans inside the window as shaded bands the plot's full height. */
export function spanBands(spans: readonly TimeSpan[], window: ChartWindow, box: PlotBox) {
  const xScale = box.width / Math.max(1, window.to - window.from);
  return spans
    .filter((span) => span.to > window.from && span.from < window.to)
    .map((span) => {
      const x = Math.max(0, (span.from - window.from) * xScale);
      const end = Math.min(box.width, (span.to - window.from) * xScale);
      return (
        <rect
          key={span.from}
          data-slot="marked-span"
          x={x.toFixed(1)}
          y={0}
          width={Math.max(1, end - x).toFixed(1)}
          height={box.height}
          fill="var(--ov-color-accent)"
          fillOpacity={0.22}
        />
      );
    });
}
