"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../locales/format";
import { Button } from "../Button";
import { ChartFrame } from "./ChartFrame";
import { ChartOverlay, type PlotBox } from "./ChartOverlay";
import { markedSpans } from "./estimatedSpans";
import { linePath, linePathsByClass, niceTicks, valueRange } from "./linePaths";
import { formatInstant } from "./timeAxis";
import type { TimeSeriesChartProps } from "./types";
import { useChartView } from "./useChartView";

// Fixed geometry shared by the frame, the lines and the overlay.
const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };
const Y_AXIS_WIDTH = 64;
const X_AXIS_HEIGHT = 30;
/** jsdom and hidden containers measure 0: draw at a typical width rather than not at all. */
const FALLBACK_WIDTH = 700;

/**
 * The container's width, measured before the first paint. Until it is known the chart is not
 * drawn at all: drawing at a guessed width and again at the real one would double the cost
 * of the first (and slowest) render.
 */
function useElementWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = React.useState<number | null>(null);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => {
      const next = Math.floor(value) > 0 ? Math.floor(value) : FALLBACK_WIDTH;
      // Sub-pixel jitter would resample and redraw for nothing.
      setWidth((previous) => (previous !== null && Math.abs(previous - next) < 2 ? previous : next));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

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
  const texts = useTexts(telemetryArea).chart;
  const containerRef = React.useRef<HTMLDivElement>(null);
  const measured = useElementWidth(containerRef);
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
    () =>
      measured === null
        ? null
        : series.flatMap((s) =>
            segments?.key === s.key
              ? linePathsByClass(drawn, s.key, segments.classify, segments.colors.length, window, yAxis.domain, box.width, box.height).map(
                  (d, i) => (
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
                  ),
                )
              : [
                  <path
                    key={s.key}
                    data-series={s.key}
                    d={linePath(drawn, s.key, window, yAxis.domain, box.width, box.height)}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={1.5}
                    strokeLinejoin="round"
                  />,
                ],
          ),
    [measured, series, segments, drawn, window, yAxis, box],
  );

  // Estimated hours: shaded bands behind the lines, from the full readings (a lone hour of a
  // year still shows). No spans, nothing drawn: the chart costs what it did.
  const spans = React.useMemo(() => (markedKey ? markedSpans(points, markedKey) : []), [points, markedKey]);
  const bands = React.useMemo(() => {
    if (measured === null || spans.length === 0) return null;
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
  }, [measured, spans, window, box]);

  React.useEffect(() => {
    if (measured !== null) onRendered?.({ drawn: drawn.length, from: window.from, to: window.to });
  }, [measured, drawn, window.from, window.to, onRendered]);

  return (
    <div data-slot="time-series-chart" className="ov:flex ov:flex-col ov:gap-3">
      <div role="group" aria-label={texts.zoomControls} className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
        <Button
          variant="secondary"
          className="ov:min-h-9 ov:px-3"
          onClick={() => view.zoom(0.5, view.cursor ?? undefined)}
          disabled={!view.canZoomIn}
        >
          {texts.zoomIn}
        </Button>
        <Button
          variant="secondary"
          className="ov:min-h-9 ov:px-3"
          onClick={() => view.zoom(2, view.cursor ?? undefined)}
          disabled={!view.zoomed}
        >
          {texts.zoomOut}
        </Button>
        <Button variant="secondary" className="ov:min-h-9 ov:px-3" onClick={() => view.pan(-1)} disabled={window.from <= view.extent.from}>
          {texts.panLeft}
        </Button>
        <Button variant="secondary" className="ov:min-h-9 ov:px-3" onClick={() => view.pan(1)} disabled={window.to >= view.extent.to}>
          {texts.panRight}
        </Button>
        <Button variant="secondary" className="ov:min-h-9 ov:px-3" onClick={view.reset} disabled={!view.zoomed}>
          {texts.reset}
        </Button>
      </div>
      <p className="ov:text-xs ov:text-text-muted" aria-live="polite" data-slot="chart-window">
        {formatMessage(texts.window, {
          from: formatInstant(window.from, texts.secondPass),
          to: formatInstant(window.to, texts.secondPass),
        })}
      </p>
      <ul className="ov:flex ov:flex-wrap ov:gap-4 ov:text-sm ov:text-text" data-slot="chart-legend">
        {series.map((s) => (
          <li key={s.key} className="ov:flex ov:items-center ov:gap-2">
            <span aria-hidden="true" className="ov:inline-block ov:h-0.5 ov:w-5" style={{ background: s.color }} />
            {s.name} ({unit})
          </li>
        ))}
        {spans.length > 0 && markedLabel ? (
          <li className="ov:flex ov:items-center ov:gap-2" data-slot="marked-legend">
            <span
              aria-hidden="true"
              className="ov:inline-block ov:h-3 ov:w-5 ov:border ov:border-accent"
              style={{ background: "color-mix(in srgb, var(--ov-color-accent) 22%, transparent)" }}
            />
            {markedLabel}
          </li>
        ) : null}
      </ul>
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
