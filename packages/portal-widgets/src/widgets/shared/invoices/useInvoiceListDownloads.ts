"use client";

import { type Invoice, XLS_MIME, ZIP_MIME } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../../core/react/portalHooks";
import { busyDownloadText, useFileDownload } from "../../../core/react/useFileDownload";
import { proformaFileName } from "../../../domain/downloads";
import { invoiceFileName, invoiceNumber } from "../../../domain/invoiceNumber";
import { invoicesMessages } from "../../../locales/es-ES/invoices";
import { useInvoiceFileDownloads } from "./useInvoiceFileDownloads";

/** How a screen reports a failed invoice PDF (part 2 §8): the all-invoices view with the
 * generic text, the administrator and gas screens naming the invoice. */
export type PdfErrorStyle = "generic" | "withNumber";

/** Which call brings a gas invoice's proformas: the all-invoices view uses
 * fullbilling/unicas/gas with a cache-buster, the other screens the proforma call. */
export type ProformaSource = "proforma" | "unicasGas";

export interface InvoiceListDownloadsOptions {
  pdfErrorStyle: PdfErrorStyle;
  proformaSource?: ProformaSource;
}

export const shownNumber = (invoice: Invoice) => invoiceNumber(invoice.series, invoice.number);
export const unifiedNumber = (invoice: Invoice) =>
  invoiceNumber(invoice.unifiedSeries ?? invoice.series, invoice.unifiedNumber ?? invoice.number);
/** The spec's 'PDF No disponible' case: the download flag null or empty (or no path to follow). */
export const canDownloadPdf = (invoice: Invoice) => invoice.canDownload && !!invoice.pdfPath;

/**
 * The single-invoice downloads of a list, by invoice: the invoice PDF, the unified invoice
 * PDF and the proformas (Excel or ZIP, and PDF), each under the spec's file name and size
 * rule (useInvoiceFileDownloads), plus the all-invoices view's gas proformas.
 */
export function useInvoiceListDownloads({ pdfErrorStyle, proformaSource = "proforma" }: InvoiceListDownloadsOptions) {
  const { client, messages, locale } = usePortal();
  const invoiceTexts = useTexts(invoicesMessages);
  const shared = useInvoiceFileDownloads();
  const files = useFileDownload();
  const [gasError, setGasError] = React.useState<string | null>(null);
  const [lastFailed, setLastFailed] = React.useState<"shared" | "gas" | null>(null);

  const track = async (which: "shared" | "gas", run: () => Promise<boolean>) => {
    setLastFailed(null);
    if (!(await run())) setLastFailed(which);
  };

  const pdf = (invoice: Invoice) =>
    track("shared", () =>
      shared.invoicePdf({
        path: invoice.pdfPath ?? "",
        serie: invoice.series,
        number: invoice.number,
        errorWithNumber: pdfErrorStyle === "withNumber",
      }),
    );

  const unifiedPdf = (invoice: Invoice) =>
    track("shared", () =>
      shared.unifiedPdf({
        serie: invoice.unifiedSeries ?? invoice.series,
        number: invoice.unifiedNumber ?? invoice.number,
        line: invoice.line,
      }),
    );

  const proformas = (invoice: Invoice) => {
    const { headers, format } = proformaRequest(invoice, proformaSource);
    if (proformaSource === "unicasGas" && invoice.line === "Gas") {
      return track("gas", async () => {
        setGasError(null);
        const outcome = await files.download(() => client.download("unicasGasProformas", { query: { cb: Date.now() }, headers }), {
          fileName: proformaFileName(headers.serieFactura, headers.numeroFactura, format),
          kind: "proforma",
        });
        if (!outcome.ok) setGasError(busyDownloadText(outcome, locale, messages) ?? invoiceTexts.fileError);
        return outcome.ok;
      });
    }
    return track("shared", () =>
      shared.proforma({ serie: headers.serieFactura, number: headers.numeroFactura, line: invoice.line, format }),
    );
  };

  const proformasPdf = (invoice: Invoice) =>
    track("shared", () => shared.proformaPdf({ serie: invoice.series, number: invoice.number, line: invoice.line }));

  return {
    pdf,
    unifiedPdf,
    proformas,
    proformasPdf,
    error: lastFailed === "gas" ? gasError : lastFailed === "shared" ? shared.error : null,
    isPending: (fileName: string) => shared.isPending(fileName) || files.isPending(fileName),
  };
}

export const pdfFileName = (invoice: Invoice) => invoiceFileName(invoice.series, invoice.number);
export const unifiedFileName = (invoice: Invoice) =>
  invoiceFileName(invoice.unifiedSeries ?? invoice.series, invoice.unifiedNumber ?? invoice.number);
/** The spec names the Excel/ZIP proformas only; the PDF keeps the same stem. */
export const proformasPdfFileName = (invoice: Invoice) => `PROFORMAS-${shownNumber(invoice)}.pdf`;

/** One proforma comes as an Excel sheet, several as a ZIP: asked for by Accept so the file
 * and its name agree. The all-invoices view's gas proformas are those of the unified
 * invoice when the invoice is part of one. */
function proformaRequest(invoice: Invoice, source: ProformaSource) {
  const unified = source === "unicasGas" && invoice.line === "Gas" && invoice.unifiedNumber;
  const format: "excel" | "zip" = unified || invoice.proformaCount > 1 ? "zip" : "excel";
  const headers = {
    Accept: format === "zip" ? ZIP_MIME : XLS_MIME,
    serieFactura: unified ? (invoice.unifiedSeries ?? invoice.series) : invoice.series,
    numeroFactura: unified ? String(invoice.unifiedNumber) : invoice.number,
    linea: invoice.line,
  };
  return { headers, format };
}

export const proformaFileNameOf = (invoice: Invoice, source: ProformaSource = "proforma") => {
  const { headers, format } = proformaRequest(invoice, source);
  return proformaFileName(headers.serieFactura, headers.numeroFactura, format);
};
