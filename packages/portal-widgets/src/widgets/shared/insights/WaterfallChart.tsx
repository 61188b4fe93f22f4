"use client";

// recharts is the bulk of this module: ComparisonView imports it with React.lazy, so the
// invoice lists load it only when a customer opens '¿Por qué ha cambiado?'.
import * as React from "react";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from "recharts";
import { formatAmount, formatNumber, formatSignedAmount } from "../../../domain/format";
import type { WaterfallStep } from "../../../domain/money";

export interface WaterfallChartProps {
  steps: readonly WaterfallStep[];
  height?: number;
}

// Plain hex colours, like the invoice charts: brand blue for totals, red up, green down.
const COLOURS = { total: "#00509e", up: "#b42318", down: "#067647" } as const;
const FALLBACK_WIDTH = 460;

/** The container's width (jsdom and hidden boxes measure 0: a typical dialog width is used). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = React.useState(FALLBACK_WIDTH);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => setWidth(Math.floor(value) > 0 ? Math.floor(value) : FALLBACK_WIDTH);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * From the previous invoice's total to the current one, one floating bar per cause. Hidden
 * from screen readers: the same figures are the sentences beside it.
 */
export default function WaterfallChart({ steps, height = 260 }: WaterfallChartProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const data = steps.map((step) => ({
    ...step,
    label: step.kind === "total" ? formatAmount(step.value) : formatSignedAmount(step.value),
  }));
  return (
    <div ref={ref} className="ov-waterfall ov:w-full ov:min-w-0 ov:overflow-hidden" aria-hidden="true" data-slot="waterfall">
      <BarChart width={width} height={height} data={data} margin={{ top: 20, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
        <YAxis tickFormatter={(value: number) => formatNumber(value).replace(/,00$/, "")} tick={{ fontSize: 11 }} width={56} />
        <Bar dataKey="range" isAnimationActive={false}>
          {data.map((step, index) => (
            <Cell key={`${step.name}-${index}`} fill={COLOURS[step.kind]} />
          ))}
          <LabelList dataKey="label" position="top" style={{ fontSize: 11, fill: "#1f2933" }} />
        </Bar>
      </BarChart>
    </div>
  );
}
