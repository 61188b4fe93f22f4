"use client";

import * as React from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "../../../../domain/format";

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
  /** Called once the SVG is in the page ('Descargar Gráfico' waits for it). */
  onDrawn: () => void;
}

const axisNumber = (value: number) => formatNumber(value).replace(/,00$/, "");

/** The drawing of InvoiceChart: recharts (~90 KB gzipped) is in this module only, which
 * InvoiceChart loads when the chart comes into view or is asked for. */
export default function InvoiceBarChart({ width, height, rows, bars, unit, format, onDrawn }: InvoiceBarChartProps) {
  React.useEffect(() => onDrawn(), [onDrawn]);
  return (
    <BarChart
      width={width}
      height={height}
      data={rows as Array<Record<string, unknown>>}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} />
      <YAxis tickFormatter={axisNumber} tick={{ fontSize: 12 }} width={72} label={{ value: unit, angle: -90, position: "insideLeft" }} />
      <Tooltip formatter={(value) => format(Number(value))} />
      <Legend />
      {bars.map((bar) => (
        <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.colour} stackId={bar.stack} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
