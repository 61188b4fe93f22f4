"use client";

// recharts is the bulk of this module: ComparisonView imports it with React.lazy, so the
// invoice lists load it only when a customer opens '¿Por qué ha cambiado?'.
import * as React from "react";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Text, XAxis, YAxis } from "recharts";
import { type Formatters, formattersFor } from "../../../domain/format";
import type { WaterfallStep } from "../../../domain/money";
import { useElementWidth } from "../../../ui/useElementWidth";

export interface WaterfallChartProps {
  steps: readonly WaterfallStep[];
  /** The amounts' formatters (the screen's useFormat()); es-ES by default. */
  format?: Formatters;
}

// The portal's tokens, so the bars follow light and dark like the ▲/▼ beside the sentences:
// primary for the totals, danger up, success down (the fixed hex colours were 1.8:1 on the
// dark card, and the value labels' #1f2933 invisible).
const COLOURS = { total: "var(--ov-color-primary)", up: "var(--ov-color-danger)", down: "var(--ov-color-success)" } as const;
const FONT = 12;
/** One row per step: room for a cause's name on up to three lines of 1 em. */
const ROW = 40;
const AXIS = 24;
const FALLBACK_WIDTH = 460;

/** The names' column: about a third of the chart, 88–150 px ('Consumo punta' fits on one
 * line from 375 px phones up; a longer one wraps, as Basque's 'Kontsumoa (haraneko ordua)'
 * does on three lines on a phone). */
export const namesWidth = (width: number) => Math.min(150, Math.max(88, Math.round(width * 0.3)));

/** Room right of the longest bar for its amount ('+1.234,56 €'): about 0,6 em per character. */
export const labelsRoom = (labels: readonly string[]) => Math.ceil(Math.max(0, ...labels.map((label) => label.length)) * FONT * 0.62) + 6;

interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/**
 * From the previous invoice's total to the current one, one floating bar per cause, laid
 * horizontally: the causes' names are the rows, each on its own line (wrapped, never under
 * one another as the columns' names were at the dialog's width and on a phone), and each
 * bar's amount is at its end. Hidden from screen readers: the same figures are the sentences
 * beside it.
 */
export default function WaterfallChart({ steps, format = formattersFor("es-ES") }: WaterfallChartProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, FALLBACK_WIDTH) ?? FALLBACK_WIDTH;
  const data = steps.map((step) => ({
    ...step,
    label: step.kind === "total" ? format.amount(step.value) : format.signedAmount(step.value),
  }));
  const names = namesWidth(width);
  const height = data.length * ROW + AXIS + 8;
  // A render function, not a component: recharts calls it with each tick's position.
  const renderName = ({ x, y, payload }: CategoryTickProps) => (
    <Text
      x={Number(x)}
      y={Number(y)}
      width={names - 8}
      maxLines={3}
      textAnchor="end"
      verticalAnchor="middle"
      fontSize={FONT}
      fill="currentColor"
      className="ov-waterfall__name"
    >
      {String(payload?.value ?? "")}
    </Text>
  );
  return (
    <div ref={ref} className="ov-waterfall ov:w-full ov:min-w-0 ov:overflow-hidden ov:text-text" aria-hidden="true" data-slot="waterfall">
      <BarChart
        layout="vertical"
        width={width}
        height={height}
        data={data}
        margin={{ top: 4, right: labelsRoom(data.map((step) => step.label)), bottom: 0, left: 0 }}
        barCategoryGap={6}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--ov-color-border)" />
        <XAxis
          type="number"
          // The amounts' axis says its unit: '50 €' in the locale's own order and separators.
          tickFormatter={(value: number) => format.amount(value).replace(/[,.]00(?!\d)/, "")}
          tick={{ fontSize: 11, fill: "currentColor" }}
          stroke="var(--ov-color-text-muted)"
          height={AXIS}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={names}
          interval={0}
          tick={renderName}
          tickLine={false}
          stroke="var(--ov-color-text-muted)"
        />
        <Bar dataKey="range" isAnimationActive={false}>
          {data.map((step, index) => (
            <Cell key={`${step.name}-${index}`} fill={COLOURS[step.kind]} />
          ))}
          <LabelList dataKey="label" position="right" style={{ fontSize: FONT, fill: "currentColor" }} />
        </Bar>
      </BarChart>
    </div>
  );
}
