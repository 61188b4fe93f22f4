import type { Invoice } from "@oficina-virtual/api-contract";
import type * as React from "react";
import { useMessages, useTexts } from "../../../core/react/portalHooks";
import { invoicesMessages } from "../../../locales/es-ES/invoices";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Button, busyButtonProps } from "../../../ui/Button";
import { Spinner } from "../../../ui/Spinner";
import { invoiceKind } from "./InvoiceIcon";
import {
  canDownloadPdf,
  type ProformaSource,
  pdfFileName,
  proformaFileNameOf,
  proformasPdfFileName,
  shownNumber,
  unifiedFileName,
  unifiedNumber,
  type useInvoiceListDownloads,
} from "./useInvoiceListDownloads";

export type InvoiceListDownloads = ReturnType<typeof useInvoiceListDownloads>;

export interface InvoiceCellProps {
  invoice: Invoice;
  downloads: InvoiceListDownloads;
  proformaSource?: ProformaSource;
  /** While a dialog is open the links are inactive (part 2 §2.5). */
  disabled?: boolean;
  /** Only the proforma downloads: a unified invoice's member, whose PDF is the unified one. */
  proformasOnly?: boolean;
}

function PdfIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="ov:size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6M9 13h6M9 17h6" />
    </svg>
  );
}

const iconButton =
  "ov:inline-flex ov:size-9 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:bg-surface ov:text-primary ov:hover:bg-surface-muted ov:disabled:opacity-50 ov:aria-disabled:opacity-50";

/** The cell's main download, by the invoice's kind. */
export function MainDownload({ invoice, downloads, disabled }: Pick<InvoiceCellProps, "invoice" | "downloads" | "disabled">) {
  const messages = useMessages();
  const texts = textsOf(messages, invoiceListsArea).invoiceCell;
  const invoiceTexts = useTexts(invoicesMessages);
  const kind = invoiceKind(invoice);
  const number = shownNumber(invoice);
  let main: React.ReactNode;
  if (invoice.canDownload !== true || (kind !== "unified" && !canDownloadPdf(invoice))) {
    main = <span className="ov:text-text-muted">{invoiceTexts.pdfUnavailable}</span>;
  } else if (kind === "unified") {
    main = (
      <Button
        variant="link"
        className="ov:min-h-0 ov:py-0"
        busy={downloads.isPending(unifiedFileName(invoice))}
        disabled={disabled}
        aria-label={formatMessage(texts.unifiedLabel, { invoice: unifiedNumber(invoice) })}
        onClick={() => void downloads.unifiedPdf(invoice)}
      >
        {texts.unified}
      </Button>
    );
  } else if (kind === "misc") {
    main = (
      <Button
        variant="link"
        className="ov:min-h-0 ov:py-0"
        busy={downloads.isPending(pdfFileName(invoice))}
        disabled={disabled}
        aria-label={formatMessage(texts.miscLabel, { invoice: number })}
        onClick={() => void downloads.pdf(invoice)}
      >
        {texts.misc}
      </Button>
    );
  } else {
    const busy = downloads.isPending(pdfFileName(invoice));
    main = (
      <button
        type="button"
        className={iconButton}
        aria-label={formatMessage(texts.pdf, { invoice: number })}
        {...busyButtonProps({ busy, disabled, onClick: () => void downloads.pdf(invoice) })}
      >
        {busy ? <Spinner /> : <PdfIcon />}
      </button>
    );
  }

  return main;
}

/**
 * The 'Factura' cell: the PDF icon, 'Unificado' (the unified invoice's PDF) or 'Varios'
 * (a miscellaneous 'VA' invoice), or 'PDF No disponible' when the download flag is null or
 * empty; then the proforma downloads when the invoice has any.
 */
export function InvoiceCell({
  invoice,
  downloads,
  proformaSource = "proforma",
  disabled = false,
  proformasOnly = false,
}: InvoiceCellProps) {
  const texts = textsOf(useMessages(), invoiceListsArea).invoiceCell;
  const number = shownNumber(invoice);
  const proformaCount = invoice.proformaCount;
  return (
    <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
      {proformasOnly ? null : <MainDownload invoice={invoice} downloads={downloads} disabled={disabled} />}
      {proformaCount > 0 ? (
        <>
          <Button
            variant="secondary"
            className="ov:min-h-9 ov:px-2 ov:py-1 ov:text-xs"
            busy={downloads.isPending(proformaFileNameOf(invoice, proformaSource))}
            disabled={disabled}
            aria-label={formatMessage(texts.proformasLabel, { invoice: number })}
            onClick={() => void downloads.proformas(invoice)}
          >
            {texts.proformas}
          </Button>
          <Button
            variant="secondary"
            className="ov:min-h-9 ov:px-2 ov:py-1 ov:text-xs"
            busy={downloads.isPending(proformasPdfFileName(invoice))}
            disabled={disabled}
            aria-label={formatMessage(texts.proformasPdfLabel, { invoice: number })}
            onClick={() => void downloads.proformasPdf(invoice)}
          >
            {texts.proformasPdf}
          </Button>
        </>
      ) : null}
    </div>
  );
}
