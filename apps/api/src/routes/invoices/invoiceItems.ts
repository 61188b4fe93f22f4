import { type FullbillingCount, type FullbillingInvoice, invoicePdfPath, paymentStateOf } from "@oficina-virtual/api-contract";
import type { FastifyReply } from "fastify";
import { type LineCounts, type ListRow, type SearchResult, streetOf } from "../../db/invoices/queries";
import { sendNoContent } from "../../http/fileReply";

/** The download path of an invoice's Pdf/pdf field, or null when it cannot be downloaded. */
export function pdfPathOf(row: { serie: string; numero: string; line: "Electricidad" | "Gas"; canDownload: boolean }): string | null {
  return row.canDownload ? invoicePdfPath({ serieFactura: row.serie, numeroFactura: row.numero, line: row.line }) : null;
}

/**
 * A fullbilling list item (part 2 §3). `contract` and `contractCode` both carry the
 * codAbonado: every call of the API names the codAbonado `contractCode`, and the lists'
 * 'Contrato' column shows it. `billNumber` and `factura` are the bare number: clients put the
 * series in front by the ENERGIA rule. `estado` and `fechaVencimiento` are ours, beside the
 * spec's fields: 'Vencida' depends on `today`.
 */
export function toInvoiceItem(row: ListRow, today: string): FullbillingInvoice {
  return {
    line: row.line,
    billNumber: row.numero,
    serieFactura: row.serie,
    launchDate: row.launchDate,
    total: { amount: Number(row.totalAmount), currency: row.currency },
    readingDateFrom: row.readingFrom,
    readingDateUntil: row.readingUntil,
    nif: row.taxId,
    street: `${streetOf(row)}, ${row.ciudad}`,
    contract: row.codAbonado,
    contractCode: row.codAbonado,
    cups: row.cups,
    facturaCategoria: row.categoria,
    isUnificada: row.isUnificada,
    isUnica: row.isUnica,
    serieFacturaUnica: row.serieUnica,
    numeroFacturaUnica: row.numeroUnica,
    canDownload: row.canDownload,
    Pdf: pdfPathOf(row),
    hasProformas: row.proformaCount,
    factura: row.numero,
    estado: paymentStateOf(row.paymentState, row.dueDate, today),
    fechaVencimiento: row.dueDate,
  };
}

/** Fullbilling.total: index 0 'All', 1 'Electricidad', 2 'Gas' (part 2 §3). */
export function totalsOf(counts: LineCounts): FullbillingCount[] {
  return [
    { line: "All", count: counts.all },
    { line: "Electricidad", count: counts.electricidad },
    { line: "Gas", count: counts.gas },
  ];
}

/** The answer of the fullbilling family: 204 with no body when nothing matches. */
export async function fullbillingAnswer(result: SearchResult, reply: FastifyReply, today: string) {
  if (result.counts.all === 0) return sendNoContent(reply);
  return { Invoice: result.rows.map((row) => toInvoiceItem(row, today)), Fullbilling: { total: totalsOf(result.counts) } };
}
