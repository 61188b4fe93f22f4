import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../locales/format";
import { Table, Td, Th } from "../../ui/Table";
import { comparableRows, hasInsights, InvoiceInsightActions, invoiceRef } from "../shared/insights";
import { InvoiceCell, type InvoiceListDownloads } from "../shared/invoices/InvoiceCell";
import { InvoiceIcon } from "../shared/invoices/InvoiceIcon";
import { shownNumber } from "../shared/invoices/useInvoiceListDownloads";

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
  const labels = useTexts(invoiceListsArea);
  const comparable = comparableRows(invoices, morePages);
  const columns = labels.columns;
  return (
    <Table label={label} className="ov-invoice-table">
      <thead>
        <tr>
          <Th>{columns.linea}</Th>
          <Th>{columns.nif}</Th>
          <Th>{columns.cups}</Th>
          <Th>{columns.contrato}</Th>
          <Th>{columns.numero}</Th>
          <Th>{columns.direccion}</Th>
          <Th>{columns.fechaFactura}</Th>
          <Th>{columns.lecturaDesde}</Th>
          <Th>{columns.lecturaHasta}</Th>
          <Th className="ov:text-right">{columns.importeTotal}</Th>
          <Th>{columns.factura}</Th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice, index) => {
          const code = invoice.contractCode ?? invoice.contract ?? "";
          return (
            <tr key={`${invoice.line}-${invoice.series}-${invoice.number}-${index}`} className="ov-invoice-table__row">
              <Td>
                <InvoiceIcon invoice={invoice} />
              </Td>
              <Td>{invoice.taxId ?? ""}</Td>
              <Td className="ov:whitespace-nowrap">{invoice.cups ?? ""}</Td>
              <Td>
                {code ? (
                  <button
                    type="button"
                    className="ov:font-medium ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover ov:disabled:opacity-60"
                    aria-label={formatMessage(labels.contract.openDetails, { code })}
                    aria-haspopup="dialog"
                    disabled={inactive}
                    onClick={() => onOpenContract(invoice)}
                  >
                    {code}
                  </button>
                ) : null}
              </Td>
              <Td className="ov:font-medium">{shownNumber(invoice)}</Td>
              <Td className="ov:min-w-48 ov:whitespace-normal">{invoice.address ?? ""}</Td>
              <Td>{format.date(invoice.issueDate)}</Td>
              <Td>{format.date(invoice.periodFrom)}</Td>
              <Td>{format.date(invoice.periodUntil)}</Td>
              <Td className="ov:text-right ov:whitespace-nowrap">{format.amount(invoice.amount, invoice.currency)}</Td>
              <Td>
                <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
                  <InvoiceCell invoice={invoice} downloads={downloads} disabled={inactive} />
                  {hasInsights(invoice) ? (
                    <InvoiceInsightActions
                      invoice={invoiceRef(invoice, shownNumber(invoice))}
                      comparable={comparable[index] ?? false}
                      disabled={inactive}
                    />
                  ) : null}
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
