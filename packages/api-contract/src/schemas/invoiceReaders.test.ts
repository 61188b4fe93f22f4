import { ApiMessage } from "../errors";
import { responseSamples } from "../testing/samples.testing";
import { contractInvoicesResponseSchema, readContractInvoices } from "./contracts";
import { fullbillingResponseSchema, readInvoiceSearch } from "./invoices";

const electricity = { query: { line: "Electricidad" } };

describe("one Invoice for both invoice answers", () => {
  it("reads a fullbilling item and a per-contract item of the same invoice alike", () => {
    const [searched] = readInvoiceSearch(fullbillingResponseSchema.parse(responseSamples.fullbilling)).invoices;
    const [listed] = readContractInvoices(contractInvoicesResponseSchema.parse(responseSamples.contractInvoices), electricity).invoices;
    const common = {
      line: "Electricidad",
      series: "ENERGIA",
      number: "2500123",
      amount: 58.31,
      currency: "EUR",
      isUnified: false,
      canDownload: true,
    };
    expect(searched).toMatchObject(common);
    expect(listed).toMatchObject({ ...common, issueDate: "2025-02-03", periodFrom: "2025-01-01", periodUntil: "2025-01-31" });
    expect(listed?.pdfPath).toEqual(expect.stringContaining("/ov/invoices/api/pdf?"));
  });

  it("fullbilling: the totals by line, the unified invoice it belongs to, and no proformas as 0", () => {
    const result = readInvoiceSearch(fullbillingResponseSchema.parse(responseSamples.filterFullbilling));
    expect(result.totals).toEqual({ all: 2, electricidad: 1, gas: 1 });
    const [unified] = readInvoiceSearch(fullbillingResponseSchema.parse(responseSamples.unicasGasInvoices)).invoices;
    expect(unified).toMatchObject({ line: "Gas", isUnified: true, unifiedSeries: "FU25", unifiedNumber: "000731" });
    expect(readInvoiceSearch(fullbillingResponseSchema.parse({}))).toEqual({ invoices: [], totals: { all: 0, electricidad: 0, gas: 0 } });
  });

  it("per contract: kWh from consumoKwh, else TotalConsumoEnergiaActiva; per period; the line from the query", () => {
    const answer = contractInvoicesResponseSchema.parse(responseSamples.contractInvoices);
    const [item] = answer.Invoices.invoicesList;
    const withoutKwh = {
      ...answer,
      Invoices: { ...answer.Invoices, invoicesList: [{ ...item!, consumoKwh: null, TotalConsumoEnergiaActiva: 12 }] },
    };
    expect(readContractInvoices(answer, electricity).invoices[0]).toMatchObject({
      consumptionKwh: 231,
      consumptionByPeriod: { P1: 80.5, P2: 70, P3: 80.5, P4: 0, P5: 0, P6: 0 },
      tariff: "2.0TD",
    });
    expect(readContractInvoices(withoutKwh, electricity).invoices[0]?.consumptionKwh).toBe(12);
    expect(readContractInvoices(answer, { query: { line: "gas" } }).invoices[0]?.line).toBe("Gas");
    expect(readContractInvoices(answer, electricity).total).toBe(14);
    expect(() => readContractInvoices(answer, {})).toThrow(/no line/);
  });

  it("per contract: 'No se han encontrado datos del titular.' is no invoices", () => {
    const answer = contractInvoicesResponseSchema.parse(responseSamples.contractInvoices);
    expect(readContractInvoices({ ...answer, message: ApiMessage.noHolderData }, electricity).invoices).toEqual([]);
  });
});
