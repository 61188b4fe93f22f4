import type { Invoice } from "@oficina-virtual/api-contract";
import { comparableRows, hasInsights } from "./invoiceRows";

const invoice = (overrides: Partial<Invoice>): Invoice =>
  ({
    line: "Electricidad",
    series: "ENERGIA",
    number: "1",
    issueDate: "2026-01-05",
    amount: 50,
    currency: "EUR",
    periodFrom: null,
    periodUntil: null,
    category: null,
    isUnified: false,
    contractCode: "C1",
    contract: null,
    cups: null,
    ...overrides,
  }) as Invoice;

describe("comparableRows", () => {
  it("offers the comparison on every row but the oldest of each supply on the last page", () => {
    const rows = [
      invoice({ number: "3", issueDate: "2026-03-05" }),
      invoice({ number: "9", issueDate: "2026-03-01", contractCode: "C2" }),
      invoice({ number: "2", issueDate: "2026-02-05" }),
      invoice({ number: "1", issueDate: "2026-01-05" }),
    ];
    expect(comparableRows(rows, false)).toEqual([true, false, true, false]);
    expect(comparableRows(rows, true)).toEqual([true, true, true, true]);
  });

  it("explains every row, and compares no miscellaneous invoice", () => {
    expect(hasInsights(invoice({ isUnified: true }))).toBe(true);
    expect(hasInsights(invoice({ category: "VA" }))).toBe(true);
    const rows = [invoice({ number: "2", issueDate: "2026-02-05", category: "VA" }), invoice({ number: "1" })];
    expect(comparableRows(rows, true)).toEqual([false, true]);
  });
});
