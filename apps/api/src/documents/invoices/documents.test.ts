import { COMPANY } from "@oficina-virtual/api-contract";
import ExcelJS from "exceljs";
import { invoiceBreakdown } from "./breakdown";
import { countOf, formatAmount, invoiceFileName, invoiceNumber, periodCount } from "./format";
import { renderInvoiceListPdf } from "./invoiceListPdf";
import { renderInvoicePdf } from "./invoicePdf";
import { renderConsumptionsXlsx, renderInvoicesXlsx } from "./invoicesXlsx";
import { proformasOf, renderProformasPdf, renderProformasXlsx, renderProformasZip } from "./proformas";
import { isPdf, pdfText, sampleInvoice, xlsxRows, zipEntries } from "./readers.testing";
import { renderUnifiedInvoicePdf } from "./unifiedInvoicePdf";
import { renderZip } from "./zip";

const sumCents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);

describe("invoice numbers and formats", () => {
  it("does not prefix the ENERGIA series, prefixes the others", () => {
    expect(invoiceNumber("ENERGIA", "2500123")).toBe("2500123");
    expect(invoiceNumber("FE24", "000123")).toBe("FE24000123");
    expect(invoiceFileName("energia", "7")).toBe("Factura-7.pdf");
  });
  it("formats amounts es-ES with €", () => {
    expect(formatAmount(58.31)).toBe("58,31 €");
    expect(formatAmount(-12.4)).toBe("-12,40 €");
  });
  it("knows six-period tariffs", () => {
    expect(periodCount("Electricidad", "3.0TD")).toBe(6);
    expect(periodCount("Electricidad", "2.0TD")).toBe(3);
    expect(periodCount("Gas", "RL.1")).toBe(1);
  });
});

describe("invoiceBreakdown", () => {
  it.each([
    ["electricity", sampleInvoice()],
    ["six periods", sampleInvoice({ tarifa: "6.1TD", total: 4321.09, consumo: [900, 800, 700, 600, 500, 400], consumptionKwh: 3900 })],
    ["gas", sampleInvoice({ line: "Gas", tarifa: "RL.2", total: 87.65, consumo: [540, 0, 0, 0, 0, 0], consumptionKwh: 540 })],
    ["miscellaneous", sampleInvoice({ categoria: "VA", total: 12.1 })],
    ["credit note", sampleInvoice({ total: -12.4 })],
    ["tiny", sampleInvoice({ total: 0.05 })],
  ])("adds up to the total to the cent (%s)", (_name, invoice) => {
    const breakdown = invoiceBreakdown(invoice);
    expect(sumCents(breakdown.lines.map((l) => l.importe))).toBe(Math.round(breakdown.base * 100));
    expect(Math.round(breakdown.base * 100) + Math.round(breakdown.iva * 100)).toBe(Math.round(invoice.total * 100));
    expect(Math.abs(breakdown.iva - breakdown.base * 0.21)).toBeLessThan(0.01);
  });
  it("has the electricity tax, power and energy per period", () => {
    const conceptos = invoiceBreakdown(sampleInvoice()).lines.map((l) => l.concepto);
    expect(conceptos).toEqual(
      expect.arrayContaining(["Energía activa P1", "Energía activa P3", "Término de potencia", "Impuesto eléctrico"]),
    );
  });
});

