"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Pagination } from "../../ui/Pagination";
import { Spinner } from "../../ui/Spinner";
import { useInvoiceFileDownloads } from "../shared/invoices/useInvoiceFileDownloads";
import { InvoiceTable } from "./InvoiceTable";
import { ResultsBulkDownloads } from "./ResultsBulkDownloads";
import type { InvoiceSearchState } from "./useInvoiceSearch";
import { useResultsCharts } from "./useResultsCharts";

export interface InvoiceResultsProps {
  supplyPoint: SupplyPoint;
  state: InvoiceSearchState;
}

/** 'Facturas': caption, list, pager, and with more than one invoice the ZIP, the charts and
 * 'Exportar Consumo' (part 2 §2.2). */
export function InvoiceResults({ supplyPoint, state }: InvoiceResultsProps) {
  const { messages, locale } = usePortal();
  const texts = textsOf(messages, invoicesArea).search;
  const invoiceTexts = useTexts(invoicesMessages);
  const downloads = useInvoiceFileDownloads();
  const headingId = React.useId();
  const { list, search, span } = state;
  const { cups } = supplyPoint;
  const caption = search ? formatMessage(texts.resultsCount, { count: list.total }) : texts.lastTen;

  const charts = useResultsCharts(supplyPoint, state, locale);

  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-4">
      <div className="ov:flex ov:flex-wrap ov:items-baseline ov:gap-3">
        <h2 id={headingId} className="ov:text-lg ov:font-semibold ov:text-text">
          {texts.results}
        </h2>
        <p aria-live="polite" className="ov:text-sm ov:text-text-muted" data-slot="results-caption">
          {list.loading ? null : caption}
        </p>
      </div>
      {list.loading ? (
        <Spinner label={texts.loading} />
      ) : list.failed || list.invoices.length === 0 ? (
        <Alert tone="info">{invoiceTexts.empty}</Alert>
      ) : (
        <>
          <InvoiceTable invoices={list.invoices} cups={cups} downloads={downloads} morePages={state.page < list.pages} />
          {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}
          {search ? (
            <Pagination
              layout="numbered"
              page={state.page}
              totalPages={list.pages}
              onPageChange={state.setPage}
              label={texts.pagination}
              maxButtons={5}
              disabled={list.fetching}
            />
          ) : null}
        </>
      )}
      {list.invoices.length > 1 ? (
        <>
          {span ? <ResultsBulkDownloads supplyPoint={supplyPoint} state={state} span={span} /> : null}
          {charts}
        </>
      ) : null}
    </section>
  );
}
