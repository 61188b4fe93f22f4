"use client";

import { useQuery } from "@tanstack/react-query";
import { issueQueries } from "../../core/queries/domainQueries";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { Card } from "../../ui/Card";
import { PortalLink } from "../../ui/PortalLink";
import { Figure, Stat } from "../shared/contracts/Stat";
import { useContractTotals } from "../shared/contracts/useContractTotals";
import { LatestInvoiceCard, ReadingLink } from "../shared/home";
import { CostThisMonthCard } from "../shared/insights";

export interface HomeSummaryProps {
  /** Level of the cards' headings; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const linkClass = "ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover";

/**
 * The customer home's cards (part 1 §2): first what a customer comes for, 'Tu última
 * factura' and the open support requests, then 'Tu consumo este mes', then the contracts per
 * line (with the meter reading's link) and the invoice search.
 */
export function HomeSummary({ headingLevel = 2, className }: HomeSummaryProps) {
  const labels = useTexts(homeArea).summary;
  return (
    <div
      className={cn("ov-root ov-home-summary ov:grid ov:grid-cols-1 ov:gap-4 ov:md:grid-cols-3", className)}
      data-ov-widget="HomeSummary"
      role="region"
      aria-label={labels.label}
    >
      <LatestInvoiceCard headingLevel={headingLevel} className="ov:md:col-span-2" />
      <IssuesCard headingLevel={headingLevel} />
      <CostThisMonthCard headingLevel={headingLevel} className="ov:md:col-span-3" />
      <ContractsCard headingLevel={headingLevel} />
      <InvoiceSearchCard headingLevel={headingLevel} />
    </div>
  );
}

type Level = { headingLevel: 2 | 3 | 4 };

function ContractsCard({ headingLevel }: Level) {
  const labels = useTexts(homeArea).summary;
  const totals = useContractTotals();
  return (
    <Card heading={labels.contractsHeading} headingLevel={headingLevel}>
      <dl className="ov:flex ov:flex-wrap ov:gap-8" aria-live="polite">
        <Stat label={labels.electricidad} tone="electricity">
          <Figure value={totals.electricidad} loading={totals.loading} failed={totals.failed} />
        </Stat>
        <Stat label={labels.gas} tone="gas">
          <Figure value={totals.gas} loading={totals.loading} failed={totals.failed} />
        </Stat>
      </dl>
      <ReadingLink className="ov:mt-4" />
    </Card>
  );
}

function IssuesCard({ headingLevel }: Level) {
  const { client, links, messages } = usePortal();
  const labels = textsOf(messages, homeArea).summary;
  const openIssues = useQuery(issueQueries.openCount(client));
  const openCount = openIssues.data === undefined ? undefined : (openIssues.data?.total_count ?? 0);
  return (
    <Card heading={labels.issuesHeading} headingLevel={headingLevel}>
      <p className="ov:text-3xl ov:font-bold ov:text-text" aria-live="polite" data-slot="open-issues">
        <Figure value={openCount} loading={openIssues.isPending} failed={openIssues.isError} />
      </p>
      <ul className="ov:mt-4 ov:flex ov:flex-wrap ov:gap-x-4 ov:gap-y-2">
        <li>
          <PortalLink to={links.issues()} className={linkClass}>
            {labels.viewIssues}
          </PortalLink>
        </li>
        <li>
          <PortalLink to={links.newIssue()} className={linkClass}>
            {labels.newIssue}
          </PortalLink>
        </li>
      </ul>
    </Card>
  );
}

function InvoiceSearchCard({ headingLevel }: Level) {
  const { links, messages } = usePortal();
  const labels = textsOf(messages, homeArea).summary;
  const totals = useContractTotals();
  return (
    <Card heading={labels.invoicesHeading} headingLevel={headingLevel} className="ov:md:col-span-2">
      <p className="ov:text-sm ov:text-text-muted">{labels.invoicesText}</p>
      <ul className="ov:mt-4 ov:flex ov:flex-col ov:gap-2 ov:sm:flex-row">
        {totals.electricidad !== 0 ? (
          <li>
            <PortalLink to={links.allInvoices()} variant="primary" className="ov:w-full ov:sm:w-auto">
              {labels.invoicesElectricidad}
            </PortalLink>
          </li>
        ) : null}
        {totals.gas !== null && totals.gas > 0 ? (
          <li>
            <PortalLink to={links.allInvoicesGas()} variant="secondary" className="ov:w-full ov:sm:w-auto">
              {labels.invoicesGas}
            </PortalLink>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
