"use client";

import * as React from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { usePortal, useTexts } from "../../../../core/react/portalHooks";
import { useFormat } from "../../../../core/react/useFormat";
import type { TimePoint } from "../../../../domain/downsample";
import { aggregateByPeriod, formatWhAsKwh, type Granularity } from "../../../../domain/periodConsumption";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { formatMessage } from "../../../../locales/format";
import { categoryInterval, edgeRoom, labelWidth } from "../../../../ui/chartAxis";
import { useElementWidth } from "../../../../ui/useElementWidth";
import { PREVIOUS_YEAR_COLOR } from "../../charts/periodPalette";
import { bucketLabel, isPartialMonth } from "./bucketLabel";

/** jsdom and hidden boxes measure 0: a typical width is used. */
const CHART_FALLBACK_WIDTH = 640;
const Y_AXIS_WIDTH = 64;
const AXIS_TICK = { fontSize: 11, fill: "currentColor" } as const;

export interface PeriodBarsProps {
  points: readonly TimePoint[];
  previous?: readonly TimePoint[] | undefined;
  tarifa: string;
  granularity: Granularity;
  colors: readonly string[];
  valueKey: string;
}

/**
 * Bars per day or month, stacked by tariff period (a year by months is 12 bars, not 8,784
 * points), with last year's total beside each when compared. The SVG is hidden from screen
 * readers: the same figures follow as a table.
 */
export default function PeriodBars({ points, previous, tarifa, granularity, colors, valueKey }: PeriodBarsProps) {
  const { locale } = usePortal();
  const format = useFormat();
  const texts = useTexts(powerArea).periods;
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, CHART_FALLBACK_WIDTH) ?? CHART_FALLBACK_WIDTH;
  const rows = React.useMemo(() => {
    const buckets = aggregateByPeriod(tarifa, points, valueKey, granularity);
    const before = previous ? new Map(aggregateByPeriod(tarifa, previous, valueKey, granularity).map((b) => [b.key, b.totalWh])) : null;
    return buckets.map((b) => ({
      key: b.key,
      label: bucketLabel(b, locale, texts),
      partial: isPartialMonth(b),
      wh: b.wh,
      totalWh: b.totalWh,
      previousWh: before?.get(b.key) ?? null,
      ...Object.fromEntries(b.wh.map((wh, i) => [`P${i + 1}`, wh / 1000])),
      previous: before ? (before.get(b.key) ?? 0) / 1000 : undefined,
    }));
  }, [tarifa, points, previous, valueKey, granularity, locale, texts]);
  // Only as many labels as fit side by side, and room right of the last bar for half of its.
  const tickWidth = labelWidth(
    rows.map((row) => row.label),
    11,
  );
  const plotWidth = width - Y_AXIS_WIDTH - 8;
  const right = edgeRoom(rows.length, plotWidth, tickWidth);
  const partial = rows.some((row) => row.partial);
  const title = granularity === "day" ? texts.barsTitleDays : texts.barsTitleMonths;
  const periodName = (i: number) => formatMessage(texts.period, { n: i + 1 });
  return (
    <figure className="ov:flex ov:min-w-0 ov:flex-col ov:gap-2" data-slot="period-bars" data-bars={rows.length}>
      <figcaption className="ov:text-sm ov:font-semibold ov:text-text">{title}</figcaption>
      <div ref={ref} aria-hidden="true" className="ov:w-full ov:min-w-0 ov:overflow-hidden ov:text-text">
        <BarChart width={width} height={320} data={rows} margin={{ top: 8, right, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={categoryInterval(rows.length, plotWidth - right, tickWidth)} />
          <YAxis
            tick={AXIS_TICK}
            width={Y_AXIS_WIDTH}
            tickFormatter={(value: number) => format.number(value).replace(/[,.]00$/, "")}
            label={{ value: texts.kwh, angle: -90, position: "insideLeft", fill: "currentColor", fontSize: 12 }}
          />
          <Tooltip formatter={(value) => `${formatWhAsKwh(Math.round(Number(value) * 1000), locale)} ${texts.kwh}`} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {colors.map((color, i) => (
            <Bar key={color} dataKey={`P${i + 1}`} name={periodName(i)} stackId="current" fill={color} isAnimationActive={false} />
          ))}
          {previous ? <Bar dataKey="previous" name={texts.previousYear} fill={PREVIOUS_YEAR_COLOR} isAnimationActive={false} /> : null}
        </BarChart>
      </div>
      {partial ? (
        <p className="ov:text-xs ov:text-text-muted" data-slot="partial-month-note">
          {texts.partialMonthNote}
        </p>
      ) : null}
      <BarsTable title={title} rows={rows} colors={colors} compared={Boolean(previous)} />
    </figure>
  );
}

interface BarsTableProps {
  title: string;
  rows: ReadonlyArray<{ key: string; label: string; wh: readonly number[]; totalWh: number; previousWh: number | null }>;
  colors: readonly string[];
  compared: boolean;
}

/** The bars' figures as a table for screen readers (the drawing is hidden from them). */
function BarsTable({ title, rows, colors, compared }: BarsTableProps) {
  const { locale } = usePortal();
  const texts = useTexts(powerArea).periods;
  const periodName = (i: number) => formatMessage(texts.period, { n: i + 1 });
  return (
    <div className="ov:sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.dateColumn}</th>
            {colors.map((color, i) => (
              <th key={color} scope="col">{`${periodName(i)} (${texts.kwh})`}</th>
            ))}
            <th scope="col">{`${texts.total} (${texts.kwh})`}</th>
            {compared ? <th scope="col">{`${texts.previousYear} (${texts.kwh})`}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.wh.map((wh, i) => (
                <td key={colors[i]}>{formatWhAsKwh(wh, locale)}</td>
              ))}
              <td>{formatWhAsKwh(row.totalWh, locale)}</td>
              {compared ? <td>{row.previousWh === null ? "—" : formatWhAsKwh(row.previousWh, locale)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
