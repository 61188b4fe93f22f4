import type { Invoice } from "@oficina-virtual/api-contract";

/** One unified invoice as a list shows it: its own number and total, and the invoices it groups. */
export interface UnifiedGroup {
  key: string;
  /** The unified invoice: the first member's fields under the unified series and number, the
   * newest member's date and the members' total. */
  invoice: Invoice;
  /** In the order the list's call answered them. */
  members: readonly Invoice[];
}

const groupKey = (invoice: Invoice) =>
  invoice.unifiedNumber
    ? `${invoice.line}|${invoice.unifiedSeries ?? ""}|${invoice.unifiedNumber}`
    : `${invoice.line}|${invoice.series}|${invoice.number}|alone`;

/** The members' total as the unified invoice's PDF adds it: each amount rounded to the cent,
 * summed in cents, so binary fractions never show as 0,01 € off. */
export function unifiedTotal(members: readonly Pick<Invoice, "amount">[]): number {
  return members.reduce((cents, member) => cents + Math.round(member.amount * 100), 0) / 100;
}

function unifiedInvoice(members: readonly Invoice[]): Invoice {
  const first = members[0] as Invoice;
  const newest = members.reduce((latest, member) => (member.issueDate > latest ? member.issueDate : latest), first.issueDate);
  const one = members.length === 1;
  return {
    ...first,
    issueDate: newest,
    amount: unifiedTotal(members),
    // Fields that differ between members describe none of them once summed.
    periodFrom: one ? first.periodFrom : null,
    periodUntil: one ? first.periodUntil : null,
    proformaCount: members.reduce((sum, member) => sum + member.proformaCount, 0),
  };
}

/**
 * The spec's unified list answers one row per member invoice (fullbilling with findUnicas):
 * the rows of one unified invoice become one group, in the order of its first member. A row
 * that names no unified invoice stays a group of its own.
 */
export function groupUnified(invoices: readonly Invoice[]): UnifiedGroup[] {
  const byKey = new Map<string, Invoice[]>();
  for (const invoice of invoices) {
    const key = groupKey(invoice);
    const members = byKey.get(key);
    if (members) members.push(invoice);
    else byKey.set(key, [invoice]);
  }
  return [...byKey].map(([key, members]) => ({ key, invoice: unifiedInvoice(members), members }));
}
