"use client";

import { energyPeriodCount } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useTexts } from "../../../../core/react/portalHooks";
import type { TimePoint } from "../../../../domain/downsample";
import { calendarTariff } from "../../../../domain/periodConsumption";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../ui/Tabs";
import { TimeSeriesChart, type TimeSeriesDef } from "../../../../ui/TimeSeriesChart";
import { periodColors } from "../../charts/periodPalette";
import { LazyPeriodBars } from "./LazyPeriodBars";
import { PeriodBreakdownTable } from "./PeriodBreakdownTable";
import { PeriodControls } from "./PeriodControls";
import { PERIOD_KEY, usePeriodSeries } from "./usePeriodSeries";

export type PeriodView = "hours" | "days" | "months" | "breakdown";

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
 * Consumption by tariff period: the hourly curve coloured by period, bars by day
 * or month stacked by period, the range's split per period, and last year's same dates as an
 * overlay. Everything is computed from the readings already loaded.
 */
export function PeriodViews(props: PeriodViewsProps) {
  const { points, series, unit, tarifa, previous, compare, onCompareChange, defaultView = "hours", markedKey, markedLabel } = props;
  const texts = useTexts(powerArea).periods;
  const tariff = calendarTariff(tarifa);
  const count = energyPeriodCount(tariff);
  const colors = periodColors(count);
  const [view, setView] = React.useState<PeriodView>(defaultView);

  const previousPoints = compare ? previous?.points : undefined;
  const { segments, shifted, hourly } = usePeriodSeries({
    points,
    series,
    tariff,
    colors,
    previousPoints,
    previousName: texts.previousYear,
  });

  const names = count === 6 ? texts.periodNames30 : texts.periodNames20;
  return (
    <div className="ov:flex ov:min-w-0 ov:flex-col ov:gap-3" data-slot="period-views">
      <Tabs value={view} onValueChange={(value) => setView(value as PeriodView)}>
        <PeriodTabList />
        <PeriodControls
          compare={compare}
          onCompareChange={onCompareChange}
          previousLoading={previous?.loading}
          previousPoints={previousPoints}
          colors={colors}
          names={names}
          overlay={Boolean(shifted?.length)}
        />
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
              <LazyPeriodBars
                points={points}
                previous={shifted}
                tarifa={tariff}
                granularity={granularity === "days" ? "day" : "month"}
                colors={colors}
                valueKey={PERIOD_KEY}
              />
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

/** The four views' tabs. */
function PeriodTabList() {
  const texts = useTexts(powerArea).periods;
  return (
    <TabsList aria-label={texts.viewsLabel}>
      <TabsTrigger value="hours">{texts.hours}</TabsTrigger>
      <TabsTrigger value="days">{texts.days}</TabsTrigger>
      <TabsTrigger value="months">{texts.months}</TabsTrigger>
      <TabsTrigger value="breakdown">{texts.breakdown}</TabsTrigger>
    </TabsList>
  );
}
