"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { commonMessages } from "../../../locales/es-ES/common";
import { homeArea } from "../../../locales/es-ES/labels/home";
import { formatMessage } from "../../../locales/format";
import { Alert } from "../../../ui/Alert";
import { comparableRows, InvoiceInsightActions, invoiceRef } from "../insights";
import { InvoiceCell } from "../invoices/InvoiceCell";
import { shownNumber, useInvoiceListDownloads } from "../invoices/useInvoiceListDownloads";
import { PaymentFacts } from "../payment/PaymentFacts";

/** The newest first, by issue date (the server's default query is its last ten, any order). */
export function newestFirst(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => (b.issueDate ?? "").localeCompare(a.issueDate ?? ""));
}

/** 'DD/MM/YYYY – DD/MM/YYYY', or the issue date alone when the reading dates are missing. */
export function usePeriod() {
  const format = useFormat();
  const texts = useTexts(homeArea).latestInvoice;
  return (invoice: Invoice) =>
    invoice.periodFrom && invoice.periodUntil
      ? formatMessage(texts.periodRange, { from: format.date(invoice.periodFrom), until: format.date(invoice.periodUntil) })
      : format.date(invoice.issueDate);
}

/** One invoice's figures and actions: the amount large, its period, then the PDF and 'Desglose'
 * (the lists' own cell and dialogs, so the download names and messages are the same). */
export function InvoiceSummary({ invoice, list, compact = false }: { invoice: Invoice; list: readonly Invoice[]; compact?: boolean }) {
  const format = useFormat();
  const texts = useTexts(homeArea).latestInvoice;
  const period = usePeriod();
  const downloads = useInvoiceListDownloads({ pdfErrorStyle: "withNumber" });
  const comparable = comparableRows(list, true)[list.indexOf(invoice)] ?? false;
  const number = shownNumber(invoice);
  return (
    <div className="ov:flex ov:flex-col ov:gap-2" data-slot="invoice-summary">
      <dl className="ov:flex ov:flex-wrap ov:items-end ov:gap-x-6 ov:gap-y-1">
        <div className="ov:flex ov:flex-col">
          <dt className="ov:text-sm ov:font-semibold ov:text-text-muted">{texts.amount}</dt>
          <dd className={compact ? "ov:text-xl ov:font-bold" : "ov:text-3xl ov:font-bold ov:text-text"}>
            {format.amount(invoice.amount, invoice.currency)}
          </dd>
        </div>
        <div className="ov:flex ov:flex-col">
          <dt className="ov:text-sm ov:font-semibold ov:text-text-muted">{texts.period}</dt>
          <dd>{period(invoice)}</dd>
        </div>
        <div className="ov:flex ov:flex-col">
          <dt className="ov:text-sm ov:font-semibold ov:text-text-muted">{texts.number}</dt>
          <dd>{number}</dd>
        </div>
        {invoice.address ? (
          <div className="ov:flex ov:min-w-0 ov:flex-col">
            <dt className="ov:text-sm ov:font-semibold ov:text-text-muted">{texts.supply}</dt>
            <dd className="ov:break-words">{invoice.address}</dd>
          </div>
        ) : null}
      </dl>
      {invoice.paymentState && invoice.dueDate ? <PaymentFacts state={invoice.paymentState} dueDate={invoice.dueDate} /> : null}
      <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
        <InvoiceCell invoice={invoice} downloads={downloads} />
        <InvoiceInsightActions invoice={invoiceRef(invoice, number)} comparable={comparable} />
      </div>
      {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}
    </div>
  );
}

/** The loading, failed and empty states shared by the customer's and the administrator's cards. */
export function InvoiceState({ loading, failed }: { loading: boolean; failed: boolean }) {
  const texts = useTexts(homeArea);
  const common = useTexts(commonMessages);
  if (loading) return <p className="ov:text-sm ov:text-text-muted">{texts.summary.loading}</p>;
  return <Alert tone={failed ? "error" : "info"}>{failed ? common.retryLater : texts.latestInvoice.none}</Alert>;
}