describe("invoice PDF", () => {
  it("carries the number, holder, CUPS, periods and total", async () => {
    const pdf = await renderInvoicePdf(sampleInvoice({ serie: "FE25", numero: "000731" }));
    expect(isPdf(pdf)).toBe(true);
    expect(pdf.length).toBeGreaterThan(150);
    const text = await pdfText(pdf);
    for (const expected of [
      "FE25000731",
      "58,31 €",
      "12345678Z",
      "ES0021000000000001AB",
      "P1",
      "P3",
      "Base imponible",
      "IVA",
      "Impuesto eléctrico",
      "01/01/2025 - 31/01/2025",
      "Página 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
  });
  it("is the same file every time", async () => {
    const a = await renderInvoicePdf(sampleInvoice());
    const b = await renderInvoicePdf(sampleInvoice());
    expect(a.equals(b)).toBe(true);
  });
  it("draws a gas invoice with its caudal", async () => {
    const text = await pdfText(
      await renderInvoicePdf(sampleInvoice({ line: "Gas", tarifa: "RL.1", caudal: 6, consumo: [320, 0, 0, 0, 0, 0], consumptionKwh: 320 })),
    );
    expect(text).toContain("GAS NATURAL");
    expect(text).toContain("Caudal");
  });
  it("lists the members of a unified invoice", async () => {
    const members = [sampleInvoice({ numero: "1", total: 10 }), sampleInvoice({ numero: "2", total: 20.5, codAbonado: "100235" })];
    const text = await pdfText(
      await renderUnifiedInvoicePdf({
        serie: "FU25",
        numero: "000731",
        line: "Electricidad",
        holderName: "Demo",
        taxId: "12345678Z",
        members,
      }),
    );
    expect(text).toContain("FU25000731");
    expect(text).toContain(`NIF: ${COMPANY.cif}`);
    expect(text).toContain("100235");
    expect(text).toContain("30,50 €");
  });
});

describe("all-invoices PDF", () => {
  it("has a row per invoice over several pages, the count and the sum", async () => {
    const invoices = Array.from({ length: 60 }, (_, i) => sampleInvoice({ numero: `25${String(i).padStart(5, "0")}`, total: 10 }));
    const text = await pdfText(await renderInvoiceListPdf(invoices, { line: "Electricidad", today: "2025-03-01" }));
    expect(text).toContain("Facturas Electricidad");
    expect(text).toContain("2500059");
    expect(text).toContain("60 facturas");
    expect(text).toContain("600,00 €");
    expect(text).toContain("Página 2 de");
    // The retailer heads and foots every page, the landscape ones too.
    expect(text.split(`NIF ${COMPANY.cif} · ${COMPANY.address}`).length - 1).toBe(Number(/Página \d+ de (\d+)/.exec(text)![1]));
  });
});

describe("counts in the documents agree with their nouns", () => {
  it("countOf: 1 día and 1 factura, 0 and 2 in the plural", () => {
    expect([0, 1, 2, 31].map((n) => countOf(n, "día", "días"))).toEqual(["0 días", "1 día", "2 días", "31 días"]);
    expect(countOf(1, "factura", "facturas")).toBe("1 factura");
  });

  it("a one-day invoice prints '1 día' on its power and meter lines", () => {
    const lines = invoiceBreakdown(sampleInvoice({ readingFrom: "2025-01-31", readingUntil: "2025-01-31" })).lines;
    const detalles = lines
      .filter((l) => l.concepto === "Término de potencia" || l.concepto === "Alquiler de equipos de medida")
      .map((l) => l.detalle);
    expect(detalles).toEqual(["9,2 kW × 1 día", "1 día"]);
  });

  it("the all-invoices PDF of one invoice says '1 factura'", async () => {
    const text = await pdfText(await renderInvoiceListPdf([sampleInvoice()], { line: "Electricidad", today: "2025-03-01" }));
    expect(text).toContain("1 factura");
    expect(text).not.toContain("1 facturas");
  });
});

describe("XLSX exports", () => {
  it("writes the invoices, read back by exceljs", async () => {
    const rows = await xlsxRows(
      await renderInvoicesXlsx([sampleInvoice(), sampleInvoice({ serie: "FE25", numero: "9", total: -3 })], "Electricidad"),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("Importe Total");
    expect(rows[1]?.[1]).toBe("2500123");
    expect(rows[1]?.[3]).toEqual(new Date("2025-02-03T00:00:00Z"));
    expect(rows[2]?.[1]).toBe("FE259");
    expect(rows[2]?.[12]).toBe(-3);
  });
  it("names the retailer as author and on every printed page", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderInvoicesXlsx([sampleInvoice()], "Electricidad")) as unknown as ArrayBuffer);
    expect(book.creator).toBe(COMPANY.name);
    expect(book.company).toBe(COMPANY.name);
    const sheet = book.worksheets[0]!;
    expect(sheet.headerFooter.oddHeader).toContain(COMPANY.name);
    expect(sheet.headerFooter.oddFooter).toContain(COMPANY.address);
  });
  it("writes consumption per period", async () => {
    const rows = await xlsxRows(await renderConsumptionsXlsx([sampleInvoice()], "Electricidad", 3));
    expect(rows[0]).toEqual([
      "Factura",
      "Fecha de Factura",
      "Contrato",
      "CUPS",
      "Desde",
      "Hasta",
      "P1 (kWh)",
      "P2 (kWh)",
      "P3 (kWh)",
      "Total (kWh)",
      "Importe",
    ]);
    expect(rows[1]?.slice(6)).toEqual([80.5, 70, 80.5, 231, 58.31]);
  });
});

