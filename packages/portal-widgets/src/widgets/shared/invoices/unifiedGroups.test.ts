import type { Invoice } from "@oficina-virtual/api-contract";
import { NO_PERIOD_CONSUMPTION } from "@oficina-virtual/api-contract";
import { describe, expect, it } from "vitest";
import { groupUnified, unifiedTotal } from "./unifiedGroups";

const invoice = (over: Partial<Invoice>): Invoice => ({
  line: "Electricidad",
  series: "ENERGIA",
  number: "100001",
  issueDate: "2026-10-01",
  amount: 10,
  currency: "EUR",
  periodFrom: "2026-09-01",
  periodUntil: "2026-09-30",
  category: "EN",
  isUnified: true,
  unifiedSeries: "FU",
  unifiedNumber: "2026000655",
  canDownload: true,
  pdfPath: "/pdf",
  proformaCount: 0,
  paymentState: null,
  dueDate: null,
  taxId: "12345678Z",
  address: "Calle Mayor 1",
  contract: "100001",
  contractCode: "100001",
  cups: "ES0021000000000001AB",
  consumptionKwh: null,
  consumptionByPeriod: NO_PERIOD_CONSUMPTION,
  tariff: null,
  ...over,
});

describe("groupUnified", () => {
  it("makes one unified invoice of its member rows, with their total to the cent and the newest date", () => {
    const members = [
      invoice({ number: "100001", amount: 481, issueDate: "2026-10-02" }),
      invoice({ number: "100002", amount: 57.97, issueDate: "2026-10-05", contract: "100002" }),
      invoice({ number: "100003", amount: 42.13, issueDate: "2026-10-01", contract: "100003" }),
    ];
    const [group, ...rest] = groupUnified(members);
    expect(rest).toEqual([]);
    expect(group?.members).toEqual(members);
    expect(group?.invoice).toMatchObject({ unifiedNumber: "2026000655", amount: 581.1, issueDate: "2026-10-05", periodFrom: null });
  });

  it("keeps the rows' order by each unified invoice's first member, and a row naming none alone", () => {
    const groups = groupUnified([
      invoice({ number: "1", unifiedNumber: "A" }),
      invoice({ number: "2", unifiedNumber: "B" }),
      invoice({ number: "3", unifiedNumber: "A" }),
      invoice({ number: "4", unifiedNumber: null, unifiedSeries: null }),
      invoice({ number: "5", unifiedNumber: "A", line: "Gas" }),
    ]);
    expect(groups.map((group) => group.members.map((member) => member.number))).toEqual([["1", "3"], ["2"], ["4"], ["5"]]);
    expect(groups[1]?.invoice.periodFrom).toBe("2026-09-01");
  });

  it("adds the amounts in cents, as the unified invoice's PDF does, so no binary fraction shows", () => {
    expect(unifiedTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(unifiedTotal([{ amount: 19.99 }, { amount: 0.07 }, { amount: 33.33 }])).toBe(53.39);
    expect(unifiedTotal([])).toBe(0);
  });
});
