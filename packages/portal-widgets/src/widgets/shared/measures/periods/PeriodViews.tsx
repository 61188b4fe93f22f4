"use client";

import { energyPeriodAt, energyPeriodCount } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useTexts } from "../../../../core/react/portalHooks";
import type { TimePoint } from "../../../../domain/downsample";
import { calendarTariff, shiftOneYear } from "../../../../domain/periodConsumption";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { formatMessage } from "../../../../locales/format";
import { Alert } from "../../../../ui/Alert";
import { CheckboxField } from "../../../../ui/Field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../ui/Tabs";
import { TimeSeriesChart, type TimeSeriesDef } from "../../../../ui/TimeSeriesChart";
import { PeriodBreakdownTable } from "./PeriodBreakdownTable";
import { OTHER_SERIES_COLOR, PREVIOUS_YEAR_COLOR, periodColors } from "./periodColors";

// recharts loads only when a bar view is first opened.
const PeriodBars = React.lazy(() => import("./PeriodBars"));

export type PeriodView = "hours" | "days" | "months" | "breakdown";

/** The energy series the periods apply to (active energy on both screens). */
export const PERIOD_KEY = "active";
const PREVIOUS_KEY = "previousYear";

export interface PeriodViewsProps {
  points: readonly TimePoint[];
  series: readonly TimeSeriesDef[];
  unit: string;
  /** The contract's tariff: P1–P3 (2.0TD) or P1–P6 (3.0TD/6.xTD). */
  tarifa: string | null | undefined;
  /** The same dates a year earlier; undefined while not asked for or loading. */
  previous?: { points: readonly TimePoint[] | undefined; loading: boolean } | undefined;
  compare: boolean;
  onCompareChange: (on: boolean) => void;
  /** Opening view (stories). */
  defaultView?: PeriodView;
  /** Points drawn differently on the hourly curve (estimated readings) and their legend. */
  markedKey?: string | undefined;
  markedLabel?: string | undefined;
}

/**
 * Consumption by tariff period (issue #20): the hourly curve coloured by period, bars by day
 * or month stacked by period, the range's split per period, and last year's same dates as an
 * overlay. Everything is computed from the readings already loaded.
 */
export function PeriodViews({
  points,
  series,
  unit,
  tarifa,
  previous,
  compare,
  onCompareChange,
  defaultView = "hours",
  markedKey,
  markedLabel,
}: PeriodViewsProps) {
  const texts = useTexts(powerArea).periods;
  const tariff = calendarTariff(tarifa);
  const count = energyPeriodCount(tariff);
  const colors = periodColors(count);
  const [view, setView] = React.useState<PeriodView>(defaultView);

  const segments = React.useMemo(() => ({ key: PERIOD_KEY, classify: (t: number) => energyPeriodAt(tariff, t), colors }), [tariff, colors]);
  // The coloured series' legend swatch shows the period colours; the other series (reactive
  // energy, surplus) take a colour no period uses, so an amber line is never read as P2.
  const periodSeries = React.useMemo(
    () =>
      series.map((s) =>
        s.key === PERIOD_KEY ? { ...s, color: `linear-gradient(90deg, ${colors.join(", ")})` } : { ...s, color: OTHER_SERIES_COLOR },
      ),
    [series, colors],
  );
  const previousPoints = compare ? previous?.points : undefined;
  const shifted = React.useMemo(() => (previousPoints ? shiftOneYear(previousPoints) : undefined), [previousPoints]);
  // Last year's hours laid on this year's: joined by the shifted instant.
  const hourly = React.useMemo(() => {
    if (!shifted || shifted.length === 0) return { points, series: periodSeries };
    const byTime = new Map(shifted.map((p) => [p.t, p[PERIOD_KEY] ?? 0]));
    return {
      points: points.map((p) => ({ ...p, [PREVIOUS_KEY]: byTime.get(p.t) ?? 0 })),
      series: [...periodSeries, { key: PREVIOUS_KEY, name: texts.previousYear, color: PREVIOUS_YEAR_COLOR }],
    };
  }, [points, periodSeries, shifted, texts.previousYear]);

  const names = count === 6 ? texts.periodNames30 : texts.periodNames20;
  return (
    <div className="ov:flex ov:min-w-0 ov:flex-col ov:gap-3" data-slot="period-views">
      <Tabs value={view} onValueChange={(value) => setView(value as PeriodView)}>
        <TabsList aria-label={texts.viewsLabel}>
          <TabsTrigger value="hours">{texts.hours}</TabsTrigger>
          <TabsTrigger value="days">{texts.days}</TabsTrigger>
          <TabsTrigger value="months">{texts.months}</TabsTrigger>
          <TabsTrigger value="breakdown">{texts.breakdown}</TabsTrigger>
        </TabsList>
        <div className="ov:mt-3 ov:flex ov:flex-col ov:gap-2">
          <CheckboxField label={texts.comparePrevious} checked={compare} onChange={(event) => onCompareChange(event.target.checked)} />
          {compare && previous?.loading ? (
            <p role="status" className="ov:text-sm ov:text-text-muted">
              {texts.previousLoading}
            </p>
          ) : compare && previousPoints && previousPoints.length === 0 ? (
            <Alert tone="info">{texts.previousEmpty}</Alert>
          ) : null}
          <PeriodLegend colors={colors} note={names} label={texts.periodLegend} compare={Boolean(shifted?.length)} />
        </div>
        <TabsContent value="hours" className="ov:mt-3">
          <TimeSeriesChart
            points={hourly.points}
            series={hourly.series}
            unit={unit}
            segments={segments}
            {...(markedKey ? { markedKey, markedLabel } : {})}
          />
        </TabsContent>
        {(["days", "months"] as const).map((granularity) => (
          <TabsContent key={granularity} value={granularity} className="ov:mt-3">
            {view === granularity ? (
              <React.Suspense
                fallback={
                  <p role="status" className="ov:text-sm ov:text-text-muted">
                    {texts.chartLoading}
                  </p>
                }
              >
                <PeriodBars
                  points={points}
                  previous={shifted}
                  tarifa={tariff}
                  granularity={granularity === "days" ? "day" : "month"}
                  colors={colors}
                  valueKey={PERIOD_KEY}
                />
              </React.Suspense>
            ) : null}
          </TabsContent>
        ))}
        <TabsContent value="breakdown" className="ov:mt-3">
          {view === "breakdown" ? (
            <PeriodBreakdownTable points={points} previous={shifted} tarifa={tariff} colors={colors} valueKey={PERIOD_KEY} />
          ) : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PeriodLegend({ colors, note, label, compare }: { colors: readonly string[]; note: string; label: string; compare: boolean }) {
  const texts = useTexts(powerArea).periods;
  return (
    <div className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text">
      <ul aria-label={label} className="ov:flex ov:flex-wrap ov:gap-4" data-slot="period-legend">
        {colors.map((color, i) => (
          <li key={color} className="ov:flex ov:items-center ov:gap-2">
            <span aria-hidden="true" className="ov:inline-block ov:h-1 ov:w-5 ov:rounded" style={{ background: color }} />
            {formatMessage(texts.period, { n: i + 1 })}
          </li>
        ))}
        {compare ? (
          <li className="ov:flex ov:items-center ov:gap-2">
            <span aria-hidden="true" className="ov:inline-block ov:h-1 ov:w-5 ov:rounded" style={{ background: PREVIOUS_YEAR_COLOR }} />
            {texts.previousYear}
          </li>
        ) : null}
      </ul>
      <p className="ov:text-xs ov:text-text-muted">{note}</p>
    </div>
  );
}
