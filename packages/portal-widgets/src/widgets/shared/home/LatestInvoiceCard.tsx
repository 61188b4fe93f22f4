"use client";

import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { invoiceQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";
import { homeArea } from "../../../locales/es-ES/labels/home";
import { textsOf } from "../../../locales/texts";
import { Card } from "../../../ui/Card";
import { PortalLink } from "../../../ui/PortalLink";
import { OwedSummary } from "../payment";
import { InvoiceState, InvoiceSummary, newestFirst } from "./LatestInvoice";

/** The card's own headings are one level below its heading. */
const subLevel = (level: 2 | 3 | 4): 3 | 4 => (level === 2 ? 3 : 4);

const DEFAULT_QUERY = { isDefaultQuery: true } as const;
const linkClass = "ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover";

/**
 * 'Tu última factura': the newest of the customer's invoices (fullbilling's default query,
 * the last ten of every contract, the same call as the invoice lists), its amount, period, state,
 * PDF and 'Desglose'; then 'Importe pendiente' when something is owed.
 */
export function LatestInvoiceCard({ headingLevel = 2, className }: { headingLevel?: 2 | 3 | 4; className?: string }) {
  const { client, links, messages } = usePortal();
  const texts = textsOf(messages, homeArea).latestInvoice;
  const answer = useQuery({ ...invoiceQueries.search(client, DEFAULT_QUERY), retry: false });
  const list = React.useMemo(() => newestFirst(answer.data?.invoices ?? []), [answer.data]);
  const latest = list[0];
  return (
    <Card heading={texts.heading} headingLevel={headingLevel} className={className} data-slot="latest-invoice">
      <div aria-live="polite">
        {latest ? <InvoiceSummary invoice={latest} list={list} /> : <InvoiceState loading={answer.isPending} failed={answer.isError} />}
      </div>
      <OwedSummary quiet headingLevel={subLevel(headingLevel)} className="ov:mt-4 ov:border-t ov:border-border ov:pt-4" />
      <p className="ov:mt-3">
        <PortalLink to={links.allInvoices()} className={linkClass}>
          {texts.allInvoices}
        </PortalLink>
      </p>
    </Card>
  );
}
