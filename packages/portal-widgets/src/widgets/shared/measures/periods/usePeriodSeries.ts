"use client";

import { energyPeriodAt } from "@oficina-virtual/api-contract";
import * as React from "react";
import type { TimePoint } from "../../../../domain/downsample";
import { shiftOneYear } from "../../../../domain/periodConsumption";
import type { TimeSeriesDef } from "../../../../ui/TimeSeriesChart";
import { OTHER_SERIES_COLOR, PREVIOUS_YEAR_COLOR } from "../../charts/periodPalette";

/** The energy series the periods apply to (active energy on both screens). */
export const PERIOD_KEY = "active";
const PREVIOUS_KEY = "previousYear";

export interface PeriodSeriesOptions {
  points: readonly TimePoint[];
  series: readonly TimeSeriesDef[];
  tariff: string;
  colors: readonly string[];
  /** Last year's readings, when they are to be shown. */
  previousPoints: readonly TimePoint[] | undefined;
  /** The overlay's legend name. */
  previousName: string;
}

/** The hourly curve's points and series coloured by period, with last year's same dates
 * shifted onto this year's when asked for; each piece recomputed only when its inputs change. */
export function usePeriodSeries({ points, series, tariff, colors, previousPoints, previousName }: PeriodSeriesOptions) {
  const segments = React.useMemo(() => ({ key: PERIOD_KEY, classify: (t: number) => energyPeriodAt(tariff, t), colors }), [tariff, colors]);
  // The coloured series' legend swatch shows the period colours; the other series (reactive
  // energy, surplus) take a colour no period comes near, dashed, so it is never read as one.
  const periodSeries = React.useMemo(
    () =>
      series.map((s) =>
        s.key === PERIOD_KEY
          ? { ...s, color: `linear-gradient(90deg, ${colors.join(", ")})` }
          : { ...s, color: OTHER_SERIES_COLOR, dash: "5 3" },
      ),
    [series, colors],
  );
  const shifted = React.useMemo(() => (previousPoints ? shiftOneYear(previousPoints) : undefined), [previousPoints]);
  // Last year's hours laid on this year's: joined by the shifted instant.
  const hourly = React.useMemo(() => {
    if (!shifted || shifted.length === 0) return { points, series: periodSeries };
    const byTime = new Map(shifted.map((p) => [p.t, p[PERIOD_KEY] ?? 0]));
    return {
      points: points.map((p) => ({ ...p, [PREVIOUS_KEY]: byTime.get(p.t) ?? 0 })),
      series: [...periodSeries, { key: PREVIOUS_KEY, name: previousName, color: PREVIOUS_YEAR_COLOR }],
    };
  }, [points, periodSeries, shifted, previousName]);
  return { segments, shifted, hourly };
}
