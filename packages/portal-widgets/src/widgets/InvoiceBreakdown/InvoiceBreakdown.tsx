"use client";

import { useTexts } from "../../core/react/portalHooks";
import { invoiceNumber } from "../../domain/invoiceNumber";
import { cn } from "../../lib/cn";
import { insightsArea } from "../../locales/es-ES/labels/insights";
import { formatMessage } from "../../locales/format";
import { BreakdownPanel } from "../shared/insights";

export interface InvoiceBreakdownProps {
  /** The invoice's series ('ENERGIA', 'GAS'…) and number, as its row carries them. */
  serieFactura: string;
  numeroFactura: string;
  /** Level of the heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * 'Desglose de la factura {número}' on a page of its own (the invoice rows open the same
 * breakdown in a dialog): one line per part and the days billed, adding up to the total.
 */
export function InvoiceBreakdown({ serieFactura, numeroFactura, headingLevel = 2, className }: InvoiceBreakdownProps) {
  const texts = useTexts(insightsArea).breakdown;
  const shownNumber = invoiceNumber(serieFactura, numeroFactura);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cn("ov-root ov-invoice-breakdown-widget ov:flex ov:max-w-3xl ov:flex-col ov:gap-4", className)}
      data-ov-widget="InvoiceBreakdown"
      aria-label={formatMessage(texts.title, { invoice: shownNumber })}
    >
      <Heading className="ov:text-lg ov:font-semibold ov:text-text">{formatMessage(texts.title, { invoice: shownNumber })}</Heading>
      <BreakdownPanel invoice={{ series: serieFactura, number: numeroFactura, shownNumber }} />
    </section>
  );
}
