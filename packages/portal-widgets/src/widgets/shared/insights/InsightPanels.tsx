"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { Alert } from "../../../ui/Alert";
import { CheckboxField } from "../../../ui/Field";
import { Spinner } from "../../../ui/Spinner";
import { BreakdownView } from "./BreakdownView";
import { ComparisonView } from "./ComparisonView";
import type { ComparisonTarget, InvoiceRef } from "./insightTypes";
import { useBillComparison, useInvoiceBreakdown } from "./useInsights";

/** One invoice's breakdown as it loads: spinner, error, the lines, or 'no breakdown'. */
export function BreakdownPanel({ invoice }: { invoice: InvoiceRef }) {
  const labels = useTexts(insightsArea);
  const query = useInvoiceBreakdown(invoice);
  if (query.isPending) return <Spinner label={labels.common.loading} />;
  if (query.isError) return <Alert tone="error">{labels.common.error}</Alert>;
  if (!query.data || query.data.lines.length === 0) return <p role="status">{labels.breakdown.noData}</p>;
  return <BreakdownView breakdown={query.data} invoice={invoice.shownNumber} />;
}

export interface ComparisonPanelProps {
  invoice: InvoiceRef;
  headingLevel?: 3 | 4;
  /** Which invoice it is compared with first. */
  initialAgainst?: ComparisonTarget;
}

/** The comparison with the previous invoice, or with the same month a year earlier (the switch). */
export function ComparisonPanel({ invoice, headingLevel = 3, initialAgainst = "previous" }: ComparisonPanelProps) {
  const labels = useTexts(insightsArea);
  const [against, setAgainst] = React.useState<ComparisonTarget>(initialAgainst);
  const query = useBillComparison(invoice, against);
  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label={labels.common.loading} />;
  else if (query.isError) body = <Alert tone="error">{labels.common.error}</Alert>;
  else if (!query.data?.other)
    body = <p role="status">{against === "yearAgo" ? labels.comparison.noPreviousYear : labels.comparison.noPrevious}</p>;
  else body = <ComparisonView comparison={query.data} headingLevel={headingLevel} />;
  return (
    <div className="ov:flex ov:flex-col ov:gap-4" aria-busy={query.isFetching || undefined}>
      <CheckboxField
        role="switch"
        label={labels.comparison.sameMonthLastYear}
        checked={against === "yearAgo"}
        onChange={(event) => setAgainst(event.target.checked ? "yearAgo" : "previous")}
      />
      {body}
    </div>
  );
}
