"use client";

import * as React from "react";
import { useLocale, useMessages } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { choosePlural, formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { countMarked } from "./estimatedSpans";
import { chartSummary } from "./summary";
import type { TimeSeriesChartProps } from "./types";

// The drawing code loads only when a chart is first shown, as its own chunk, so a host's
// other routes never pay for it.
const TimeSeriesChartBody = React.lazy(() => import("./TimeSeriesChartBody"));

/**
 * A zoomable line chart of time series with a text summary: the summary (count, dates, each
 * series' maximum and mean) is the chart's text alternative and is rendered at once, while
 * the drawing loads. The figure's caption is the summary.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const messages = useMessages();
  const format = useFormat();
  const { locale } = useLocale();
  const texts = textsOf(messages, telemetryArea).chart;
  const { markedKey } = props;
  const summary = React.useMemo(() => {
    const lines = chartSummary(props.points, props.series, props.unit, messages, format, locale);
    // The shading's text alternative: how many readings are estimated.
    const marked = markedKey ? countMarked(props.points, markedKey) : 0;
    if (marked === 0) return lines;
    return [
      ...lines,
      formatMessage(choosePlural(locale, marked, texts.estimatedSummaryOne, texts.estimatedSummaryOther), { count: marked }),
    ];
  }, [props.points, props.series, props.unit, messages, format, locale, markedKey, texts]);
  const height = props.height ?? 320;
  return (
    <figure className="ov:flex ov:min-w-0 ov:flex-col ov:gap-3" data-slot="time-series-figure">
      <React.Suspense
        fallback={
          <p role="status" className="ov:flex ov:items-center ov:justify-center ov:text-sm ov:text-text-muted" style={{ height }}>
            {texts.loading}
          </p>
        }
      >
        <TimeSeriesChartBody {...props} />
      </React.Suspense>
      <figcaption className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text-muted" data-slot="chart-summary">
        {summary.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </figcaption>
    </figure>
  );
}
