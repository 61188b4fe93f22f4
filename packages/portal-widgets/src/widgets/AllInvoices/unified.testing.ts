import { makeInvoices } from "../shared/invoices/invoices.testing";

/** A unified invoice of three members (FU2026000655: 481,00 + 57,97 + 42,13 = 581,10 €) and
 * another of one, as fullbilling with findUnicas answers them: one row per member. */
export function unifiedMembers() {
  const rows = makeInvoices({ line: "Electricidad", count: 4, newest: "2026-10-10", firstNumber: 300_000, unified: true });
  const amounts = [481, 57.97, 42.13, 12.5];
  return rows.map((row, index) => ({
    ...row,
    contract: `10000${index + 1}`,
    contractCode: `10000${index + 1}`,
    numeroFacturaUnica: index < 3 ? "2026000655" : "2026000700",
    total: { amount: amounts[index] ?? 0, currency: "EUR" },
  }));
}
