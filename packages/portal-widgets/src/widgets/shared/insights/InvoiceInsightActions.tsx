"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { Button } from "../../../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/Dialog";
import { useRowState } from "../../../ui/Table";
import { BreakdownPanel, ComparisonPanel } from "./InsightPanels";
import type { InvoiceRef } from "./insightTypes";

export interface InvoiceInsightActionsProps {
  invoice: InvoiceRef;
  /** Offer '¿Por qué ha cambiado?': the row has a previous invoice. */
  comparable: boolean;
  /** While another dialog of the screen is open the actions are inactive. */
  disabled?: boolean;
}

const action = "ov:min-h-9 ov:px-2 ov:py-1 ov:text-xs";

/**
 * An invoice row's 'Desglose' and '¿Por qué ha cambiado?': each opens its dialog, which
 * loads its figures when opened; closing gives focus back to the button (ui/Dialog).
 */
export function InvoiceInsightActions({ invoice, comparable, disabled = false }: InvoiceInsightActionsProps) {
  const labels = useTexts(insightsArea);
  // Kept by the table: a dialog stays open when the row turns into a card (a phone turned).
  const [open, setOpen] = useRowState<"breakdown" | "comparison" | null>(`insights-${invoice.series}-${invoice.number}`, null);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const values = { invoice: invoice.shownNumber };
  return (
    <div className="ov-invoice-insights ov:flex ov:flex-wrap ov:items-center ov:gap-2" data-slot="invoice-insights">
      <Button
        variant="secondary"
        className={action}
        aria-haspopup="dialog"
        aria-label={formatMessage(labels.breakdown.actionLabel, values)}
        disabled={disabled}
        onClick={() => setOpen("breakdown")}
      >
        {labels.breakdown.action}
      </Button>
      {comparable ? (
        <Button
          variant="secondary"
          className={action}
          aria-haspopup="dialog"
          aria-label={formatMessage(labels.comparison.actionLabel, values)}
          disabled={disabled}
          onClick={() => setOpen("comparison")}
        >
          {labels.comparison.action}
        </Button>
      ) : null}

      <Dialog open={open === "breakdown"} onOpenChange={close}>
        <DialogContent closeLabel={labels.common.close} wide aria-describedby={undefined}>
          <DialogTitle>{formatMessage(labels.breakdown.title, values)}</DialogTitle>
          <BreakdownPanel invoice={invoice} />
        </DialogContent>
      </Dialog>
      <Dialog open={open === "comparison"} onOpenChange={close}>
        <DialogContent closeLabel={labels.common.close} wide>
          <DialogTitle>{labels.comparison.title}</DialogTitle>
          <DialogDescription>{formatMessage(labels.comparison.invoice, values)}</DialogDescription>
          <ComparisonPanel invoice={invoice} headingLevel={3} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
