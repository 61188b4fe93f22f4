import { addMonths, madridDate, monthEnd } from "./dates";
import { allocateNumbers, type InvoiceContract, InvoiceNumbers, monthlyInvoices, unify } from "./invoices";
import { pricePlansFor } from "./prices";
import { Random } from "./random";

const contract: InvoiceContract = {
  id: 1,
  codAbonado: "100001",
  holderTaxId: "12345678Z",
  tariff: "2.0TD",
  powers: [4.6, 4.6, 0, 0, 0, 0],
  size: 1,
  solarKw: 0,
  plans: pricePlansFor("100001", "2.0TD", "2026-03-15"),
};

describe("Random", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = new Random("x");
    const b = new Random("x");
    const values = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(values);
    expect(new Random("y").next()).not.toBe(values[0]);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const r = new Random(1);
    for (let i = 0; i < 200; i++) expect(r.int(3, 9)).toBeGreaterThanOrEqual(3);
  });
});

describe("dates", () => {
  it("reads the calendar day in Madrid and does month arithmetic in UTC", () => {
    expect(madridDate(new Date("2026-03-14T23:30:00Z"))).toBe("2026-03-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-01");
    expect(monthEnd("2024-02-10")).toBe("2024-02-29");
  });
});

describe("monthlyInvoices", () => {
  it("covers the 26 months before today's month and moves with today", () => {
    const march = monthlyInvoices(contract, "2026-03-15");
    expect(march.map((d) => d.readingFrom)[0]).toBe("2024-01-01");
    expect(march.at(-1)?.readingFrom).toBe("2026-02-01");
    const april = monthlyInvoices(contract, "2026-04-20");
    expect(april[0]?.readingFrom).toBe("2024-02-01");
    expect(april.at(-1)?.readingUntil).toBe("2026-03-31");
  });

  it("never launches after today", () => {
    const early = monthlyInvoices(contract, "2026-03-01");
    expect(early.at(-1)?.launchDate).toBe("2026-03-01");
  });
});

describe("a solar supply's months without readings", () => {
  const solar = { ...contract, solarKw: 3 };
  const kwh = [90, 110, 160, 0, 0, 0];

  it("bill the surplus its readings measured in the same calendar month, per day", () => {
    // Readings of February and March 2026: February 2025 gets February's 84 kWh (28 days both
    // years), February 2024 (29 days) 84 / 28 × 29; months with no measured twin keep the sun's figure.
    const measured = new Map([
      ["2026-02-01", { kwhByPeriod: kwh, surplusKwh: 84 }],
      ["2026-03-01", { kwhByPeriod: kwh, surplusKwh: 155.031 }],
    ]);
    const drafts = monthlyInvoices(solar, "2026-04-10", 27, measured);
    const surplus = (from: string) => Number(drafts.find((d) => d.readingFrom === from)?.surplusKwh);
    expect(surplus("2026-02-01")).toBe(84);
    expect(surplus("2025-02-01")).toBe(84);
    expect(surplus("2024-02-01")).toBe(87);
    expect(surplus("2025-03-01")).toBe(155.031);
    expect(surplus("2025-07-01")).toBe(90); // 3 kW × 30 × cos 0
  });
});

describe("invoice numbers", () => {
  it("follow launch dates, continue a loaded counter and number a unified group once", () => {
    const drafts = monthlyInvoices(contract, "2026-03-15").concat(
      monthlyInvoices({ ...contract, id: 2, codAbonado: "100002" }, "2026-03-15"),
    );
    unify(drafts, ["100001", "100002"], 2, "2026-03-15", "g");
    const numbers = new InvoiceNumbers();
    const rows = allocateNumbers(drafts, numbers);
    expect(rows[0]?.numero).toBe("2024000001");
    const unified = rows.filter((r) => r.isUnificada);
    expect(unified).toHaveLength(4);
    expect(new Set(unified.map((r) => r.numeroUnica)).size).toBe(2);
    expect(numbers.next("ENERGIA", "2026-03-01")).toMatch(/^2026\d{6}$/);
    expect(numbers.next("FE26", "2026-03-01")).toBe("000001");
  });
});
