"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import { useMessages, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import type { Formatters } from "../../domain/format";
import { invoiceFileName, invoiceNumber } from "../../domain/invoiceNumber";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { Table, Td, Th } from "../../ui/Table";
import { comparableRows, hasInsights, InvoiceInsightActions, invoiceRef } from "../shared/insights";
import type { InvoiceFileDownloads } from "../shared/invoices/useInvoiceFileDownloads";

export interface InvoiceTableProps {
  invoices: readonly Invoice[];
  cups: string;
  downloads: InvoiceFileDownloads;
  /** Older invoices follow on later pages (every row then has a previous one). */
  morePages?: boolean;
}

const kwh = (invoice: Invoice, format: Formatters) => (invoice.consumptionKwh === null ? "" : format.number(invoice.consumptionKwh));

/** The contract's invoices; each row downloads its PDF as 'Factura-{series}{number}.pdf' and
 * opens its 'Desglose' and '¿Por qué ha cambiado?'. */
export function InvoiceTable({ invoices, cups, downloads, morePages = false }: InvoiceTableProps) {
  const format = useFormat();
  const messages = useMessages();
  const texts = textsOf(messages, invoicesArea).search;
  const invoiceTexts = useTexts(invoicesMessages);
  const comparable = comparableRows(invoices, morePages);
  return (
    <Table label={texts.table} className="ov-invoices-table">
      <thead>
        <tr>
          <Th>{texts.colNumber}</Th>
          <Th>{texts.colDate}</Th>
          <Th>{texts.colFrom}</Th>
          <Th>{texts.colUntil}</Th>
          <Th className="ov:text-right">{texts.colAmount}</Th>
          <Th className="ov:text-right">{texts.colConsumption}</Th>
          <Th>{texts.colInvoice}</Th>
          <Th>{texts.colInsights}</Th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice, index) => {
          const number = invoiceNumber(invoice.series, invoice.number);
          const path = invoice.pdfPath;
          return (
            <tr key={`${invoice.series}-${invoice.number}`} className="ov-invoices-table__row">
              <Td className="ov:font-medium">{number}</Td>
              <Td>{format.date(invoice.issueDate)}</Td>
              <Td>{format.date(invoice.periodFrom)}</Td>
              <Td>{format.date(invoice.periodUntil)}</Td>
              <Td className="ov:text-right ov:whitespace-nowrap">{format.amount(invoice.amount, invoice.currency)}</Td>
              <Td className="ov:text-right">{kwh(invoice, format)}</Td>
              <Td>
                {path ? (
                  <Button
                    variant="link"
                    className="ov:min-h-0 ov:py-0"
                    busy={downloads.isPending(invoiceFileName(invoice.series, invoice.number))}
                    aria-label={formatMessage(texts.downloadPdf, { invoice: number })}
                    onClick={() => void downloads.invoicePdf({ path, serie: invoice.series, number: invoice.number, cups })}
                  >
                    {texts.pdf}
                  </Button>
                ) : (
                  <span className="ov:text-text-muted">{invoiceTexts.pdfUnavailable}</span>
                )}
              </Td>
              <Td>
                {hasInsights(invoice) ? (
                  <InvoiceInsightActions invoice={invoiceRef(invoice, number)} comparable={comparable[index] ?? false} />
                ) : null}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
