import { defaultDueDate } from "@oficina-virtual/api-contract";
import { DEMO_CUSTOMER } from "./accounts";
import { addDays, addMonths, type IsoDate } from "./dates";
import type { InvoiceDraft } from "./invoices";

/**
 * What the demo customer owes: every invoice is paid but two of one contract's, its newest
 * 'pendiente' and the one two months earlier 'devuelta' (the bank returned the direct debit).
 * The contract is one whose recent invoices are not members of a unified invoice (100001's
 * are, and a unified invoice is paid as one). The pending one falls due a week after the seed's
 * day at the earliest, so it reads 'Pendiente' (not 'Vencida') on any OV_SEED_TODAY.
 */
export function markDemoPayments(drafts: InvoiceDraft[], today: IsoDate): void {
  const own = drafts
    .filter((draft) => draft.codAbonado === DEMO_CUSTOMER.unpaid && draft.categoria === "EN")
    .sort((a, b) => b.launchDate.localeCompare(a.launchDate));
  const pending = own[0];
  const returned = own.find((draft) => draft.readingFrom <= addMonths(today, -2));
  if (pending) {
    const due = defaultDueDate(pending.launchDate);
    const weekAhead = addDays(today, 7);
    pending.paymentState = "pendiente";
    pending.dueDate = due > weekAhead ? due : weekAhead;
  }
  if (returned && returned !== pending) returned.paymentState = "devuelta";
}