describe("ZIP and proformas", () => {
  it("zips files with unique names", async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());
    const entries = await zipEntries(
      await renderZip([
        { name: "a.pdf", data: pdf },
        { name: "a.pdf", data: pdf },
      ]),
    );
    expect(entries.map((e) => e.name)).toEqual(["a.pdf", "a (2).pdf"]);
    expect(entries.every((e) => isPdf(e.data) && e.data.length > 150)).toBe(true);
  });
  it("derives proformas that share the invoice's amount", async () => {
    const invoice = sampleInvoice({ proformaCount: 3, total: 100 });
    const proformas = proformasOf(invoice);
    expect(proformas.map((p) => p.number)).toEqual(["PF2500123-1", "PF2500123-2", "PF2500123-3"]);
    expect(sumCents(proformas.map((p) => p.amount))).toBe(10_000);
    expect(proformasOf(sampleInvoice())).toEqual([]);
    const xlsx = await renderProformasXlsx(proformas);
    expect(xlsx.length).toBeGreaterThan(300);
    expect((await xlsxRows(xlsx)).length).toBe(4);
    const zip = await renderProformasZip(proformas);
    expect((await zipEntries(zip)).map((e) => e.name)).toEqual(["PF2500123-1.pdf", "PF2500123-2.pdf", "PF2500123-3.pdf"]);
    const text = await pdfText(await renderProformasPdf(proformas));
    expect(text).toContain("PF2500123-3");
    expect(text).toContain(COMPANY.name);
    expect(text).not.toContain("OV Energía");
    expect(text).toContain("33,34 €");
  });
});

describe("invoiceBreakdown with priced lines", () => {
  it("prints exactly the breakdown call's lines, IVA apart, adding up to the total", async () => {
    const { priceInvoice } = await import("../../insights/invoiceLines");
    const { PLAN_20TD } = await import("../../insights/arithmetic.testing");
    const priced = priceInvoice(PLAN_20TD, {
      line: "Electricidad",
      tariff: "2.0TD",
      days: 30,
      kwhByPeriod: [62.4, 71.25, 98.731, 0, 0, 0],
      surplusKwh: 20,
      powersKw: [4.6, 4.6, 0, 0, 0, 0],
      ivaRate: 0.21,
    });
    const breakdown = invoiceBreakdown({ ...sampleInvoice(), total: priced.totalCents / 100, priced: priced.lines });
    expect(breakdown.lines.map((l) => l.concepto)).toEqual([
      "Energía P1",
      "Energía P2",
      "Energía P3",
      "Potencia P1",
      "Potencia P2",
      "Compensación de excedentes",
      "Impuesto eléctrico",
      "Alquiler de contador",
    ]);
    expect(breakdown.lines[3]!.detalle).toBe("4,6 kW × 30 días × 0,1010 €/kW·día");
    expect(Math.round(breakdown.total * 100)).toBe(priced.totalCents);
    expect(sumCents(breakdown.lines.map((l) => l.importe)) + Math.round(breakdown.iva * 100)).toBe(priced.totalCents);
  });
});
