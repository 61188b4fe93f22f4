"use client";

import { useQuery } from "@tanstack/react-query";
import { invoiceQueries } from "../../../core/queries/domainQueries";
import { usePortal, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { cn } from "../../../lib/cn";
import { paymentArea } from "../../../locales/es-ES/labels/payment";
import { Alert } from "../../../ui/Alert";
import { OwedInvoices } from "./OwedInvoices";

export interface OwedSummaryProps {
  /** One of the caller's contracts; all of them when absent. */
  contractCode?: string;
  headingLevel?: 2 | 3 | 4;
  /** The home shows nothing until something is owed (or while loading); the CMS element says
   * 'nothing owed' and its load states. */
  quiet?: boolean;
  className?: string;
}

/**
 * 'Importe pendiente': the amount owed (the exact sum of the unpaid invoices, in cents from
 * the server), the invoices it is made of with their state and due date, and how to pay.
 */
export function OwedSummary({ contractCode, headingLevel = 3, quiet = false, className }: OwedSummaryProps) {
  const { client } = usePortal();
  const texts = useTexts(paymentArea).owed;
  const format = useFormat();
  const answer = useQuery({ ...invoiceQueries.paymentStatus(client, contractCode), retry: quiet ? false : 2 });
  const status = answer.data;
  const Heading = `h${headingLevel}` as const;
  const owed = status && status.invoices.length > 0;
  if (quiet && !owed) return null;
  return (
    <section
      className={cn("ov:flex ov:flex-col ov:gap-3", className)}
      data-slot="owed-summary"
      aria-label={texts.heading}
      aria-live="polite"
    >
      <Heading className="ov:text-base ov:font-semibold ov:text-text">{texts.heading}</Heading>
      {owed ? (
        <>
          <p className="ov:text-2xl ov:font-bold ov:text-text" data-slot="owed-amount">
            {format.amount(status.totalCents / 100, status.currency)}
          </p>
          <OwedInvoices status={status} />
        </>
      ) : answer.isPending ? (
        <p className="ov:text-sm ov:text-text-muted">{texts.loading}</p>
      ) : answer.isError ? (
        <Alert tone="error">{texts.loadError}</Alert>
      ) : (
        <Alert tone="success">{texts.nothing}</Alert>
      )}
    </section>
  );
}
