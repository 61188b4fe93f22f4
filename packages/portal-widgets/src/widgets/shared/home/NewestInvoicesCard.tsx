"use client";

import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { invoiceQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";
import { homeArea } from "../../../locales/es-ES/labels/home";
import { textsOf } from "../../../locales/texts";
import { Card } from "../../../ui/Card";
import { InvoiceState, InvoiceSummary, newestFirst } from "./LatestInvoice";

const DEFAULT_QUERY = { isDefaultQuery: true } as const;
/** Enough to see what came in lately without repeating the search below. */
const SHOWN = 5;

/**
 * The administrator's newest invoices across their contracts (filterfullbilling's default
 * query, the call of the invoice screen below), each with its PDF and 'Desglose'.
 */
export function NewestInvoicesCard({ headingLevel = 2, className }: { headingLevel?: 2 | 3 | 4; className?: string }) {
  const { client, messages } = usePortal();
  const texts = textsOf(messages, homeArea).latestInvoice;
  const answer = useQuery({ ...invoiceQueries.adminSearch(client, DEFAULT_QUERY), retry: false });
  const list = React.useMemo(() => newestFirst(answer.data?.invoices ?? []), [answer.data]);
  return (
    <Card heading={texts.newestHeading} headingLevel={headingLevel} className={className} data-slot="newest-invoices">
      <div aria-live="polite">
        {list.length > 0 ? (
          <ul className="ov:flex ov:flex-col ov:divide-y ov:divide-border">
            {list.slice(0, SHOWN).map((invoice) => (
              <li key={`${invoice.series}-${invoice.number}`} className="ov:py-3 ov:first:pt-0 ov:last:pb-0">
                <InvoiceSummary invoice={invoice} list={list} compact />
              </li>
            ))}
          </ul>
        ) : (
          <InvoiceState loading={answer.isPending} failed={answer.isError} />
        )}
      </div>
    </Card>
  );
}
