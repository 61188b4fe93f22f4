"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { Button } from "../../../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/Dialog";
import { Spinner } from "../../../ui/Spinner";
import { useRowState } from "../../../ui/Table";
import type { InvoiceRef } from "./insightTypes";

// The dialogs' bodies (the breakdown's and comparison's views and their queries) load when a
// row's button is first pointed at, focused or pressed: a list page does not carry them
// before its charts. One import serves both, and is asked for once.
let panels: Promise<typeof import("./InsightPanels")> | null = null;
const loadPanels = () => {
  panels ??= import("./InsightPanels");
  return panels;
};
const BreakdownPanel = React.lazy(() => loadPanels().then((module) => ({ default: module.BreakdownPanel })));
const ComparisonPanel = React.lazy(() => loadPanels().then((module) => ({ default: module.ComparisonPanel })));
const preload = () => {
  void loadPanels();
};

/** Holds the dialog's room while its body loads, so the dialog does not jump when it comes. */
function PanelFallback({ label }: { label: string }) {
  return (
    <div className="ov:flex ov:min-h-48 ov:items-center ov:justify-center">
      <Spinner label={label} />
    </div>
  );
}

export interface InvoiceInsightActionsProps {
  invoice: InvoiceRef;
  /** Offer '¿Por qué ha cambiado?': the row has a previous invoice. */
  comparable: boolean;
  /** While another dialog of the screen is open the actions are inactive. */
  disabled?: boolean;
}

const action = "ov:min-h-9 ov:px-2 ov:py-1 ov:text-xs";

export type InsightDialog = "breakdown" | "comparison" | null;

/** Which of a row's two dialogs is open. Kept by the table: a dialog stays open when the row
 * turns into a card (a phone turned). */
export function useInsightDialog(invoice: InvoiceRef) {
  return useRowState<InsightDialog>(`insights-${invoice.series}-${invoice.number}`, null);
}

/** The row's 'Desglose' and '¿Por qué ha cambiado?' dialogs, opened from its buttons or its
 * 'Más acciones' menu. */
export function InsightDialogs({ invoice, open, onClose }: { invoice: InvoiceRef; open: InsightDialog; onClose(): void }) {
  const labels = useTexts(insightsArea);
  const close = (next: boolean) => {
    if (!next) onClose();
  };
  const values = { invoice: invoice.shownNumber };
  return (
    <>
      <Dialog open={open === "breakdown"} onOpenChange={close}>
        <DialogContent closeLabel={labels.common.close} wide aria-describedby={undefined}>
          <DialogTitle>{formatMessage(labels.breakdown.title, values)}</DialogTitle>
          <React.Suspense fallback={<PanelFallback label={labels.common.loading} />}>
            <BreakdownPanel invoice={invoice} />
          </React.Suspense>
        </DialogContent>
      </Dialog>
      <Dialog open={open === "comparison"} onOpenChange={close}>
        <DialogContent closeLabel={labels.common.close} wide>
          <DialogTitle>{labels.comparison.title}</DialogTitle>
          <DialogDescription>{formatMessage(labels.comparison.invoice, values)}</DialogDescription>
          <React.Suspense fallback={<PanelFallback label={labels.common.loading} />}>
            <ComparisonPanel invoice={invoice} headingLevel={3} />
          </React.Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * An invoice row's 'Desglose' and '¿Por qué ha cambiado?': each opens its dialog, which
 * loads its figures when opened; closing gives focus back to the button (ui/Dialog).
 */
export function InvoiceInsightActions({ invoice, comparable, disabled = false }: InvoiceInsightActionsProps) {
  const labels = useTexts(insightsArea);
  const [open, setOpen] = useInsightDialog(invoice);
  const values = { invoice: invoice.shownNumber };
  return (
    <div className="ov-invoice-insights ov:flex ov:flex-wrap ov:items-center ov:gap-2" data-slot="invoice-insights">
      <Button
        variant="secondary"
        className={action}
        aria-haspopup="dialog"
        aria-label={formatMessage(labels.breakdown.actionLabel, values)}
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
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
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen("comparison")}
        >
          {labels.comparison.action}
        </Button>
      ) : null}
      <InsightDialogs invoice={invoice} open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
