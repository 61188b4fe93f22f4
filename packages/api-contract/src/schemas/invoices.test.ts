import { ApiMessage } from "../errors";
import { routes } from "../routes";
import { responseSamples } from "../testing/samples.testing";
import { contractInvoicesResponseSchema } from "./contracts";
import { unicasAssociateSchema } from "./cups";
import { fullbillingResponseSchema, fullbillingTotals, invoicePdfPath, parseInvoicePdfPath } from "./invoices";
import { curvasResponseSchema, telemetryResponseSchema } from "./telemetry";

describe("fullbilling response", () => {
  it("normalises the quirks of an invoice", () => {
    const [invoice] = fullbillingResponseSchema.parse(responseSamples.fullbilling).Invoice;
    expect(invoice).toMatchObject({
      line: "Electricidad",
      billNumber: "2500123",
      total: { amount: 58.31, currency: "EUR" },
      isUnificada: false,
      canDownload: true,
      hasProformas: 0,
    });
  });

  it("reads an empty download flag as null", () => {
    const invoices = fullbillingResponseSchema.parse(responseSamples.filterFullbilling).Invoice;
    expect(invoices.map((i) => [i.line, i.canDownload, i.Pdf, i.contractCode])).toEqual([
      ["Electricidad", true, expect.stringContaining("/ov/invoices/api/pdf?"), "100234"],
      ["Gas", null, null, "200871"],
    ]);
  });

  it("finds the totals by line, whatever the case or position", () => {
    const response = fullbillingResponseSchema.parse(responseSamples.filterFullbilling);
    expect(response.Fullbilling.total.map((t) => t.line)).toEqual(["All", "Electricidad", "Gas"]);
    expect(fullbillingTotals(response)).toEqual({ all: 2, electricidad: 1, gas: 1 });
    const reordered = fullbillingResponseSchema.parse({
      Fullbilling: {
        total: [
          { line: "gas", count: 4 },
          { line: "ALL", count: 9 },
          { line: "Electricidad", count: 5 },
        ],
      },
    });
    expect(fullbillingTotals(reordered)).toEqual({ all: 9, electricidad: 5, gas: 4 });
    const single = fullbillingResponseSchema.parse(responseSamples.searchOneInvoice);
    expect(fullbillingTotals(single)).toEqual({ all: 1, electricidad: 0, gas: 0 });
  });

  it("parses {} (the body-less 204 'no data') to an empty result", () => {
    expect(fullbillingResponseSchema.parse({})).toEqual({ Invoice: [], Fullbilling: { total: [] } });
    expect(fullbillingTotals(fullbillingResponseSchema.parse({}))).toEqual({ all: 0, electricidad: 0, gas: 0 });
  });

  it("rejects a line that is neither All nor a business line", () => {
    expect(fullbillingResponseSchema.safeParse({ Fullbilling: { total: [{ line: "Agua", count: 1 }] } }).success).toBe(false);
  });
});

describe("invoice PDF path", () => {
  it("is built by the server and read back by the client", () => {
    const path = invoicePdfPath({ serieFactura: "ENERGIA", numeroFactura: "2500123", line: "electricidad" });
    expect(path).toBe("/ov/invoices/api/pdf?serieFactura=ENERGIA&numeroFactura=2500123&line=Electricidad");
    expect(path.startsWith(routes.invoicePdf.path + "?")).toBe(true);
    expect(parseInvoicePdfPath(path)).toEqual({ serieFactura: "ENERGIA", numeroFactura: "2500123", line: "Electricidad" });
  });

  it("keeps the per-contract view's CUPS", () => {
    const path = `${invoicePdfPath({ serieFactura: "FE25", numeroFactura: "000731", line: "Gas" })}&CUPS=ES0230901000012345QK`;
    expect(parseInvoicePdfPath(path)).toEqual({
      serieFactura: "FE25",
      numeroFactura: "000731",
      line: "Gas",
      CUPS: "ES0230901000012345QK",
    });
  });

  it("every sample invoice's Pdf field is a valid invoicePdf call", () => {
    for (const sample of [responseSamples.fullbilling, responseSamples.unicasGasInvoices]) {
      for (const invoice of fullbillingResponseSchema.parse(sample).Invoice) {
        expect(parseInvoicePdfPath(invoice.Pdf!)).not.toBeNull();
      }
    }
    const [contractInvoice] = contractInvoicesResponseSchema.parse(responseSamples.contractInvoices).Invoices.invoicesList;
    expect(routes.invoicePdf.request.query.safeParse(parseInvoicePdfPath(contractInvoice!.pdf!)).success).toBe(true);
  });

  it("refuses paths elsewhere or with a bad query", () => {
    expect(parseInvoicePdfPath("https://evil.example/ov/invoices/api/pdf?serieFactura=A&numeroFactura=1&line=Gas")).toBeNull();
    expect(parseInvoicePdfPath("/ov/invoices/api/other?serieFactura=A&numeroFactura=1&line=Gas")).toBeNull();
    expect(parseInvoicePdfPath("/ov/invoices/api/pdf?serieFactura=A&line=Gas")).toBeNull();
    expect(parseInvoicePdfPath("/ov/invoices/api/pdf?serieFactura=A&numeroFactura=1&line=Agua")).toBeNull();
  });
});

describe("other invoice and contract answers", () => {
  it("FacturasUnicas reads text booleans and defaults to false", () => {
    expect(unicasAssociateSchema.parse(responseSamples.isUnicaInvoicesAssociate)).toEqual({
      FacturasUnicas: { Electricidad: false, Gas: true },
    });
    expect(unicasAssociateSchema.parse({})).toEqual({ FacturasUnicas: { Electricidad: false, Gas: false } });
  });

  it("per-contract invoices: totals as numbers, and the 'no holder data' message as an empty list", () => {
    const parsed = contractInvoicesResponseSchema.parse(responseSamples.contractInvoices);
    expect(parsed.Invoices.total).toEqual({ total: 14, countInvoices: 10 });
    expect(parsed.Invoices.invoicesList[0]?.total).toEqual({ importe: 58.31, divisa: "EUR", countInvoices: 14, total: 58.31 });
    expect(contractInvoicesResponseSchema.parse({ message: ApiMessage.noHolderData })).toEqual({
      Invoices: { invoicesList: [], total: { total: 0, countInvoices: 0 } },
      message: ApiMessage.noHolderData,
    });
    const charts = contractInvoicesResponseSchema.parse(responseSamples.contractInvoiceCharts);
    expect(charts.Invoices.invoicesList).toHaveLength(1);
    expect(charts.Invoices.invoicesList[0]?.pdf).toBeNull();
  });

  it("telemetry and load curve: list or item, numeric strings, an error field", () => {
    const telemetry = telemetryResponseSchema.parse(responseSamples.telemetry);
    expect(telemetry.Telemetry.select[0]).toEqual({ dateRecord: "22-02-2025", activeEnergy: 1.25, reactiveEnergy: 0.3 });
    expect(telemetry.Telemetry.total.countTotal).toBe(2);
    expect(telemetryResponseSchema.parse({ error: "Sin datos" })).toEqual({
      Telemetry: { select: [], total: { countTotal: 0 } },
      error: "Sin datos",
    });
    const curvas = curvasResponseSchema.parse(responseSamples.curvas);
    expect(curvas.Curvas.select).toEqual([{ dateRecord: "22-02-2025", hourRecord: "1", activeEnergy: 0.42, pasiveEnergy: 0 }]);
  });
});
