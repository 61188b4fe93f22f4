"use client";

import type { PowerInsight } from "@oficina-virtual/api-contract";
import * as React from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { formatKw, type PowerAdvice } from "../../domain/powerAdvice";
import { powerArea } from "../../locales/es-ES/labels/power";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../locales/format";
import { categoryInterval, edgeRoom, labelWidth } from "../../ui/chartAxis";
import { useElementWidth } from "../../ui/useElementWidth";
import { schemeColour } from "../shared/charts/periodPalette";
import { monthLabel } from "../shared/measures/periods/monthLabel";

/** jsdom and hidden boxes measure 0: a typical width is used. */
const CHART_FALLBACK_WIDTH = 640;
const Y_AXIS_WIDTH = 56;
const AXIS_TICK = { fontSize: 11, fill: "currentColor" } as const;
// Each with a light and a dark half (3:1 on either card): the brand's electricity blue for
// hourly demand, a deeper blue for the maxímetro, the text colour for contracted, amber for
// the advice (dashed).
const MAX_COLOUR = schemeColour({ light: "#2f7fd1", dark: "#8cc2ff" });
const MAXIMETER_COLOUR = schemeColour({ light: "#1e4e8c", dark: "#d4e6ff" });
const CONTRACTED_COLOUR = schemeColour({ light: "#1f2933", dark: "#e8eef5" });
const RECOMMENDED_COLOUR = schemeColour({ light: "#b45309", dark: "#f4ae6a" });

/** The months of the hourly maxima and of the invoices, oldest first. */
function monthsOf(insight: PowerInsight): string[] {
  const months = new Set([...insight.months.map((m) => m.month), ...insight.maximeters.map((m) => m.readingFrom.slice(0, 7))]);
  return [...months].sort();
}

/**
 * One small chart per power period: the month's highest hourly demand and its invoice's
 * maxímetro as bars, the contracted and the recommended power as lines. The figures that set
 * the advice are in the table and its sources above, so the drawing is hidden from screen
 * readers.
 */
export default function PowerMonthChart({ insight, advice }: { insight: PowerInsight; advice: PowerAdvice }) {
  const { locale } = usePortal();
  const texts = useTexts(powerArea).advice;
  const { unit } = useTexts(telemetryArea);
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, CHART_FALLBACK_WIDTH) ?? CHART_FALLBACK_WIDTH;
  const columns = width >= 720 ? 2 : 1;
  const chartWidth = Math.floor((width - (columns - 1) * 16) / columns);
  const kw = (value: unknown) => formatMessage(texts.tooltipKw, { value: formatKw(Number(value), locale) });
  const months = monthsOf(insight);
  // As many month labels as fit a phone's chart, the last one whole.
  const tickWidth = labelWidth(
    months.map((month) => monthLabel(month, locale)),
    11,
  );
  const plotWidth = chartWidth - Y_AXIS_WIDTH - 8;
  const right = edgeRoom(months.length, plotWidth, tickWidth);
  const interval = categoryInterval(months.length, plotWidth - right, tickWidth);
  return (
    <div ref={ref} className="ov:grid ov:w-full ov:min-w-0 ov:gap-4 ov:md:grid-cols-2" data-slot="power-month-chart">
      {advice.periods.map((p, index) => {
        const rows = months.map((month) => ({
          label: monthLabel(month, locale),
          max: insight.months.find((m) => m.month === month)?.maxKw[index] ?? null,
          maximeter: insight.maximeters.find((m) => m.readingFrom.startsWith(month))?.kw[index] ?? null,
          contracted: p.contractedKw,
          recommended: p.recommendedKw,
        }));
        return (
          <figure key={p.period} className="ov:flex ov:min-w-0 ov:flex-col ov:gap-1">
            <figcaption className="ov:text-sm ov:font-semibold ov:text-text">
              {formatMessage(texts.chartPeriod, { n: p.period })}
            </figcaption>
            <div aria-hidden="true" className="ov:overflow-hidden ov:text-text">
              <ComposedChart
                width={chartWidth}
                height={220}
                data={rows}
                margin={{ top: 8, right, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={AXIS_TICK} interval={interval} />
                <YAxis
                  tick={AXIS_TICK}
                  width={Y_AXIS_WIDTH}
                  tickFormatter={(v: number) => formatKw(v, locale)}
                  label={{ value: unit, angle: -90, position: "insideLeft", fill: "currentColor", fontSize: 12 }}
                />
                <Tooltip formatter={kw} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="max" name={texts.hourlyMax} fill={MAX_COLOUR} isAnimationActive={false} />
                <Bar dataKey="maximeter" name={texts.maximeter} fill={MAXIMETER_COLOUR} isAnimationActive={false} />
                <Line
                  dataKey="contracted"
                  name={texts.contracted}
                  stroke={CONTRACTED_COLOUR}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  dataKey="recommended"
                  name={texts.recommended}
                  stroke={RECOMMENDED_COLOUR}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </div>
          </figure>
        );
      })}
    </div>
  );
}
