"use client";

import * as React from "react";
import { useElementWidth } from "../useElementWidth";
import { ChartControls, ChartLegend } from "./ChartControls";
import { ChartFrame } from "./ChartFrame";
import { ChartOverlay, type PlotBox } from "./ChartOverlay";
import { seriesPaths, spanBands } from "./chartShapes";
import { markedSpans } from "./estimatedSpans";
import { niceTicks, valueRange } from "./linePaths";
import type { TimeSeriesChartProps } from "./types";
import { useChartView } from "./useChartView";

// Fixed geometry shared by the frame, the lines and the overlay.
const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };
const Y_AXIS_WIDTH = 64;
const X_AXIS_HEIGHT = 30;
/** jsdom and hidden containers measure 0: draw at a typical width rather than not at all. */
const FALLBACK_WIDTH = 700;

/**
 * The drawn chart: only what the plot can show (at most two points per pixel, resampled
 * with LTTB from the visible window on every zoom), so a year of quarter-hours draws about
 * as fast as a week. The lines are one SVG path per series; hover and drag-to-zoom live in
 * an overlay, so moving the mouse never redraws them.
 */
export default function TimeSeriesChartBody({
  points,
  series,
  unit,
  height = 320,
  pointsPerPixel = 2,
  markedKey,
  markedLabel,
  segments,
  onRendered,
}: TimeSeriesChartProps) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  // Until the width is known nothing is drawn: drawing at a guessed width and again at the
  // real one would double the cost of the first, slowest render.
  const measured = useElementWidth(containerRef, FALLBACK_WIDTH);
  const width = measured ?? FALLBACK_WIDTH;
  const box = React.useMemo<PlotBox>(
    () => ({
      left: MARGIN.left + Y_AXIS_WIDTH,
      top: MARGIN.top,
      width: Math.max(50, width - MARGIN.left - Y_AXIS_WIDTH - MARGIN.right),
      height: height - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT,
    }),
    [width, height],
  );
  const keys = React.useMemo(() => series.map((s) => s.key), [series]);
  const view = useChartView(points, keys, measured === null ? 0 : box.width * pointsPerPixel);
  const { window, drawn } = view;

  const yAxis = React.useMemo(() => niceTicks(...valueRange(drawn, keys)), [drawn, keys]);

  const lines = React.useMemo(
    () => (measured === null ? null : seriesPaths(drawn, series, segments, { window, yDomain: yAxis.domain, box })),
    [measured, series, segments, drawn, window, yAxis, box],
  );

  // Estimated hours: shaded bands behind the lines, from the full readings (a lone hour of a
  // year still shows). No spans, nothing drawn: the chart costs what it did.
  const spans = React.useMemo(() => (markedKey ? markedSpans(points, markedKey) : []), [points, markedKey]);
  const bands = React.useMemo(
    () => (measured === null || spans.length === 0 ? null : spanBands(spans, window, box)),
    [measured, spans, window, box],
  );

  React.useEffect(() => {
    if (measured !== null) onRendered?.({ drawn: drawn.length, from: window.from, to: window.to });
  }, [measured, drawn, window.from, window.to, onRendered]);

  return (
    <div data-slot="time-series-chart" className="ov:flex ov:flex-col ov:gap-3">
      <ChartControls view={view} />
      <ChartLegend series={series} unit={unit} markedLabel={spans.length > 0 && markedLabel ? markedLabel : null} />
      <div ref={containerRef} className="ov:relative ov:w-full ov:min-w-0" style={{ height }}>
        <div aria-hidden="true" data-drawn-points={drawn.length}>
          {measured === null ? null : (
            <ChartFrame width={width} height={height} box={box} window={window} yTicks={yAxis.ticks} yDomain={yAxis.domain} unit={unit} />
          )}
          <svg
            className="ov:pointer-events-none ov:absolute ov:overflow-hidden"
            style={{ left: box.left, top: box.top }}
            width={box.width}
            height={box.height}
            data-slot="chart-lines"
          >
            {bands}
            {lines}
          </svg>
        </div>
        <ChartOverlay view={view} points={points} series={series} unit={unit} box={box} />
      </div>
    </div>
  );
}
