"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { Button } from "../../../ui/Button";
import { useRowState } from "../../../ui/Table";
import type { InvoiceRef } from "./insightTypes";

// The dialogs (Radix's dialog, focus scope and scroll lock) and, behind them, their bodies
// (the breakdown's and comparison's views and their queries) load when a row's button is
// first pointed at, focused or pressed: a list page does not carry them before its charts.
// A press before they arrive opens the dialog when they come; focus stays on the button.
const loadDialogs = () => import("./InsightDialogs");
const LazyDialogs = React.lazy(() => loadDialogs().then((module) => ({ default: module.InsightDialogs })));
const preload = () => {
  void loadDialogs().then(
    (module) => module.preloadPanels(),
    () => undefined,
  );
};

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
 * 'Más acciones' menu; mounted from the first opening on, so closing keeps Radix's exit and
 * focus return. */
export function InsightDialogs({ invoice, open, onClose }: { invoice: InvoiceRef; open: InsightDialog; onClose(): void }) {
  const [wanted, setWanted] = React.useState(false);
  if (open !== null && !wanted) setWanted(true);
  if (!wanted && open === null) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyDialogs invoice={invoice} open={open} onClose={onClose} />
    </React.Suspense>
  );
}

/** Starts loading the dialogs, e.g. when a row's menu opens. */
export const preloadInsightDialogs = preload;

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
