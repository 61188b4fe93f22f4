"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import type { UseQueryResult } from "@tanstack/react-query";
import * as React from "react";
import { usePortal } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import type { TimeSeriesDef } from "../../../ui/TimeSeriesChart";
import { measureErrorText } from "./measureErrors";
import { ESTIMATED_KEY } from "./measurePoints";
import { measureServerText } from "./measureServerText";
import type { MeasureData, MeasureRequest } from "./measureTypes";
import { PeriodViews } from "./periods/PeriodViews";
import { shownSeries } from "./shownSeries";

export interface MeasureChartProps {
  widget: string;
  supplyPoint: SupplyPoint;
  series: readonly TimeSeriesDef[];
  /** Series drawn only when a reading has some (the load curve's surplus: solar supplies). */
  optionalSeries?: readonly string[] | undefined;
  emptyText: string;
  emptyHint?: string | undefined;
  request: MeasureRequest;
  query: UseQueryResult<MeasureData>;
  /** The same dates a year earlier, fetched once compare is on. */
  previous: UseQueryResult<MeasureData>;
  compare: boolean;
  onCompareChange: (compare: boolean) => void;
}

/** The chart's section: its caption and date of the latest reading, then the chart or the
 * state that stands for it (searching, an error, nothing to show). */
export function MeasureChart({ widget, supplyPoint, request, query, previous, ...props }: MeasureChartProps) {
  const format = useFormat();
  const { messages, locale } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  const caption = request.isDefault
    ? texts.captionDefault
    : formatMessage(texts.captionRange, { from: format.date(request.desde), to: format.date(request.hasta) });
  const serverError = query.data?.serverError;
  const points = query.data?.points;
  const updatedUntil = query.data?.updatedUntil;
  const { series, optionalSeries } = props;
  const shown = React.useMemo(() => shownSeries(series, points ?? [], optionalSeries), [series, points, optionalSeries]);

  return (
    <section aria-labelledby={`${widget}-chart-title`} className="ov:flex ov:min-w-0 ov:flex-col ov:gap-3">
      <h2 id={`${widget}-chart-title`} className="ov:text-lg ov:font-semibold ov:text-text">
        {texts.chartTitle}
      </h2>
      <p className="ov:text-sm ov:text-text" data-slot="chart-caption">
        {caption}
      </p>
      {updatedUntil ? (
        <p className="ov:text-sm ov:text-text-muted" data-slot="chart-updated">
          {formatMessage(texts.updatedUntil, { date: format.date(updatedUntil) })}
        </p>
      ) : null}
      {query.isPending ? (
        <p role="status" className="ov:text-sm ov:text-text-muted">
          {texts.searching}
        </p>
      ) : query.isError || serverError ? (
        <Alert tone="error">
          {serverError !== undefined ? measureServerText(serverError, locale, messages) : measureErrorText(query.error, messages, locale)}
        </Alert>
      ) : !points || points.length === 0 ? (
        <Alert tone="info">
          <p>{props.emptyText}</p>
          {props.emptyHint ? <p>{props.emptyHint}</p> : null}
        </Alert>
      ) : (
        <PeriodViews
          points={points}
          series={shown}
          unit={texts.unit}
          tarifa={supplyPoint.tarifa ?? supplyPoint.accessFee?.fee}
          compare={props.compare}
          onCompareChange={props.onCompareChange}
          previous={{ points: previous.data?.points, loading: previous.isFetching }}
          markedKey={ESTIMATED_KEY}
          markedLabel={texts.chart.estimated}
        />
      )}
    </section>
  );
}
