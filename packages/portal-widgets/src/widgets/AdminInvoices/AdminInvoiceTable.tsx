import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../locales/format";
import { type Columns, DataTable } from "../../ui/Table";
import { preloadContractDetailsDialog } from "../shared/contracts/lazyContractDetailsDialog";
import { comparableRows } from "../shared/insights/invoiceRows";
import type { InvoiceListDownloads } from "../shared/invoices/InvoiceCell";
import { InvoiceIcon } from "../shared/invoices/InvoiceIcon";
import { InvoiceRowActions } from "../shared/invoices/InvoiceRowActions";
import { shownNumber } from "../shared/invoices/useInvoiceListDownloads";
import { usePaymentColumns } from "../shared/payment/PaymentState";

export interface AdminInvoiceTableProps {
  invoices: readonly Invoice[];
  label: string;
  downloads: InvoiceListDownloads;
  onOpenContract(invoice: Invoice): void;
  /** While the contract popup is open the row actions are inactive. */
  inactive: boolean;
  /** Older invoices follow on later pages (every row then has a previous one). */
  morePages?: boolean;
}

/**
 * The administrator's list (part 2 §2.5): line icon, NIF, CUPS, Contrato (opens 'Detalles
 * del Contrato'), Número, Dirección, Fecha de Factura, Lectura Desde, Lectura Hasta,
 * Importe Total, Factura ('Desglose' and '¿Por qué ha cambiado?' beside the PDF).
 */
export function AdminInvoiceTable({ invoices, label, downloads, onOpenContract, inactive, morePages = false }: AdminInvoiceTableProps) {
  const format = useFormat();
  const payment = usePaymentColumns((invoice: Invoice) => invoice);
  const labels = useTexts(invoiceListsArea);
  const comparable = comparableRows(invoices, morePages);
  const columns = labels.columns;
  const contractButton = (invoice: Invoice) => {
    const code = invoice.contractCode ?? invoice.contract ?? "";
    if (!code) return null;
    return (
      <button
        type="button"
        className="ov:font-medium ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover ov:disabled:opacity-60"
        aria-label={formatMessage(labels.contract.openDetails, { code })}
        aria-haspopup="dialog"
        disabled={inactive}
        onPointerEnter={preloadContractDetailsDialog}
        onFocus={preloadContractDetailsDialog}
        onClick={() => onOpenContract(invoice)}
      >
        {code}
      </button>
    );
  };
  const invoiceActions = (invoice: Invoice, index: number) => (
    <InvoiceRowActions invoice={invoice} downloads={downloads} insights comparable={comparable[index] ?? false} disabled={inactive} />
  );
  const shown: Columns<Invoice> = [
    { id: "line", header: columns.linea, role: "title", cell: (invoice) => <InvoiceIcon invoice={invoice} /> },
    { id: "nif", header: columns.nif, role: "detail", cell: (invoice) => invoice.taxId ?? "" },
    { id: "cups", header: columns.cups, role: "detail", cellClassName: "ov:break-all", cell: (invoice) => invoice.cups ?? "" },
    { id: "contract", header: columns.contrato, role: "title", cell: contractButton },
    { id: "number", header: columns.numero, role: "title", headline: true, cellClassName: "ov:font-medium", cell: shownNumber },
    { id: "address", header: columns.direccion, role: "title", wide: true, cell: (invoice) => invoice.address ?? "" },
    { id: "date", header: columns.fechaFactura, role: "title", cell: (invoice) => format.date(invoice.issueDate) },
    { id: "from", header: columns.lecturaDesde, role: "detail", cell: (invoice) => format.date(invoice.periodFrom) },
    { id: "until", header: columns.lecturaHasta, role: "detail", cell: (invoice) => format.date(invoice.periodUntil) },
    {
      id: "amount",
      header: columns.importeTotal,
      role: "key",
      align: "end",
      cellClassName: "ov:whitespace-nowrap",
      cell: (invoice) => format.amount(invoice.amount, invoice.currency),
    },
    ...payment,
    { id: "invoice", header: columns.factura, role: "action", cell: invoiceActions },
  ];
  return (
    <DataTable
      label={label}
      className="ov-invoice-table"
      rowClassName="ov-invoice-table__row"
      columns={shown}
      rows={invoices}
      rowKey={(invoice, index) => `${invoice.line}-${invoice.series}-${invoice.number}-${index}`}
    />
  );
}
