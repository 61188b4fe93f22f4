import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { Table, Td, Th } from "../../../ui/Table";
import { comparableRows, hasInsights, InvoiceInsightActions, invoiceRef } from "../insights";
import { InvoiceCell, type InvoiceListDownloads } from "./InvoiceCell";
import { InvoiceIcon } from "./InvoiceIcon";
import { type ProformaSource, shownNumber, unifiedNumber } from "./useInvoiceListDownloads";

export type InvoiceLayout = "simple" | "unified";

export interface InvoiceListTableProps {
  layout: InvoiceLayout;
  invoices: readonly Invoice[];
  /** Names the table's scroll box. */
  label: string;
  downloads: InvoiceListDownloads;
  proformaSource?: ProformaSource;
  /** Older invoices follow on later pages (every row then has a previous one). */
  morePages?: boolean;
}

const rowKey = (invoice: Invoice, index: number) => `${invoice.line}-${invoice.series}-${invoice.number}-${index}`;

/**
 * A customer invoice list in one of the two layouts of part 2 §2.4:
 * simple: line, Código, Contrato, NIF, Dirección, Número, Fecha de Factura, Importe Total,
 * Lectura Desde, Lectura Hasta, Factura; unified: line, NIF, Número, Fecha de Factura,
 * Importe Total, Factura. The 'Factura' cell also opens the invoice's 'Desglose' and, when it
 * has a previous invoice, '¿Por qué ha cambiado?'.
 */
export function InvoiceListTable({ layout, invoices, label, downloads, proformaSource, morePages = false }: InvoiceListTableProps) {
  const format = useFormat();
  const columns = useTexts(invoiceListsArea).columns;
  const simple = layout === "simple";
  const comparable = comparableRows(invoices, morePages);
  return (
    <Table label={label} className="ov-invoice-table">
      <thead>
        <tr>
          <Th>{columns.linea}</Th>
          {simple ? <Th>{columns.codigo}</Th> : null}
          {simple ? <Th>{columns.contrato}</Th> : null}
          <Th>{columns.nif}</Th>
          {simple ? <Th>{columns.direccion}</Th> : null}
          <Th>{columns.numero}</Th>
          <Th>{columns.fechaFactura}</Th>
          <Th className="ov:text-right">{columns.importeTotal}</Th>
          {simple ? <Th>{columns.lecturaDesde}</Th> : null}
          {simple ? <Th>{columns.lecturaHasta}</Th> : null}
          <Th>{columns.factura}</Th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice, index) => (
          <tr key={rowKey(invoice, index)} className="ov-invoice-table__row">
            <Td>
              <InvoiceIcon invoice={invoice} />
            </Td>
            {simple ? <Td>{invoice.contractCode ?? ""}</Td> : null}
            {simple ? <Td>{invoice.contract ?? ""}</Td> : null}
            <Td>{invoice.taxId ?? ""}</Td>
            {simple ? <Td className="ov:min-w-48 ov:whitespace-normal">{invoice.address ?? ""}</Td> : null}
            <Td className="ov:font-medium">{simple ? shownNumber(invoice) : unifiedNumber(invoice)}</Td>
            <Td>{format.date(invoice.issueDate)}</Td>
            <Td className="ov:text-right ov:whitespace-nowrap">{format.amount(invoice.amount, invoice.currency)}</Td>
            {simple ? <Td>{format.date(invoice.periodFrom)}</Td> : null}
            {simple ? <Td>{format.date(invoice.periodUntil)}</Td> : null}
            <Td>
              <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
                <InvoiceCell invoice={invoice} downloads={downloads} proformaSource={proformaSource} />
                {hasInsights(invoice) ? (
                  <InvoiceInsightActions invoice={invoiceRef(invoice, shownNumber(invoice))} comparable={comparable[index] ?? false} />
                ) : null}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
