"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { invoiceFileName, invoiceNumber } from "../../domain/invoiceNumber";
import { pageCount } from "../../domain/pagination";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Pagination } from "../../ui/Pagination";
import { Spinner } from "../../ui/Spinner";
import { DataTable } from "../../ui/Table";
import { useInvoiceFileDownloads } from "../shared/invoices/useInvoiceFileDownloads";
import { usePaymentColumns } from "../shared/payment/PaymentState";
import { invoiceColumns } from "./invoiceColumns";
import type { InvoiceSearchState } from "./useInvoiceSearch";

const unifiedRef = (invoice: Invoice) =>
  invoice.unifiedNumber ? { serie: invoice.unifiedSeries ?? invoice.series, number: invoice.unifiedNumber } : null;

/**
 * 'Facturas Adicionales' (part 2 §2.2): the unified invoices that take in this contract's
 * invoices (fullbilling with contract and findUnicas=true), with their own pager. Each row is
 * one of the contract's invoices; 'Unificado' downloads the unified invoice it belongs to.
 */
export function AdditionalInvoices({ additional }: { additional: InvoiceSearchState["additional"] }) {
  const format = useFormat();
  const payment = usePaymentColumns((invoice: Invoice) => invoice);
  const messages = useMessages();
  const texts = textsOf(messages, invoicesArea).search;
  const invoiceTexts = useTexts(invoicesMessages);
  const downloads = useInvoiceFileDownloads();
  const headingId = React.useId();
  const items = additional.data?.invoices ?? [];
  const pages = additional.data ? pageCount(additional.data.totals.all) : 0;
  const unifiedPdf = (invoice: Invoice) => {
    const unified = unifiedRef(invoice);
    if (!unified) return <span className="ov:text-text-muted">{invoiceTexts.pdfUnavailable}</span>;
    return (
      <Button
        variant="link"
        className="ov:min-h-0 ov:py-0"
        busy={downloads.isPending(invoiceFileName(unified.serie, unified.number))}
        aria-label={formatMessage(texts.unifiedLabel, { invoice: invoiceNumber(unified.serie, unified.number) })}
        onClick={() => void downloads.unifiedPdf({ ...unified, line: invoice.line })}
      >
        {texts.unified}
      </Button>
    );
  };
  const columns = invoiceColumns({ texts, format, download: unifiedPdf, payment });

  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-3">
      <h2 id={headingId} className="ov:text-lg ov:font-semibold ov:text-text">
        {texts.additional}
      </h2>
      {additional.loading ? (
        <Spinner label={texts.loading} />
      ) : additional.failed || items.length === 0 ? (
        <Alert tone="info">{invoiceTexts.empty}</Alert>
      ) : (
        <>
          <DataTable
            label={texts.additionalTable}
            columns={columns}
            rows={items}
            rowKey={(invoice) => `${invoice.series}-${invoice.number}`}
          />
          {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}
          <Pagination
            layout="numbered"
            page={additional.page}
            totalPages={pages}
            onPageChange={additional.setPage}
            label={texts.additionalPagination}
            maxButtons={5}
          />
        </>
      )}
    </section>
  );
}
