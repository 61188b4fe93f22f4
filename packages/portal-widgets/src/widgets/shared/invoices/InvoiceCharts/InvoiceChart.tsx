"use client";

import type { Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages, useTexts } from "../../../../core/react/portalHooks";
import { useFormat } from "../../../../core/react/useFormat";
import { useInView } from "../../../../lib/useInView";
import { invoicesMessages } from "../../../../locales/es-ES/invoices";
import { invoicesArea } from "../../../../locales/es-ES/labels/invoices";
import { textsOf } from "../../../../locales/texts";
import { Alert } from "../../../../ui/Alert";
import { Button } from "../../../../ui/Button";
import { CheckboxField } from "../../../../ui/Field";
import { useElementWidth } from "../../../../ui/useElementWidth";
import { ChartTable } from "./ChartTable";
import { chartBars } from "./chartBars";
import { type ChartPoint, chartRows, consumptionSeries, matchPreviousYear } from "./chartData";
import { usePngExport } from "./usePngExport";

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

const FALLBACK_WIDTH = 720;

interface ChartHeaderProps {
  level: 2 | 3 | 4;
  id: string;
  title: string;
  download: string;
  exportPng: ReturnType<typeof usePngExport>;
}

/** The chart's heading and its 'Descargar Gráfico' button. */
function ChartHeader({ level, id, title, download, exportPng }: ChartHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-2">
      <Heading id={id} className="ov:text-base ov:font-semibold ov:text-text">
        {title}
      </Heading>
      <Button variant="secondary" busy={exportPng.exporting} onClick={() => void exportPng.run()}>
        {download}
      </Button>
    </div>
  );
}

/** The drawing's box, its size kept while recharts loads, so nothing below it moves. The
 * table below the chart is its text alternative: the box, like the drawing, is hidden from
 * screen readers. */
function ChartPlaceholder({ height, label }: { height: number; label: string }) {
  return (
    <div
      data-slot="invoice-chart-placeholder"
      className="ov:flex ov:items-center ov:justify-center ov:text-sm ov:text-text-muted"
      style={{ height }}
    >
      {label}
    </div>
  );
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
  const width = useElementWidth(containerRef, FALLBACK_WIDTH) ?? FALLBACK_WIDTH;
  const [showPrevious, setShowPrevious] = React.useState(false);
  const titleId = React.useId();
  const inView = useInView(containerRef);
  const [asked, setAsked] = React.useState(false);
  const wanted = inView || asked;
  const drawn = useDrawn();

  const series = consumptionSeries(line, tariff, points);
  const overlay = showPrevious && previousYear ? matchPreviousYear(points, previousYear) : null;
  const rows = chartRows(points, overlay);

  const unit = kind === "amounts" ? texts.amountAxis : texts.consumptionAxis;
  const format = (value: number) => (kind === "amounts" ? formats.amount(value) : `${formats.number(value)} ${texts.consumptionAxis}`);
  // Whole values without their decimals (",00" or ".00"), as axis ticks usually are.
  const axisNumber = (value: number) => formats.number(value).replace(/[,.]00$/, "");

  const bars = chartBars(kind, line, series, overlay !== null, texts);

  const exportPng = usePngExport(containerRef, async () => {
    // Asked for before it came into view (a keyboard user, a link to the button): draw first.
    setAsked(true);
    await drawn.promise;
  });

  const placeholder = <ChartPlaceholder height={height} label={texts.loading} />;

  const offersPrevious = previousYear !== undefined || onPreviousYearToggle !== undefined;
  return (
    <figure aria-labelledby={titleId} data-slot="invoice-chart" className="ov-invoice-chart ov:flex ov:min-w-0 ov:flex-col ov:gap-3">
      <ChartHeader level={headingLevel} id={titleId} title={title} download={texts.download} exportPng={exportPng} />
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
      <ChartTable
        title={title}
        dateHeader={textsOf(messages, invoicesArea).search.colDate}
        bars={bars}
        rows={rows}
        unit={unit}
        format={format}
      />
      {exportPng.failed ? <Alert tone="error">{invoiceTexts.fileError}</Alert> : null}
    </figure>
  );
}
