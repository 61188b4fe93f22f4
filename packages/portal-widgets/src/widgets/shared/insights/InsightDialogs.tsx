"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/Dialog";
import { Spinner } from "../../../ui/Spinner";
import type { InvoiceRef } from "./insightTypes";

// The dialogs' bodies (the breakdown's and comparison's views and their queries) are a chunk
// of their own again, asked for with this one's: the dialog frame can open before they come.
// One import serves both, and is asked for once.
let panels: Promise<typeof import("./InsightPanels")> | null = null;
const loadPanels = () => {
  panels ??= import("./InsightPanels");
  return panels;
};
const BreakdownPanel = React.lazy(() => loadPanels().then((module) => ({ default: module.BreakdownPanel })));
const ComparisonPanel = React.lazy(() => loadPanels().then((module) => ({ default: module.ComparisonPanel })));
export const preloadPanels = () => {
  void loadPanels().catch(() => undefined);
};

/** Holds the dialog's room while its body loads, so the dialog does not jump when it comes. */
function PanelFallback({ label }: { label: string }) {
  return (
    <div className="ov:flex ov:min-h-48 ov:items-center ov:justify-center">
      <Spinner label={label} />
    </div>
  );
}

export interface InsightDialogsProps {
  invoice: InvoiceRef;
  open: "breakdown" | "comparison" | null;
  onClose: () => void;
}

/**
 * A row's 'Desglose' and '¿Por qué ha cambiado?' dialogs (Radix's dialog, focus scope and
 * scroll lock): loaded by InvoiceInsightActions when its buttons are first pointed at,
 * focused or pressed. ui/Dialog gives focus back to the button that had it on opening.
 */
export function InsightDialogs({ invoice, open, onClose }: InsightDialogsProps) {
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
