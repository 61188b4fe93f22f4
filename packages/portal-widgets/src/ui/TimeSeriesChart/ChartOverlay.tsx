"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { nearestPoint, type TimePoint } from "../../domain/downsample";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../locales/format";
import { formatInstant } from "./timeAxis";
import type { TimeSeriesDef } from "./types";
import type { ChartView } from "./useChartView";

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface ChartOverlayProps {
  view: ChartView;
  points: readonly TimePoint[];
  series: readonly TimeSeriesDef[];
  unit: string;
  box: PlotBox;
}

/** Smaller drags are clicks: they place the cursor instead of zooming. */
const MIN_DRAG_PX = 6;

/**
 * What sits on the plot without redrawing the chart: the hover line and tooltip, the drag
 * selection that zooms, and the keyboard cursor. It is a slider over the readings, so a
 * screen reader hears each reading's date and values as the arrows move. Values always
 * come from the full data, never from the downsampled line.
 */
export function ChartOverlay({ view, points, series, unit, box }: ChartOverlayProps) {
  const texts = useTexts(telemetryArea).chart;
  const format = useFormat();
  const pointer = usePointerZoom(view, points, box);
  const { window } = view;

  const shown = pointer.hover ?? view.cursor;
  const point = shown === null ? undefined : nearestPoint(points, shown);
  const pointInView = point !== undefined && point.t >= window.from && point.t <= window.to;
  const describe = (p: TimePoint) =>
    `${formatMessage(texts.pointAt, { at: formatInstant(p.t, texts.secondPass) })}: ${series
      .map((s) => `${s.name} ${format.number(p[s.key] ?? 0)} ${unit}`)
      .join(", ")}`;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const action = keyActions(view)[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const cursorIndex =
    view.cursor === null
      ? 0
      : Math.max(
          0,
          points.findIndex((p) => p.t === view.cursor),
        );
  const { drag } = pointer;

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={texts.plotLabel}
      aria-valuemin={1}
      aria-valuemax={Math.max(1, points.length)}
      aria-valuenow={cursorIndex + 1}
      aria-valuetext={
        point && view.cursor !== null
          ? describe(point)
          : formatMessage(texts.window, {
              from: formatInstant(window.from, texts.secondPass),
              to: formatInstant(window.to, texts.secondPass),
            })
      }
      data-slot="chart-overlay"
      className="ov:absolute ov:cursor-crosshair ov:touch-none ov:select-none ov:rounded-sm ov:outline-offset-2"
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      onKeyDown={onKeyDown}
      {...pointer.handlers}
    >
      {drag && Math.abs(drag.end - drag.start) >= MIN_DRAG_PX ? (
        <div
          aria-hidden="true"
          className="ov:absolute ov:inset-y-0 ov:bg-primary/15 ov:border-x ov:border-primary"
          style={{ left: Math.min(drag.start, drag.end), width: Math.abs(drag.end - drag.start) }}
        />
      ) : null}
      {point && pointInView ? <HoverMarker point={point} series={series} unit={unit} window={window} box={box} /> : null}
    </div>
  );
}

/** The keys of the plot's slider: arrows and pages move the cursor, + and - zoom around it. */
function keyActions(view: ChartView): Record<string, () => void> {
  return {
    ArrowRight: () => view.moveCursor(1),
    ArrowLeft: () => view.moveCursor(-1),
    PageDown: () => view.moveCursor(24),
    PageUp: () => view.moveCursor(-24),
    Home: () => view.moveCursor("first"),
    End: () => view.moveCursor("last"),
    "+": () => view.zoom(0.5, view.cursor ?? undefined),
    "=": () => view.zoom(0.5, view.cursor ?? undefined),
    "-": () => view.zoom(2, view.cursor ?? undefined),
    Escape: () => view.setCursor(null),
  };
}

/** Hover follows the pointer; a drag selects a window to zoom to, a click places the cursor. */
function usePointerZoom(view: ChartView, points: readonly TimePoint[], box: PlotBox) {
  const [hover, setHover] = React.useState<number | null>(null);
  const [drag, setDrag] = React.useState<{ start: number; end: number } | null>(null);
  const { window } = view;
  const span = Math.max(1, window.to - window.from);
  const timeAt = (clientX: number, element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    const x = Math.max(0, Math.min(box.width, clientX - rect.left));
    return { x, t: window.from + (x / Math.max(1, box.width)) * span };
  };
  const handlers = {
    onPointerDown: (event: React.PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const { x } = timeAt(event.clientX, event.currentTarget);
      setDrag({ start: x, end: x });
    },
    onPointerMove: (event: React.PointerEvent<HTMLDivElement>) => {
      const { x, t } = timeAt(event.clientX, event.currentTarget);
      setHover(t);
      if (drag) setDrag({ ...drag, end: x });
    },
    onPointerUp: (event: React.PointerEvent<HTMLDivElement>) => {
      if (!drag) return;
      const { x, t } = timeAt(event.clientX, event.currentTarget);
      setDrag(null);
      if (Math.abs(x - drag.start) < MIN_DRAG_PX) {
        view.setCursor(nearestPoint(points, t)?.t ?? null);
        return;
      }
      const a = window.from + (Math.min(drag.start, x) / box.width) * span;
      const b = window.from + (Math.max(drag.start, x) / box.width) * span;
      view.setWindow(a, b);
    },
    onPointerLeave: () => setHover(null),
    onPointerCancel: () => setDrag(null),
  };
  return { hover, drag, handlers };
}

interface HoverMarkerProps {
  point: TimePoint;
  series: readonly TimeSeriesDef[];
  unit: string;
  window: ChartView["window"];
  box: PlotBox;
}

/** The vertical line at a reading and its tooltip with every series' value. */
function HoverMarker({ point, series, unit, window, box }: HoverMarkerProps) {
  const texts = useTexts(telemetryArea).chart;
  const format = useFormat();
  const x = ((point.t - window.from) / Math.max(1, window.to - window.from)) * box.width;
  const tooltipLeft = Math.min(Math.max(0, x + 12), Math.max(0, box.width - 200));
  return (
    <>
      <div aria-hidden="true" className="ov:absolute ov:inset-y-0 ov:w-px ov:bg-text-muted" style={{ left: x }} />
      <div
        aria-hidden="true"
        data-slot="chart-tooltip"
        className="ov:pointer-events-none ov:absolute ov:top-2 ov:w-48 ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:bg-surface ov:p-2 ov:text-xs ov:text-text ov:shadow-sm"
        style={{ left: tooltipLeft }}
      >
        <p className="ov:font-semibold">{formatInstant(point.t, texts.secondPass)}</p>
        {series.map((s) => (
          <p key={s.key} className="ov:flex ov:items-center ov:gap-1">
            <span className="ov:inline-block ov:size-2 ov:rounded-full" style={{ background: s.color }} />
            {s.name}: {format.number(point[s.key] ?? 0)} {unit}
          </p>
        ))}
      </div>
    </>
  );
}
