"use client";

import { useTexts } from "../../core/react/portalHooks";
import { invoiceNumber } from "../../domain/invoiceNumber";
import { cn } from "../../lib/cn";
import { insightsArea } from "../../locales/es-ES/labels/insights";
import { formatMessage } from "../../locales/format";
import { ComparisonPanel, type ComparisonTarget } from "../shared/insights";

export interface BillComparisonProps {
  /** The invoice's series ('ENERGIA', 'GAS'…) and number, as its row carries them. */
  serieFactura: string;
  numeroFactura: string;
  /** 'previous' (default) or 'yearAgo': the switch 'Mismo mes del año anterior' starts on. */
  against?: ComparisonTarget;
  /** Level of the heading; 2 by default (the causes' and chart's headings are one below). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * 'Comparación con la factura anterior' on a page of its own: why an invoice changed, in
 * sentences with each cause's € and as a waterfall chart (recharts, loaded with the chart).
 */
export function BillComparison({ serieFactura, numeroFactura, against = "previous", headingLevel = 2, className }: BillComparisonProps) {
  const texts = useTexts(insightsArea).comparison;
  const shownNumber = invoiceNumber(serieFactura, numeroFactura);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cn("ov-root ov-bill-comparison-widget ov:flex ov:max-w-3xl ov:flex-col ov:gap-4", className)}
      data-ov-widget="BillComparison"
      aria-label={texts.title}
    >
      <div className="ov:flex ov:flex-col ov:gap-1">
        <Heading className="ov:text-lg ov:font-semibold ov:text-text">{texts.title}</Heading>
        <p className="ov:text-sm ov:text-text-muted">{formatMessage(texts.invoice, { invoice: shownNumber })}</p>
      </div>
      <ComparisonPanel
        invoice={{ series: serieFactura, number: numeroFactura, shownNumber }}
        headingLevel={(headingLevel + 1) as 3 | 4}
        initialAgainst={against}
      />
    </section>
  );
}
