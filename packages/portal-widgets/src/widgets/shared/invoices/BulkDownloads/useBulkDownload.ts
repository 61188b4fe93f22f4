"use client";

import type { Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import type { DownloadResult } from "../../../../core/client/responseReading";
import type { InvoiceSearchParams } from "../../../../core/queries/domainQueries";
import { usePortal, useTexts } from "../../../../core/react/portalHooks";
import { busyDownloadText, useFileDownload } from "../../../../core/react/useFileDownload";
import { invoicesExcelFileName, invoicesPdfFileName, invoicesRarFileName } from "../../../../domain/downloads";
import { invoicesMessages } from "../../../../locales/es-ES/invoices";

export type BulkFormat = "excel" | "pdf" | "zip";
export type BulkFetchers = Partial<Record<BulkFormat, () => Promise<DownloadResult>>>;

const EXCEL_KEYS = [
  "startDate",
  "endDate",
  "contract",
  "cups",
  "invoice",
  "cif",
  "start",
  "minPrice",
  "maxPrice",
  "hasUnicasInvoices",
] as const;

/** The Excel call takes fewer filters than the search, plus the line. */
function excelQuery(query: InvoiceSearchParams, line: Line) {
  const picked: Record<string, unknown> = { line };
  for (const key of EXCEL_KEYS) if (query[key] !== undefined) picked[key] = query[key];
  return picked;
}

export interface BulkDownloadOptions {
  line: Line;
  query: InvoiceSearchParams;
  fetchers: BulkFetchers;
  fileNames: Partial<Record<BulkFormat, string>>;
  errorMessages: Partial<Record<BulkFormat, string>>;
}

/** One line's mass downloads: each format's file name and call (the standard one unless a
 * fetcher stands in), and the failure of the last one, told apart when the server was busy. */
export function useBulkDownload({ line, query, fetchers, fileNames, errorMessages }: BulkDownloadOptions) {
  const { client, messages, locale } = usePortal();
  const invoiceTexts = useTexts(invoicesMessages);
  const { download, isPending } = useFileDownload();
  const [error, setError] = React.useState<{ text: string; busy: boolean } | null>(null);

  const names: Record<BulkFormat, string> = {
    excel: fileNames.excel ?? invoicesExcelFileName(line),
    pdf: fileNames.pdf ?? invoicesPdfFileName(line),
    zip: fileNames.zip ?? invoicesRarFileName(line),
  };
  const failures: Record<BulkFormat, string> = {
    excel: errorMessages.excel ?? invoiceTexts.exportExcelError,
    pdf: errorMessages.pdf ?? invoiceTexts.exportPdfError,
    zip: errorMessages.zip ?? invoiceTexts.exportZipError,
  };
  const standard: Record<BulkFormat, () => Promise<DownloadResult>> = {
    excel: () => client.download("invoicesExcel", { params: { line }, query: excelQuery(query, line) }),
    pdf: () => client.download("fullbillingPdf", { params: { line }, query }),
    zip: () => client.download("fullbillingRar", { params: { line }, query }),
  };

  const run = async (format: BulkFormat) => {
    setError(null);
    const outcome = await download(fetchers[format] ?? standard[format], { fileName: names[format] });
    const busy = busyDownloadText(outcome, locale, messages);
    if (!outcome.ok) setError({ text: busy ?? failures[format], busy: busy !== undefined });
  };

  return { names, run, isPending, error };
}
