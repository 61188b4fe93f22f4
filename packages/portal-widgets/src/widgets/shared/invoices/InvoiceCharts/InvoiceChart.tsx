"use client";

import type { Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages, useTexts } from "../../../../core/react/portalHooks";
import { useFormat } from "../../../../core/react/useFormat";
import { useInView } from "../../../../lib/useInView";
import { invoicesMessages } from "../../../../locales/es-ES/invoices";
import { invoicesArea } from "../../../../locales/es-ES/labels/invoices";
import { telemetryArea } from "../../../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../../../locales/format";
import { textsOf } from "../../../../locales/texts";
import { Alert } from "../../../../ui/Alert";
import { Button } from "../../../../ui/Button";
import { CheckboxField } from "../../../../ui/Field";
import { type ChartPoint, consumptionSeries, matchPreviousYear } from "./chartData";
import { downloadChartPng } from "./exportChart";
import type { ChartBar } from "./InvoiceBarChart";

// recharts comes with the drawing only, when the chart comes into view or is asked for
// ('Descargar Gráfico'): the invoice pages load without it.
const InvoiceBarChart = React.lazy(() => import("./InvoiceBarChart"));

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

/** A promise settled once the drawing is first in the page (it stays there after). */
function useDrawn() {
  const [state] = React.useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    return { promise, resolve };
  });
  return state;
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
  const texts = textsOf(messages, invoicesArea).charts;
  const invoiceTexts = useTexts(invoicesMessages);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const width = useWidth(containerRef);
  const [showPrevious, setShowPrevious] = React.useState(false);
  const [exportError, setExportError] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  const titleId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const inView = useInView(containerRef);
  const [asked, setAsked] = React.useState(false);
  const wanted = inView || asked;
  const drawn = useDrawn();

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

  const bars: ChartBar[] = [];
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
    setExportError(false);
    setExporting(true);
    try {
      // Asked for before it came into view (a keyboard user, a link to the button): draw first.
      setAsked(true);
      await drawn.promise;
      const svg = containerRef.current?.querySelector<SVGSVGElement>("svg.recharts-surface");
      if (!svg) throw new Error("No chart to export");
      await downloadChartPng(svg);
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  };

  // The drawing's box, its size kept while recharts loads, so nothing below it moves. The
  // table below is the chart's text alternative: the box, like the drawing, is hidden from
  // screen readers.
  const placeholder = (
    <div
      data-slot="invoice-chart-placeholder"
      className="ov:flex ov:items-center ov:justify-center ov:text-sm ov:text-text-muted"
      style={{ height }}
    >
      {textsOf(messages, telemetryArea).chart.loading}
    </div>
  );

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
        {wanted ? (
          <React.Suspense fallback={placeholder}>
            <InvoiceBarChart
              width={width}
              height={height}
              rows={rows}
              bars={bars}
              unit={unit}
              format={format}
              axisNumber={axisNumber}
              onDrawn={drawn.resolve}
            />
          </React.Suspense>
        ) : (
          placeholder
        )}
      </div>
      {/* The bars as a table for screen readers (the SVG is hidden from them). Hidden through a
          wrapper: a table is as wide as its content whatever its width, and an sr-only table
          made the page scroll sideways at 320 px (WCAG 1.4.10). */}
      <div className="ov:sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{textsOf(messages, invoicesArea).search.colDate}</th>
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
      {exportError ? <Alert tone="error">{invoiceTexts.fileError}</Alert> : null}
    </figure>
  );
}
