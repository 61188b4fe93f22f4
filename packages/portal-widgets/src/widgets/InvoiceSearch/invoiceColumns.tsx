import type { Invoice } from "@oficina-virtual/api-contract";
import type * as React from "react";
import type { Formatters } from "../../domain/format";
import { invoiceNumber } from "../../domain/invoiceNumber";
import type { invoicesArea } from "../../locales/es-ES/labels/invoices";
import type { Column, Columns } from "../../ui/Table";

type SearchTexts = (typeof invoicesArea)["spanish"]["search"];

export interface InvoiceColumnsOptions {
  texts: SearchTexts;
  format: Formatters;
  /** The reading period and consumption (the contract's list; 'Facturas Adicionales' has none). */
  period?: boolean;
  /** The 'Factura' column: the row's download. */
  download: (invoice: Invoice) => React.ReactNode;
  /** 'Estado' and 'Fecha de vencimiento', after Importe Total (shared/payment). */
  payment?: readonly Column<Invoice>[];
  /** Columns after 'Factura' (the insights). */
  after?: readonly Column<Invoice>[];
}

const kwh = (invoice: Invoice, format: Formatters) => (invoice.consumptionKwh === null ? "" : format.number(invoice.consumptionKwh));

/**
 * The columns of a contract's invoice lists, its own and 'Facturas Adicionales': Número and
 * Fecha de Factura naming the row, Importe Total its key figure, its payment state and due date, the period and consumption
 * when asked for, and 'Factura'. One builder, so the two tables cannot drift apart.
 */
export function invoiceColumns({
  texts,
  format,
  period = false,
  download,
  payment = [],
  after = [],
}: InvoiceColumnsOptions): Columns<Invoice> {
  return [
    {
      id: "number",
      header: texts.colNumber,
      role: "title",
      cellClassName: "ov:font-medium",
      cell: (i) => invoiceNumber(i.series, i.number),
    },
    { id: "date", header: texts.colDate, role: "title", cell: (i) => format.date(i.issueDate) },
    period && { id: "from", header: texts.colFrom, role: "detail", cell: (i) => format.date(i.periodFrom) },
    period && { id: "until", header: texts.colUntil, role: "detail", cell: (i) => format.date(i.periodUntil) },
    {
      id: "amount",
      header: texts.colAmount,
      role: "key",
      align: "end",
      cellClassName: "ov:whitespace-nowrap",
      cell: (i) => format.amount(i.amount, i.currency),
    },
    ...payment,
    period && { id: "kwh", header: texts.colConsumption, role: "detail", align: "end", cell: (i) => kwh(i, format) },
    { id: "pdf", header: texts.colInvoice, role: "action", cell: download },
    ...after,
  ];
}
