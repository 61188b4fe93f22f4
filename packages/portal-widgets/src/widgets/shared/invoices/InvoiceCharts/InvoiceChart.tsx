"use client";

import type { Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { useFormat, useMessages } from "../../../../core/react/portalHooks";
import { formatMessage } from "../../../../locales/format";
import { Alert } from "../../../../ui/Alert";
import { Button } from "../../../../ui/Button";
import { CheckboxField } from "../../../../ui/Field";
import { type ChartPoint, consumptionSeries, matchPreviousYear } from "./chartData";
import { downloadChartPng } from "./exportChart";

export type InvoiceChartKind = "consumption" | "amounts";

export interface InvoiceChartProps {
  kind: InvoiceChartKind;
  line: Line;
  /** The contract's tariff: P1–P3 or P1–P6 (electricity consumption). */
  tariff?: string | null | undefined;
  points: readonly ChartPoint[];
  /** The chart's heading. */
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** The same months one year earlier. With it (or `onPreviousYearToggle`) the chart offers
   * the "compare with the previous year" toggle, which overlays them. */
  previousYear?: readonly ChartPoint[] | undefined;
  /** Called when the toggle changes, so the screen can fetch the previous year lazily. */
  onPreviousYearToggle?: ((on: boolean) => void) | undefined;
  height?: number;
}

// Plain hex colours (not CSS variables) so the exported PNG keeps them.
const PERIOD_COLOURS = ["#00509e", "#2f7fd1", "#7db3ea", "#f5a800", "#d9730d", "#8c5a00"];
const AMOUNT_COLOUR = "#00509e";
const GAS_COLOUR = "#b45309";
const PREVIOUS_COLOUR = "#9aa5b1";
// Axis texts in the text colour of the page (light or dark), not recharts' grey #666, which
// fell under 3:1 on the dark card; in the exported PNG currentColor is black on white.
const AXIS_TICK = { fontSize: 12, fill: "currentColor" };
const FALLBACK_WIDTH = 720;

/** The container's width (jsdom and hidden boxes measure 0: a typical width is used). */
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

/** One bar chart of invoices: consumption (kWh) or amounts ('Factura', €), es-ES tooltips,
 * 'Descargar Gráfico' (grafico_consumo.png, 1400x800) and the previous-year overlay. */
export function InvoiceChart({
  kind,
  line,
  tariff,
  points,
  title,
  headingLevel = 3,
  previousYear,
  onPreviousYearToggle,
  height = 320,
}: InvoiceChartProps) {
  const messages = useMessages();
  const formats = useFormat();
  const texts = messages.labels.invoices.charts;
  const containerRef = React.useRef<HTMLDivElement>(null);
  const width = useWidth(containerRef);
  const [showPrevious, setShowPrevious] = React.useState(false);
  const [exportError, setExportError] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  const titleId = React.useId();
  const Heading = `h${headingLevel}` as const;

  const series = consumptionSeries(line, tariff, points);
  const overlay = showPrevious && previousYear ? matchPreviousYear(points, previousYear) : null;
  const rows = points.map((point, index) => ({
    label: point.label,
    amount: point.amount,
    consumption: point.consumption,
    ...point.periods,
    previousAmount: overlay?.[index]?.amount ?? null,
    previousConsumption: overlay?.[index]?.consumption ?? null,
  }));

  const unit = kind === "amounts" ? texts.amountAxis : texts.consumptionAxis;
  const format = (value: number) => (kind === "amounts" ? formats.amount(value) : `${formats.number(value)} ${texts.consumptionAxis}`);
  // Whole values without their decimals (",00" or ".00"), as axis ticks usually are.
  const axisNumber = (value: number) => formats.number(value).replace(/[,.]00$/, "");
  const currentName = kind === "amounts" ? texts.amountSeries : texts.gasSeries;

  const bars: Array<{ key: string; name: string; colour: string; stack?: string }> = [];
  if (kind === "amounts") bars.push({ key: "amount", name: texts.amountSeries, colour: AMOUNT_COLOUR });
  else if (series === "total")
    bars.push({ key: "consumption", name: texts.gasSeries, colour: line === "Gas" ? GAS_COLOUR : AMOUNT_COLOUR });
  else series.forEach((key, i) => bars.push({ key, name: key, colour: PERIOD_COLOURS[i]!, stack: "current" }));
  if (overlay) {
    bars.push({
      key: kind === "amounts" ? "previousAmount" : "previousConsumption",
      name: formatMessage(texts.previousYearSeries, { series: currentName }),
      colour: PREVIOUS_COLOUR,
      stack: "previous",
    });
  }

  const exportPng = async () => {
    const svg = containerRef.current?.querySelector<SVGSVGElement>("svg.recharts-surface");
    setExportError(false);
    setExporting(true);
    try {
      if (!svg) throw new Error("No chart to export");
      await downloadChartPng(svg);
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  };

  const offersPrevious = previousYear !== undefined || onPreviousYearToggle !== undefined;
  return (
    <figure aria-labelledby={titleId} data-slot="invoice-chart" className="ov-invoice-chart ov:flex ov:min-w-0 ov:flex-col ov:gap-3">
      <div className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-2">
        <Heading id={titleId} className="ov:text-base ov:font-semibold ov:text-text">
          {title}
        </Heading>
        <Button variant="secondary" busy={exporting} onClick={() => void exportPng()}>
          {texts.download}
        </Button>
      </div>
      {offersPrevious ? (
        <CheckboxField
          label={texts.previousYear}
          checked={showPrevious}
          onChange={(event) => {
            setShowPrevious(event.target.checked);
            onPreviousYearToggle?.(event.target.checked);
          }}
        />
      ) : null}
      <div ref={containerRef} className="ov:w-full ov:min-w-0 ov:overflow-hidden" aria-hidden="true">
        <BarChart width={width} height={height} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} />
          <YAxis
            tickFormatter={axisNumber}
            tick={AXIS_TICK}
            width={72}
            label={{ value: unit, angle: -90, position: "insideLeft", fill: "currentColor" }}
          />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Legend formatter={(value) => <span className="ov:text-text">{value}</span>} />
          {bars.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.colour} stackId={bar.stack} isAnimationActive={false} />
          ))}
        </BarChart>
      </div>
      {/* The bars as a table for screen readers (the SVG is hidden from them). Hidden through a
          wrapper: a table is as wide as its content whatever its width, and an sr-only table
          made the page scroll sideways at 320 px (WCAG 1.4.10). */}
      <div className="ov:sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.labels.invoices.search.colDate}</th>
              {bars.map((bar) => (
                <th key={bar.key} scope="col">{`${bar.name} (${unit})`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.label}-${index}`}>
                <th scope="row">{row.label}</th>
                {bars.map((bar) => {
                  const value = (row as Record<string, unknown>)[bar.key];
                  return <td key={bar.key}>{typeof value === "number" ? format(value) : "—"}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {exportError ? <Alert tone="error">{messages.invoices.fileError}</Alert> : null}
    </figure>
  );
}
