"use client";

import * as React from "react";
import { downsampleSeries, lowerBound, type TimePoint, visibleWindow } from "../../domain/downsample";

export interface ChartWindow {
  from: number;
  to: number;
}

const HOUR = 3_600_000;

function extentOf(points: readonly TimePoint[]): ChartWindow {
  if (points.length === 0) return { from: 0, to: 1 };
  const from = points[0]!.t;
  const to = points[points.length - 1]!.t;
  return to > from ? { from, to } : { from: from - HOUR, to: to + HOUR };
}

/**
 * The visible window of a series and what is drawn for it. The full `points` stay the
 * source of truth (tooltip, keyboard cursor, summary); only the window is resampled, with
 * LTTB, to `maxPoints` whenever it changes, so zooming in shows every reading again.
 */
export function useChartView(points: readonly TimePoint[], keys: readonly string[], maxPoints: number) {
  const extent = React.useMemo(() => extentOf(points), [points]);
  const [state, setState] = React.useState(() => ({ points, window: extent, cursor: null as number | null }));
  // New data (a new search) starts unzoomed: reset during render rather than in an effect,
  // so the old window is never drawn over the new data.
  let current = state;
  if (state.points !== points) {
    current = { points, window: extent, cursor: null };
    setState(current);
  }
  const { window, cursor } = current;

  // The shortest window: about 4 readings (an hour for hourly data), so a zoom never
  // ends on an empty plot.
  const minSpan = React.useMemo(() => {
    if (points.length < 2) return HOUR;
    const step = (extent.to - extent.from) / (points.length - 1);
    return Math.max(step * 4, 60_000);
  }, [points.length, extent]);

  const keysKey = keys.join("|");
  const drawn = React.useMemo(
    () => (maxPoints > 0 ? downsampleSeries(visibleWindow(points, window.from, window.to), keysKey.split("|"), maxPoints) : []),
    [points, window.from, window.to, keysKey, maxPoints],
  );

  const setWindow = React.useCallback(
    (from: number, to: number) => setState((s) => ({ ...s, window: clampedWindow(from, to, extent, minSpan) })),
    [extent, minSpan],
  );

  const zoom = React.useCallback(
    (factor: number, around?: number) => {
      const span = (window.to - window.from) * factor;
      const center = around ?? (window.from + window.to) / 2;
      // Keep the point under the cursor where it is on screen.
      const ratio = (center - window.from) / Math.max(1, window.to - window.from);
      setWindow(center - span * ratio, center + span * (1 - ratio));
    },
    [window, setWindow],
  );

  const pan = React.useCallback(
    (direction: -1 | 1) => {
      const shift = ((window.to - window.from) / 2) * direction;
      setWindow(window.from + shift, window.to + shift);
    },
    [window, setWindow],
  );

  const setCursor = React.useCallback((t: number | null) => setState((s) => ({ ...s, cursor: t })), []);

  /** Moves the keyboard cursor by `steps` readings, panning when it leaves the window. */
  const moveCursor = React.useCallback(
    (steps: number | "first" | "last") => {
      if (points.length === 0) return;
      const t = points[cursorIndexAfter(points, window, cursor, steps)]!.t;
      if (t < window.from || t > window.to) {
        const span = window.to - window.from;
        setWindow(t - span / 2, t + span / 2);
      }
      setCursor(t);
    },
    [points, window, cursor, setWindow, setCursor],
  );

  const zoomed = window.from > extent.from || window.to < extent.to;
  return {
    window,
    extent,
    drawn,
    cursor,
    zoomed,
    canZoomIn: window.to - window.from > minSpan,
    setWindow,
    zoom,
    pan,
    setCursor,
    moveCursor,
    reset: () => setWindow(extent.from, extent.to),
  };
}

export type ChartView = ReturnType<typeof useChartView>;

/** The window centred on from–to, at least `minSpan` wide, inside the extent. */
function clampedWindow(from: number, to: number, extent: ChartWindow, minSpan: number): ChartWindow {
  const full = extent.to - extent.from;
  let span = Math.min(full, Math.max(minSpan, to - from));
  let start = Math.round((from + to) / 2 - span / 2);
  if (span >= full) {
    start = extent.from;
    span = full;
  }
  start = Math.max(extent.from, Math.min(start, extent.to - span));
  return { from: start, to: start + span };
}

/** The reading the keyboard cursor lands on: the window's first or last, or `steps` away. */
function cursorIndexAfter(
  points: readonly TimePoint[],
  window: ChartWindow,
  cursor: number | null,
  steps: number | "first" | "last",
): number {
  const inWindowFirst = Math.min(points.length - 1, lowerBound(points, window.from));
  const inWindowLast = Math.max(0, lowerBound(points, window.to, true) - 1);
  if (steps === "first") return inWindowFirst;
  if (steps === "last") return inWindowLast;
  if (cursor === null) return steps > 0 ? inWindowFirst : inWindowLast;
  return Math.max(0, Math.min(points.length - 1, lowerBound(points, cursor) + steps));
}
