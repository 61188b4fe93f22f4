"use client";

import { useTexts } from "../../core/react/portalHooks";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../locales/format";
import { Button } from "../Button";
import { formatInstant } from "./timeAxis";
import type { TimeSeriesDef } from "./types";
import type { ChartView } from "./useChartView";

/** Zoom and pan buttons, then the visible window in words. */
export function ChartControls({ view }: { view: ChartView }) {
  const texts = useTexts(telemetryArea).chart;
  const { window } = view;
  return (
    <>
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
    </>
  );
}

/** One entry per series with its unit, and the marked hours' entry when there are any. */
export function ChartLegend({ series, unit, markedLabel }: { series: readonly TimeSeriesDef[]; unit: string; markedLabel: string | null }) {
  return (
    <ul className="ov:flex ov:flex-wrap ov:gap-4 ov:text-sm ov:text-text" data-slot="chart-legend">
      {series.map((s) => (
        <li key={s.key} className="ov:flex ov:items-center ov:gap-2">
          <span
            aria-hidden="true"
            className="ov:inline-block ov:h-0.5 ov:w-5"
            style={s.dash ? { borderTop: `2px dashed ${s.color}` } : { background: s.color }}
          />
          {s.name} ({unit})
        </li>
      ))}
      {markedLabel ? (
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
  );
}
