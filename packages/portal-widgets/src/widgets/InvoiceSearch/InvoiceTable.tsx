"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import { useMessages, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { invoiceFileName, invoiceNumber } from "../../domain/invoiceNumber";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/Table";
import { InvoiceInsightActions } from "../shared/insights/InvoiceInsightActions";
import { comparableRows, hasInsights, invoiceRef } from "../shared/insights/invoiceRows";
import type { InvoiceFileDownloads } from "../shared/invoices/useInvoiceFileDownloads";
import { usePaymentColumns } from "../shared/payment/PaymentState";
import { invoiceColumns } from "./invoiceColumns";

export interface InvoiceTableProps {
  invoices: readonly Invoice[];
  cups: string;
  downloads: InvoiceFileDownloads;
  /** Older invoices follow on later pages (every row then has a previous one). */
  morePages?: boolean;
}

/** The contract's invoices; each row downloads its PDF as 'Factura-{series}{number}.pdf' and
 * opens its 'Desglose' and '¿Por qué ha cambiado?'. On a phone each invoice is a card: its
 * number, date and amount first, the PDF and the insights visible. */
export function InvoiceTable({ invoices, cups, downloads, morePages = false }: InvoiceTableProps) {
  const format = useFormat();
  const payment = usePaymentColumns((invoice: Invoice) => invoice);
  const messages = useMessages();
  const texts = textsOf(messages, invoicesArea).search;
  const invoiceTexts = useTexts(invoicesMessages);
  const comparable = comparableRows(invoices, morePages);
  const pdf = (invoice: Invoice) => {
    const number = invoiceNumber(invoice.series, invoice.number);
    const path = invoice.pdfPath;
    if (!path) return <span className="ov:text-text-muted">{invoiceTexts.pdfUnavailable}</span>;
    return (
      <Button
        variant="link"
        className="ov:min-h-0 ov:py-0"
        busy={downloads.isPending(invoiceFileName(invoice.series, invoice.number))}
        aria-label={formatMessage(texts.downloadPdf, { invoice: number })}
        onClick={() => void downloads.invoicePdf({ path, serie: invoice.series, number: invoice.number, cups })}
      >
        {texts.pdf}
      </Button>
    );
  };
  const columns = invoiceColumns({
    texts,
    format,
    period: true,
    download: pdf,
    payment,
    after: [
      {
        id: "insights",
        header: texts.colInsights,
        role: "action",
        cell: (i, index) =>
          hasInsights(i) ? (
            <InvoiceInsightActions invoice={invoiceRef(i, invoiceNumber(i.series, i.number))} comparable={comparable[index] ?? false} />
          ) : null,
      },
    ],
  });
  return (
    <DataTable
      label={texts.table}
      className="ov-invoices-table"
      rowClassName="ov-invoices-table__row"
      columns={columns}
      rows={invoices}
      rowKey={(i) => `${i.series}-${i.number}`}
    />
  );
}
