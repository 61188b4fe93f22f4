import { COMPANY } from "@oficina-virtual/api-contract";
import { PLAN_20TD, PLAN_30TD, PLAN_RL1 } from "../../insights/arithmetic.testing";
import { type BilledUsage, priceInvoice } from "../../insights/invoiceLines";
import type { PricePlan } from "../../insights/prices";
import type { InvoiceDocument } from "./invoiceDocument";
import { renderInvoicePdf } from "./invoicePdf";
import { invoiceFigures, pdfText, sampleInvoice } from "./readers.testing";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** An invoice whose lines are the breakdown engine's (insights/invoiceLines.ts), the lines the
 * portal's 'Desglose' shows, as db/invoices/documents.ts hands them to the PDF. */
function pricedInvoice(plan: PricePlan, usage: BilledUsage, overrides: Partial<InvoiceDocument> = {}) {
  const priced = priceInvoice(plan, usage);
  return { invoice: sampleInvoice({ ...overrides, total: priced.totalCents / 100, priced: priced.lines }), priced };
}

const electricity = (tariff: string, kwhByPeriod: number[]): BilledUsage => ({
  line: "Electricidad",
  tariff,
  days: 31,
  kwhByPeriod,
  surplusKwh: 20,
  powersKw: [4.6, 4.6, 4.6, 4.6, 4.6, 6.9],
  ivaRate: 0.21,
  bonoSocial: [{ days: 31, eurPerDay: 0.012742 }],
});

describe("the invoice PDF's issuer", () => {
  it("is the retailer the portal names (COMPANY): legal name, NIF and registered address, never the contract's 'marca'", async () => {
    const text = await pdfText(await renderInvoicePdf(sampleInvoice({ marca: "OV Energía" })));
    for (const expected of [COMPANY.brand, COMPANY.name, `NIF: ${COMPANY.cif}`, `Domicilio social: ${COMPANY.address}`, COMPANY.registry]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("OV Energía");
  });
});

describe("what a full invoice must state (Real Decreto 1619/2012, art. 6.1)", () => {
  it("number and series, issue date, period, both parties with NIF and address, operations, base, rates, amounts, total", async () => {
    const { invoice } = pricedInvoice(PLAN_20TD, electricity("2.0TD", [62.4, 71.25, 98.731, 0, 0, 0]), { serie: "FE25", numero: "000731" });
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      "Nº de factura: FE25000731", // a) number
      "Serie: FE25", // a) series
      "Fecha de emisión: 03/02/2025", // b) date of issue
      "Periodo de facturación: 01/01/2025 - 31/01/2025 (31 días)", // i) date of the operations
      `EMISOR\n${COMPANY.name}`, // c) issuer
      "DESTINATARIO (TITULAR DEL CONTRATO)\nDemo García López", // c) recipient
      "NIF: 12345678Z", // d) recipient's NIF
      "Domicilio: Calle Mayor 1, 2º B, 28013 Madrid (Madrid)", // e) recipient's address
      "Energía P1 62,4 kWh × 0,1890 €/kWh", // f) operations, quantity and unit price
      "Potencia P1 4,6 kW × 31 días × 0,1010 €/kW·día",
      "Base imponible",
      "Impuesto especial sobre la electricidad", // g, h) each tax: base, rate, amount
      "5,11269632 %",
      "IVA 52,49 € 21 % 11,02 €",
      "TOTAL FACTURA 63,51 €",
      "Página 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe("the invoice PDF's figures add up to the invoice total, to the cent", () => {
  it.each([
    ["2.0TD", PLAN_20TD, electricity("2.0TD", [62.4, 71.25, 98.731, 0, 0, 0])],
    ["3.0TD", PLAN_30TD, electricity("3.0TD", [310.5, 0, 402.25, 0, 0, 977.333])],
    [
      "gas",
      PLAN_RL1,
      { line: "Gas", tariff: "RL.1", days: 30, kwhByPeriod: [540.5, 0, 0, 0, 0, 0], surplusKwh: 0, powersKw: [], ivaRate: 0.21 },
    ],
  ] as const)("%s, priced by the breakdown engine ('Desglose')", async (tariff, plan, usage) => {
    const line = usage.line;
    const { invoice, priced } = pricedInvoice(plan, usage as BilledUsage, { line, tarifa: tariff === "gas" ? "RL.1" : tariff });
    const figures = invoiceFigures(await pdfText(await renderInvoicePdf(invoice)));
    // The detail prints the breakdown's lines but IVA, one by one, and they make up the base.
    expect(figures.lines).toEqual(priced.lines.filter((l) => l.kind !== "iva").map((l) => l.amountCents));
    expect(sum(figures.lines)).toBe(figures.base);
    const iva = figures.taxes.find((tax) => tax.name === "IVA")!;
    expect(iva.cents).toBe(priced.lines.find((l) => l.kind === "iva")!.amountCents);
    // The other taxes are lines of the detail already (inside the base), not added again.
    for (const tax of figures.taxes.filter((t) => t.name !== "IVA")) expect(figures.lines).toContain(tax.cents);
    expect(figures.base + iva.cents).toBe(figures.total);
    expect(figures.total).toBe(priced.totalCents);
    expect(figures.toPay).toBe(priced.totalCents);
  });

  it.each([
    ["electricity", sampleInvoice()],
    ["gas", sampleInvoice({ line: "Gas", tarifa: "RL.2", total: 87.65, consumo: [540, 0, 0, 0, 0, 0], consumptionKwh: 540 })],
    ["miscellaneous", sampleInvoice({ categoria: "VA", total: 12.1 })],
    ["credit note", sampleInvoice({ total: -12.4 })],
    ["IVA at 10 %", sampleInvoice({ total: 50.6, ivaRate: 0.1 })],
  ])("%s, worked back from the stored total when there is no price plan", async (_name, invoice) => {
    const figures = invoiceFigures(await pdfText(await renderInvoicePdf(invoice)));
    expect(sum(figures.lines)).toBe(figures.base);
    expect(figures.base + figures.taxes.find((tax) => tax.name === "IVA")!.cents).toBe(figures.total);
    expect(figures.total).toBe(Math.round(invoice.total * 100));
    expect(figures.toPay).toBe(figures.total);
  });
});
