import type { Invoice, Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal } from "../../../core/react/portalHooks";
import type { LocaleId } from "../../../locales/available";
import { InvoiceChart, pointsFromAmounts } from "./InvoiceCharts";

export interface ListChartsProps {
  line: Line;
  /** The section heading; without it each chart's title is a level-2 heading of its own. */
  heading?: string;
  /** One chart per list that has invoices. */
  charts: ReadonlyArray<{ title: string; invoices: readonly Invoice[] }>;
  /** Invoices needed before a chart is drawn (the administrator screen: more than 1). */
  minInvoices?: number;
  /** Level of the section heading (or of the charts' titles without one). */
  headingLevel?: 2 | 3;
}

const points = (invoices: readonly Invoice[], locale: LocaleId) =>
  pointsFromAmounts(
    invoices.map((invoice) => ({ date: invoice.issueDate, amount: invoice.amount })),
    locale,
  );

/**
 * The lists' charts ('Gráficos', 'Gráfico de Facturas'): the list calls carry amounts and no
 * consumption, so each chart shows the invoices' amounts ('Factura', €) with 'Descargar
 * Gráfico'.
 */
export const ListCharts = React.memo(function ListCharts({ line, heading, charts, minInvoices = 1, headingLevel = 2 }: ListChartsProps) {
  const headingId = React.useId();
  const { locale } = usePortal();
  const shown = charts.filter((chart) => chart.invoices.length >= minInvoices);
  if (shown.length === 0) return null;
  const body = shown.map((chart) => (
    <InvoiceChart
      key={chart.title}
      kind="amounts"
      line={line}
      title={chart.title}
      headingLevel={heading ? ((headingLevel + 1) as 3 | 4) : headingLevel}
      points={points(chart.invoices, locale)}
    />
  ));
  const Heading = `h${headingLevel}` as const;
  if (!heading) return <div className="ov-invoice-charts ov:flex ov:flex-col ov:gap-4">{body}</div>;
  return (
    <section aria-labelledby={headingId} className="ov-invoice-charts ov:flex ov:flex-col ov:gap-4">
      <Heading id={headingId} className="ov:text-base ov:font-semibold ov:text-text">
        {heading}
      </Heading>
      {body}
    </section>
  );
});
