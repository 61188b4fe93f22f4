import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { type Columns, DataTable } from "../../../ui/Table";
import { comparableRows } from "../insights/invoiceRows";
import { usePaymentColumns } from "../payment/PaymentState";
import type { InvoiceListDownloads } from "./InvoiceCell";
import { InvoiceIcon } from "./InvoiceIcon";
import { InvoiceRowActions } from "./InvoiceRowActions";
import { UnifiedMembers, useUnifiedRows } from "./UnifiedMembers";
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

const NO_INVOICES: readonly Invoice[] = [];

const rowKey = (invoice: Invoice, index: number) => `${invoice.line}-${invoice.series}-${invoice.number}-${index}`;

/**
 * A customer invoice list in one of the two layouts of part 2 §2.4:
 * simple: line, Código, Contrato, NIF, Dirección, Número, Fecha de Factura, Importe Total,
 * Lectura Desde, Lectura Hasta, Factura; unified: line, NIF, Número, Fecha de Factura,
 * Importe Total, Factura; ours after 'Importe Total' in both: 'Estado' and 'Fecha de
 * vencimiento' (the spec's exports keep their columns). The 'Factura' cell also opens the invoice's 'Desglose' and, when it
 * has a previous invoice, '¿Por qué ha cambiado?'.
 */
export function InvoiceListTable({ layout, invoices, label, downloads, proformaSource, morePages = false }: InvoiceListTableProps) {
  const format = useFormat();
  const payment = usePaymentColumns((invoice: Invoice) => invoice);
  const columns = useTexts(invoiceListsArea).columns;
  const simple = layout === "simple";
  const comparable = comparableRows(invoices, morePages);
  // The unified list's call answers one row per member invoice: one row per unified invoice,
  // with its total, and its members beneath.
  const unified = useUnifiedRows(simple ? NO_INVOICES : invoices, morePages);
  const rows = simple ? invoices : unified.groups.map((group) => group.invoice);
  const single = (index: number) => simple || unified.groups[index]?.members.length === 1;
  const onlyMember = (index: number) => (simple ? invoices[index] : unified.groups[index]?.members[0]);
  const invoiceActions = (invoice: Invoice, index: number) => (
    <InvoiceRowActions
      invoice={single(index) ? invoice : { ...invoice, proformaCount: 0 }}
      downloads={downloads}
      proformaSource={proformaSource}
      insights={single(index)}
      comparable={(simple ? comparable[index] : unified.comparable.get(onlyMember(index) as Invoice)) ?? false}
    />
  );
  const rowExtra = (_row: Invoice, index: number) => {
    const group = simple ? undefined : unified.groups[index];
    return group && group.members.length > 1 ? (
      <UnifiedMembers group={group} comparable={unified.comparable} downloads={downloads} proformaSource={proformaSource} />
    ) : null;
  };
  const shown: Columns<Invoice> = [
    { id: "line", header: columns.linea, role: "title", cell: (invoice) => <InvoiceIcon invoice={invoice} /> },
    simple && { id: "code", header: columns.codigo, role: "detail", cell: (invoice) => invoice.contractCode ?? "" },
    simple && { id: "contract", header: columns.contrato, role: "title", cell: (invoice) => invoice.contract ?? "" },
    { id: "nif", header: columns.nif, role: "detail", cell: (invoice) => invoice.taxId ?? "" },
    simple && { id: "address", header: columns.direccion, role: "title", wide: true, cell: (invoice) => invoice.address ?? "" },
    {
      id: "number",
      header: columns.numero,
      role: "title",
      headline: true,
      cellClassName: "ov:font-medium",
      cell: (invoice) => (simple ? shownNumber(invoice) : unifiedNumber(invoice)),
    },
    { id: "date", header: columns.fechaFactura, role: "title", cell: (invoice) => format.date(invoice.issueDate) },
    {
      id: "amount",
      header: columns.importeTotal,
      role: "key",
      align: "end",
      cellClassName: "ov:whitespace-nowrap",
      cell: (invoice) => format.amount(invoice.amount, invoice.currency),
    },
    ...payment,
    simple && { id: "from", header: columns.lecturaDesde, role: "detail", cell: (invoice) => format.date(invoice.periodFrom) },
    simple && { id: "until", header: columns.lecturaHasta, role: "detail", cell: (invoice) => format.date(invoice.periodUntil) },
    { id: "invoice", header: columns.factura, role: "action", cell: invoiceActions },
  ];
  return (
    <DataTable
      label={label}
      className="ov-invoice-table"
      rowClassName="ov-invoice-table__row"
      columns={shown}
      rows={rows}
      rowKey={rowKey}
      rowExtra={simple ? undefined : rowExtra}
    />
  );
}
