import { buildCertificatePdf } from "../customer/certificatePdf";
import { buildContractPdf } from "../customer/contractPdf";
import { buildDataExportZip } from "../customer/dataExportZip";
import { buildMandatePdf } from "../customer/mandatePdf";
import { buildMeasuresXlsx } from "../customer/measuresXlsx";
import { invoiceFileName } from "../invoices/format";
import type { InvoiceDocument } from "../invoices/invoiceDocument";
import { renderInvoiceListPdf } from "../invoices/invoiceListPdf";
import { renderInvoicePdf } from "../invoices/invoicePdf";
import { renderConsumptionsXlsx, renderInvoicesXlsx } from "../invoices/invoicesXlsx";
import { renderProformasPdf, renderProformasXlsx, renderProformasZip } from "../invoices/proformas";
import { renderUnifiedInvoicePdf } from "../invoices/unifiedInvoicePdf";
import { renderZip } from "../invoices/zip";

/** A ZIP of the invoices' PDFs, one after another ('facturas {line}.rar'). */
export async function renderInvoicesZip(documents: InvoiceDocument[]): Promise<Buffer> {
  const entries = [];
  for (const document of documents) {
    entries.push({
      name: invoiceFileName(document.serie, document.numero),
      data: await renderInvoicePdf(document),
      date: new Date(`${document.launchDate}T00:00:00Z`),
    });
  }
  return renderZip(entries);
}

/**
 * Every document the server generates, by name: what the worker pool runs. The arguments are
 * plain data (structured-cloned into the worker: read from the database on the main thread),
 * the answer a file. Proformas share their invoice object, and drawProforma counts a page's
 * siblings by that identity: structured clone keeps shared references within one message, so
 * it holds in the worker too.
 */
export const documentTasks = {
  invoicePdf: renderInvoicePdf,
  unifiedInvoicePdf: renderUnifiedInvoicePdf,
  invoiceListPdf: renderInvoiceListPdf,
  invoicesZip: renderInvoicesZip,
  invoicesXlsx: renderInvoicesXlsx,
  consumptionsXlsx: renderConsumptionsXlsx,
  proformasPdf: renderProformasPdf,
  proformasXlsx: renderProformasXlsx,
  proformasZip: renderProformasZip,
  contractPdf: buildContractPdf,
  certificatePdf: buildCertificatePdf,
  measuresXlsx: buildMeasuresXlsx,
  mandatePdf: buildMandatePdf,
  dataExportZip: buildDataExportZip,
} satisfies Record<string, (...args: never[]) => Promise<Buffer>>;

export type DocumentTasks = typeof documentTasks;
export type DocumentTaskName = keyof DocumentTasks;

/** One message to the worker. */
export interface DocumentTask<N extends DocumentTaskName = DocumentTaskName> {
  name: N;
  args: Parameters<DocumentTasks[N]>;
}

export const isDocumentTaskName = (name: unknown): name is DocumentTaskName =>
  typeof name === "string" && Object.hasOwn(documentTasks, name);
