"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../../locales/format";
import { RowMenu, type RowMenuItem } from "../../../ui/RowMenu";
import { InsightDialogs, InvoiceInsightActions, useInsightDialog } from "../insights/InvoiceInsightActions";
import { hasInsights, invoiceRef } from "../insights/invoiceRows";
import { InvoiceCell, type InvoiceListDownloads, MainDownload } from "./InvoiceCell";
import { type ProformaSource, proformaFileNameOf, proformasPdfFileName, shownNumber } from "./useInvoiceListDownloads";

/** More than this many actions in a row and the secondary ones go into 'Más acciones'. */
export const MAX_ROW_ACTIONS = 3;

export interface InvoiceRowActionsProps {
  invoice: Invoice;
  downloads: InvoiceListDownloads;
  proformaSource?: ProformaSource | undefined;
  /** Offer 'Desglose' (and '¿Por qué ha cambiado?' when `comparable`): the invoice has insights. */
  insights: boolean;
  comparable: boolean;
  /** While a dialog of the screen is open the actions are inactive. */
  disabled?: boolean;
}

/** How many buttons a row would show: its PDF, the two proforma downloads, the insights. */
export function rowActionCount(invoice: Invoice, insights: boolean, comparable: boolean): number {
  const proformas = invoice.proformaCount > 0 ? 2 : 0;
  const insightButtons = insights && hasInsights(invoice) ? (comparable ? 2 : 1) : 0;
  return 1 + proformas + insightButtons;
}

/**
 * An invoice row's 'Factura' cell: the PDF and, when they fit (three actions or fewer), the
 * proforma downloads, 'Desglose' and '¿Por qué ha cambiado?' beside it; with more, the PDF
 * stays in view and the rest go into the row's 'Más acciones' menu, with the spec's texts.
 */
export function InvoiceRowActions({ invoice, downloads, proformaSource, insights, comparable, disabled = false }: InvoiceRowActionsProps) {
  const ref = invoiceRef(invoice, shownNumber(invoice));
  if (rowActionCount(invoice, insights, comparable) <= MAX_ROW_ACTIONS) {
    return (
      <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
        <InvoiceCell invoice={invoice} downloads={downloads} proformaSource={proformaSource} disabled={disabled} />
        {insights && hasInsights(invoice) ? <InvoiceInsightActions invoice={ref} comparable={comparable} disabled={disabled} /> : null}
      </div>
    );
  }
  return (
    <MenuActions
      invoice={invoice}
      downloads={downloads}
      proformaSource={proformaSource ?? "proforma"}
      comparable={comparable}
      disabled={disabled}
    />
  );
}

function MenuActions({
  invoice,
  downloads,
  proformaSource,
  comparable,
  disabled,
}: Omit<InvoiceRowActionsProps, "insights" | "proformaSource"> & { proformaSource: ProformaSource }) {
  const cell = useTexts(invoiceListsArea).invoiceCell;
  const insightTexts = useTexts(insightsArea);
  const number = shownNumber(invoice);
  const ref = invoiceRef(invoice, number);
  const [open, setOpen] = useInsightDialog(ref);
  const values = { invoice: number };
  const items: RowMenuItem[] = [];
  if (invoice.proformaCount > 0) {
    items.push(
      {
        id: "proformas",
        label: cell.proformas,
        ariaLabel: formatMessage(cell.proformasLabel, values),
        onSelect: () => void downloads.proformas(invoice),
      },
      {
        id: "proformasPdf",
        label: cell.proformasPdf,
        ariaLabel: formatMessage(cell.proformasPdfLabel, values),
        onSelect: () => void downloads.proformasPdf(invoice),
      },
    );
  }
  if (hasInsights(invoice)) {
    items.push({
      id: "breakdown",
      label: insightTexts.breakdown.action,
      ariaLabel: formatMessage(insightTexts.breakdown.actionLabel, values),
      opensDialog: true,
      onSelect: () => setOpen("breakdown"),
    });
    if (comparable) {
      items.push({
        id: "comparison",
        label: insightTexts.comparison.action,
        ariaLabel: formatMessage(insightTexts.comparison.actionLabel, values),
        opensDialog: true,
        onSelect: () => setOpen("comparison"),
      });
    }
  }
  const busy = downloads.isPending(proformaFileNameOf(invoice, proformaSource)) || downloads.isPending(proformasPdfFileName(invoice));
  return (
    <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2" data-slot="row-actions">
      <MainDownload invoice={invoice} downloads={downloads} disabled={disabled} />
      <RowMenu rowKey={number} items={items} busy={busy} disabled={disabled} />
      <InsightDialogs invoice={ref} open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
