import type { Invoice } from "@oficina-virtual/api-contract";
import { toDay } from "../../../domain/calendarDate";
import { invoiceKind } from "../invoices/InvoiceIcon";
import type { InvoiceRef } from "./insightTypes";

/** An invoice row as the insights name it. */
export const invoiceRef = (invoice: Invoice, shownNumber: string): InvoiceRef => ({
  series: invoice.series,
  number: invoice.number,
  shownNumber,
});

/** Every invoice row has a breakdown, also one billed inside a unified invoice (its own series
 * and number carry its lines) and a miscellaneous one ('VA': 'Otros conceptos' and IVA). */
export const hasInsights = (_invoice: Invoice) => true;

/** Only energy invoices follow one another: a miscellaneous one ('VA') is compared with none. */
const isEnergy = (invoice: Invoice) => invoiceKind({ ...invoice, isUnified: false }) !== "misc";

const supplyOf = (invoice: Invoice) => invoice.contractCode ?? invoice.contract ?? invoice.cups ?? "";
const timeOf = (invoice: Invoice) => toDay(invoice.periodUntil ?? invoice.issueDate)?.valueOf() ?? Number.NaN;

/**
 * Which rows have a previous invoice of the same supply, so '¿Por qué ha cambiado?' has
 * something to compare with: an older one in the rows shown, or any row when more pages
 * follow (the lists are newest first, so older invoices are on the later pages). Only the
 * oldest invoice of a supply on the last page goes without. The dialog still says so when the
 * server finds none (a list filtered by dates hides older invoices that exist).
 */
export function comparableRows(invoices: readonly Invoice[], morePages: boolean): boolean[] {
  return invoices.map((invoice) => {
    if (!isEnergy(invoice)) return false;
    if (morePages) return true;
    const supply = supplyOf(invoice);
    const time = timeOf(invoice);
    return invoices.some((other) => other !== invoice && isEnergy(other) && supplyOf(other) === supply && timeOf(other) < time);
  });
}
