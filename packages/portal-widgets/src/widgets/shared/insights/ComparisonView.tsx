"use client";

import type { InvoiceComparison } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { invoiceNumber } from "../../../domain/invoiceNumber";
import { fromCents, waterfallSteps } from "../../../domain/money";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { Spinner } from "../../../ui/Spinner";
import { causeSentence, causeShortName, shownDate } from "./insightTexts";

// recharts stays out of the invoice lists' bundle: the chart loads when a comparison shows.
const WaterfallChart = React.lazy(() => import("./WaterfallChart"));

export interface ComparisonViewProps {
  /** A comparison with an invoice to compare with (`other` set). */
  comparison: InvoiceComparison;
  headingLevel?: 3 | 4;
}

/**
 * The difference between two invoices split into causes, each with its € contribution: the
 * sentences first (what a screen reader reads), then the waterfall. The causes add up to the
 * difference of the two totals (the contract checks it; ComparisonView.test.tsx reads it back).
 */
export function ComparisonView({ comparison, headingLevel = 3 }: ComparisonViewProps) {
  const labels = useTexts(insightsArea);
  const { locale } = useLocale();
  const format = useFormat();
  const texts = labels.comparison;
  const { current, other, causes } = comparison;
  const tariff = current.tariff;
  const Heading = `h${headingLevel}` as const;
  const steps = React.useMemo(
    () =>
      other
        ? waterfallSteps(
            { name: texts.chartPrevious, total: fromCents(other.totalCents) },
            causes.map((cause) => ({ name: causeShortName(labels, tariff, cause), amount: fromCents(cause.amountCents) })),
            { name: texts.chartCurrent },
          )
        : [],
    [other, causes, labels, tariff, texts],
  );
  if (!other) return null;

  const values = {
    current: format.amount(fromCents(current.totalCents)),
    previous: format.amount(fromCents(other.totalCents)),
    difference: format.amount(fromCents(Math.abs(comparison.differenceCents))),
  };
  const summary =
    comparison.differenceCents > 0
      ? formatMessage(texts.summaryUp, values)
      : comparison.differenceCents < 0
        ? formatMessage(texts.summaryDown, values)
        : formatMessage(texts.summarySame, values);
  const otherText = formatMessage(comparison.against === "yearAgo" ? texts.yearAgoInvoice : texts.previousInvoice, {
    invoice: invoiceNumber(other.serieFactura, other.numeroFactura),
    from: shownDate(other.periodFrom, locale),
    until: shownDate(other.periodUntil, locale),
  });

  return (
    <div className="ov-bill-comparison ov:flex ov:flex-col ov:gap-4" data-slot="comparison">
      <div className="ov:flex ov:flex-col ov:gap-1">
        <p className="ov:font-medium" data-slot="comparison-summary">
          {summary}
        </p>
        <p className="ov:text-sm ov:text-text-muted">{otherText}</p>
      </div>
      <div className="ov:flex ov:flex-col ov:gap-2">
        <Heading className="ov:text-base ov:font-semibold">{texts.causesHeading}</Heading>
        <ul className="ov:flex ov:flex-col ov:gap-1 ov:text-sm" data-slot="causes">
          {causes.map((cause, index) => (
            <li
              key={`${cause.kind}-${cause.period ?? index}`}
              className="ov-bill-comparison__cause ov:flex ov:gap-2"
              data-amount-cents={cause.amountCents}
              data-kind={cause.kind}
            >
              <span
                aria-hidden="true"
                className={cause.amountCents > 0 ? "ov:text-danger" : cause.amountCents < 0 ? "ov:text-success" : "ov:text-text-muted"}
              >
                {cause.amountCents > 0 ? "▲" : cause.amountCents < 0 ? "▼" : "•"}
              </span>
              <span>{causeSentence(labels, tariff, cause, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="ov:flex ov:flex-col ov:gap-2">
        <Heading className="ov:text-base ov:font-semibold">{texts.chartHeading}</Heading>
        <p className="ov:sr-only">{texts.chartLabel}</p>
        <React.Suspense fallback={<Spinner label={texts.chartLoading} />}>
          <WaterfallChart steps={steps} format={format} />
        </React.Suspense>
      </div>
    </div>
  );
}
