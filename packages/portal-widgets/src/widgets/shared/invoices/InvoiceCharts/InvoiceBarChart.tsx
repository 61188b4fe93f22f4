"use client";

import * as React from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { categoryInterval, edgeRoom, isNarrowChart, labelWidth } from "../../../../ui/chartAxis";
import { shortDateLabel } from "./chartData";

export interface ChartBar {
  key: string;
  name: string;
  colour: string;
  stack?: string;
}

export interface InvoiceBarChartProps {
  width: number;
  height: number;
  rows: ReadonlyArray<Record<string, unknown>>;
  bars: readonly ChartBar[];
  /** The value axis' unit (kWh or €). */
  unit: string;
  /** A value as the tooltip says it. */
  format: (value: number) => string;
  /** A value as the axis says it (in the locale shown). */
  axisNumber: (value: number) => string;
  /** Called once the SVG is in the page ('Descargar Gráfico' waits for it). */
  onDrawn: () => void;
}

// Axis texts in the text colour of the page (light or dark), not recharts' grey #666, which
// fell under 3:1 on the dark card; in the exported PNG currentColor is black on white.
const AXIS_TICK = { fontSize: 12, fill: "currentColor" };
const Y_AXIS_WIDTH = 72;
const LEFT = 8;
/** A few bars (one issue date) stay bars rather than filling the card. */
const MAX_BAR = 72;

/** The drawing of InvoiceChart: recharts, the largest dependency, is in this module only, which
 * InvoiceChart loads when the chart comes into view or is asked for. */
export default function InvoiceBarChart({ width, height, rows, bars, unit, format, axisNumber, onDrawn }: InvoiceBarChartProps) {
  React.useEffect(() => onDrawn(), [onDrawn]);
  // On a phone the dates lose their century and only as many as fit are written, with room
  // right of the last bar for half of its date.
  const narrow = isNarrowChart(width);
  const dateOf = (label: unknown) => (narrow ? shortDateLabel(String(label)) : String(label));
  const dateWidth = labelWidth(rows.map((row) => dateOf(row.label)));
  const plotWidth = width - Y_AXIS_WIDTH - LEFT - 8;
  const right = edgeRoom(rows.length, plotWidth, dateWidth);
  return (
    <BarChart
      width={width}
      height={height}
      data={rows as Array<Record<string, unknown>>}
      margin={{ top: 8, right, bottom: 0, left: LEFT }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={AXIS_TICK}
        tickFormatter={dateOf}
        interval={categoryInterval(rows.length, plotWidth - right, dateWidth)}
      />
      <YAxis
        tickFormatter={axisNumber}
        tick={AXIS_TICK}
        width={Y_AXIS_WIDTH}
        label={{ value: unit, angle: -90, position: "insideLeft", fill: "currentColor" }}
      />
      <Tooltip formatter={(value) => format(Number(value))} />
      <Legend formatter={(value) => <span className="ov:text-text">{value}</span>} />
      {bars.map((bar) => (
        <Bar
          key={bar.key}
          dataKey={bar.key}
          name={bar.name}
          fill={bar.colour}
          stackId={bar.stack}
          maxBarSize={MAX_BAR}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
