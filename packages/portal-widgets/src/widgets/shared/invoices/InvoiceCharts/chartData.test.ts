import { type ContractInvoice, type Invoice, readContractInvoices } from "@oficina-virtual/api-contract";
import { consumptionSeries, matchPreviousYear, pointsFromAmounts, pointsFromContractInvoices, shortDateLabel } from "./chartData";

/** An item of the per-contract answer, read the way the client reads it. */
const invoice = (fechaFactura: string, importe: number, p: number[], kwh = 0): Invoice => {
  const item = {
    fechaFactura,
    factura: "1",
    serieFactura: "FE",
    total: { importe, divisa: "EUR" },
    consumoKwh: kwh,
    consumoActivaP1: p[0],
    consumoActivaP2: p[1],
    consumoActivaP3: p[2],
    pdf: null,
  } as ContractInvoice;
  const answer = { Invoices: { invoicesList: [item], total: { total: 1, countInvoices: 1 } } };
  return readContractInvoices(answer, { query: { line: "Electricidad" } }).invoices[0]!;
};

describe("chart data", () => {
  it("orders the invoices oldest first with DD/MM/YYYY labels and per-period kWh", () => {
    const points = pointsFromContractInvoices([invoice("2024-03-05", 80.5, [10, 20, 30], 60), invoice("2024-01-04", 70, [1, 2, 3], 6)]);
    expect(points.map((p) => p.label)).toEqual(["04/01/2024", "05/03/2024"]);
    expect(points[1]).toMatchObject({ amount: 80.5, consumption: 60, periods: { P1: 10, P2: 20, P3: 30, P4: 0 } });
  });

  it("stacks P1–P6 for six-period tariffs, P1–P3 otherwise, one series for gas", () => {
    const points = pointsFromContractInvoices([invoice("2024-01-04", 70, [1, 2, 3])]);
    expect(consumptionSeries("Electricidad", "3.0TD", points)).toEqual(["P1", "P2", "P3", "P4", "P5", "P6"]);
    expect(consumptionSeries("Electricidad", "2.0TD", points)).toEqual(["P1", "P2", "P3"]);
    expect(consumptionSeries("Gas", "RL.1", points)).toBe("total");
    expect(consumptionSeries("Electricidad", "2.0TD", pointsFromContractInvoices([invoice("2024-01-04", 70, [0, 0, 0], 5)]))).toBe("total");
  });

  it("matches each invoice with the same month a year earlier, summing that month", () => {
    const current = pointsFromAmounts([
      { date: "2024-02-10", amount: 50 },
      { date: "2024-03-12", amount: 60 },
    ]);
    const previous = pointsFromContractInvoices([invoice("2023-02-01", 40, [], 100), invoice("2023-02-20", 5, [], 10)]);
    expect(matchPreviousYear(current, previous)).toEqual([{ amount: 45, consumption: 110 }, null]);
  });

  it("draws one bar per issue date, the sum of that day's invoices, so no date repeats under the bars", () => {
    const points = pointsFromAmounts([
      ...Array.from({ length: 10 }, () => ({ date: "2026-11-06", amount: 10.1 })),
      { date: "2026-10-06", amount: 5 },
    ]);
    expect(points.map((p) => [p.label, p.amount])).toEqual([
      ["06/10/2026", 5],
      ["06/11/2026", 101],
    ]);
  });

  it("shortens a date label's year on narrow charts, in any locale's order", () => {
    expect(shortDateLabel("06/11/2026")).toBe("06/11/26");
    expect(shortDateLabel("11/06/2026")).toBe("11/06/26");
    expect(shortDateLabel("2026/11/06")).toBe("2026/11/06");
  });
});
