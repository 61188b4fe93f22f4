"use client";

import { type Line, PDF_MIME, XLS_MIME, ZIP_MIME } from "@oficina-virtual/api-contract";
import * as React from "react";
import type { DownloadResult } from "../../../core/client/responseReading";
import { usePortal, useTexts } from "../../../core/react/portalHooks";
import { busyDownloadText, useFileDownload } from "../../../core/react/useFileDownload";
import { proformaFileName } from "../../../domain/downloads";
import { invoiceFileName, invoiceNumber } from "../../../domain/invoiceNumber";
import { invoicesMessages } from "../../../locales/es-ES/invoices";
import { formatMessage } from "../../../locales/format";

export interface InvoiceRef {
  /** serieFactura as the server sends it. */
  serie: string;
  /** The bare number (billNumber / factura). */
  number: string;
  line: Line;
}

export interface InvoicePdfRequest extends Omit<InvoiceRef, "line"> {
  /** The invoice's Pdf/pdf field (a path under /ov/). */
  path: string;
  /** The per-contract view appends &CUPS={cups}. */
  cups?: string | undefined;
  /** Administrator and gas screens name the invoice in the error (part 2 §8). */
  errorWithNumber?: boolean;
}

export interface ProformaRequest extends InvoiceRef {
  /** Excel for a single proforma, ZIP for several (hasProformas > 1). */
  format: "excel" | "zip";
  marca?: string | undefined;
}

/**
 * Single-invoice downloads shared by the invoice screens (part 2 §7–§9):
 * - `invoicePdf`: the path of the invoice's Pdf field, saved as 'Factura-{series}{number}.pdf';
 * - `unifiedPdf`: a unified invoice (/ov/contracts/api/contracts), same name;
 * - `proforma`: 'PROFORMAS-{series}{number}.xls' or '.zip' (300-byte minimum);
 * - `proformaPdf`: the proformas as one PDF, 'PROFORMAS-{series}{number}.pdf'.
 * Each resolves to true when saved; `error` holds the spec's message of the last failure.
 * `isPending(fileName)` drives each button's progress; a second click on the same file is ignored.
 */
export function useInvoiceFileDownloads() {
  const { client, messages, locale } = usePortal();
  const invoiceTexts = useTexts(invoicesMessages);
  const { download, isPending } = useFileDownload();
  const [error, setError] = React.useState<string | null>(null);

  const save = React.useCallback(
    async (fetchFile: () => Promise<DownloadResult>, fileName: string, failure: string, kind: "default" | "proforma" = "default") => {
      setError(null);
      const outcome = await download(fetchFile, { fileName, kind });
      if (!outcome.ok) setError(busyDownloadText(outcome, locale, messages) ?? failure);
      return outcome.ok;
    },
    [download, messages, locale],
  );

  const invoicePdf = React.useCallback(
    (request: InvoicePdfRequest) => {
      const failure = request.errorWithNumber
        ? formatMessage(invoiceTexts.pdfErrorWithNumber, { invoice: invoiceNumber(request.serie, request.number) })
        : invoiceTexts.pdfError;
      const query = request.cups ? { CUPS: request.cups } : undefined;
      return save(
        () => client.rawDownload(request.path, { query, accept: PDF_MIME }),
        invoiceFileName(request.serie, request.number),
        failure,
      );
    },
    [client, invoiceTexts, save],
  );

  const unifiedPdf = React.useCallback(
    (invoice: InvoiceRef & { marca?: string | undefined }) =>
      save(
        () =>
          client.download("unifiedInvoicePdf", {
            query: {
              numeroFactura: invoice.number,
              serieFactura: invoice.serie,
              line: invoice.line,
              marca: invoice.marca,
              "Content-Type": "pdf",
              base64: false,
            },
          }),
        invoiceFileName(invoice.serie, invoice.number),
        invoiceTexts.fileError,
      ),
    [client, invoiceTexts, save],
  );

  const proformaHeaders = (invoice: InvoiceRef & { marca?: string | undefined }, accept: string) => ({
    Accept: accept,
    serieFactura: invoice.serie,
    numeroFactura: invoice.number,
    linea: invoice.line,
    ...(invoice.marca ? { nombreMarca: invoice.marca } : {}),
  });

  const proforma = React.useCallback(
    (request: ProformaRequest) =>
      save(
        () => client.download("proforma", { headers: proformaHeaders(request, request.format === "zip" ? ZIP_MIME : XLS_MIME) }),
        proformaFileName(request.serie, request.number, request.format),
        invoiceTexts.fileError,
        "proforma",
      ),
    [client, invoiceTexts, save],
  );

  const proformaPdf = React.useCallback(
    (invoice: InvoiceRef & { marca?: string | undefined }) =>
      save(
        () => client.download("proformaDownload", { headers: proformaHeaders(invoice, PDF_MIME) }),
        `PROFORMAS-${invoiceNumber(invoice.serie, invoice.number)}.pdf`,
        invoiceTexts.fileError,
      ),
    [client, invoiceTexts, save],
  );

  return { invoicePdf, unifiedPdf, proforma, proformaPdf, isPending, error, clearError: () => setError(null) };
}

export type InvoiceFileDownloads = ReturnType<typeof useInvoiceFileDownloads>;
