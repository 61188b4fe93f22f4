import { COMPANY } from "@oficina-virtual/api-contract";
import { type InvoiceFilter, powerReadOf, setProformaCountOfUnified } from "../../db/invoices/invoices.testing";
import { formatAmount } from "../../documents/invoices";
import { invoiceFigures, isPdf, pdfText, xlsxRows, zipEntries } from "../../documents/invoices/readers.testing";
import { proformaFormat } from "./downloads";
import { demo2Tax, demoTax, firstInvoice, get, type InvoiceTestContext, shownNumber, startInvoiceApp } from "./invoices.testing";

let t: InvoiceTestContext;
beforeAll(async () => {
  t = await startInvoiceApp();
}, 120_000);
afterAll(() => t.close());

// Plain names go as they are; names with spaces also carry the UTF-8 form (http/fileReply).
const disposition = (name: string) =>
  /^[\w.-]+$/.test(name)
    ? `attachment; filename="${name}"`
    : `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

describe("invoice PDF (the Pdf field's path)", () => {
  it("downloads the caller's invoice as a real PDF named Factura-{number}.pdf", async () => {
    const row = await firstInvoice(t.db, { ...demoTax, serie: "ENERGIA", line: "Electricidad" });
    const list = await get(t.app, "/ov/invoices/api/fullbilling", { token: t.tokens.demo, query: { invoice: row.numero } });
    const path: string = list.json().Invoice[0].Pdf;
    const response = await t.app.inject({
      method: "GET",
      url: `${path}&CUPS=${row.cups}`,
      headers: { authorization: `Bearer ${t.tokens.demo}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(disposition(`Factura-${row.numero}.pdf`));
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(row.numero);
    expect(text).toContain(formatAmount(Number(row.total_amount)));
    expect(text).toContain(row.cups);
    expect(text).toContain("IVA");
  });

  it.each([
    ["2.0TD", { ...demoTax, line: "Electricidad", tarifa: "2.0TD", canDownload: true }],
    ["gas", { ...demoTax, line: "Gas", canDownload: true }],
  ] as const)("%s: names the retailer and prints the figures of the portal's 'Desglose', adding up to its total", async (_name, filter) => {
    const row = await firstInvoice(t.db, filter);
    const query = { serieFactura: row.serie, numeroFactura: row.numero };
    const breakdown = await get(t.app, "/ov/insights/invoices/breakdown", { token: t.tokens.demo, query });
    expect(breakdown.statusCode).toBe(200);
    const desglose: { lines: { kind: string; amountCents: number }[]; totalCents: number } = breakdown.json();
    const pdf = await get(t.app, "/ov/invoices/api/pdf", { token: t.tokens.demo, query: { ...query, line: row.line } });
    const text = await pdfText(pdf.rawPayload);
    for (const fact of [COMPANY.name, COMPANY.cif, COMPANY.address]) expect(text).toContain(fact);
    const figures = invoiceFigures(text);
    expect(figures.lines).toEqual(desglose.lines.filter((l) => l.kind !== "iva").map((l) => l.amountCents));
    expect(figures.lines.reduce((a, b) => a + b, 0)).toBe(figures.base);
    expect(figures.base + figures.taxes.find((tax) => tax.name === "IVA")!.cents).toBe(desglose.totalCents);
    expect([figures.total, figures.toPay]).toEqual([desglose.totalCents, Math.round(Number(row.total_amount) * 100)]);
  });

  it("prefixes other series in the file name", async () => {
    const row = await firstInvoice(t.db, { ...demoTax, seriePrefix: "FE" });
    const response = await get(t.app, "/ov/invoices/api/pdf", {
      token: t.tokens.demo,
      query: { serieFactura: row.serie, numeroFactura: row.numero, line: "electricidad" },
    });
    expect(response.headers["content-disposition"]).toBe(disposition(`Factura-${shownNumber(row)}.pdf`));
    expect(await pdfText(response.rawPayload)).toContain(shownNumber(row));
  });

  it("404: not downloadable, someone else's, wrong CUPS or line", async () => {
    const locked = await firstInvoice(t.db, { ...demoTax, canDownload: false });
    const q = (row: { serie: string; numero: string }, extra: Record<string, string> = {}) => ({
      serieFactura: row.serie,
      numeroFactura: row.numero,
      line: "Electricidad",
      ...extra,
    });
    const notDownloadable = await get(t.app, "/ov/invoices/api/pdf", { token: t.tokens.demo, query: q(locked) });
    expect(notDownloadable.statusCode).toBe(404);
    expect(notDownloadable.json()).toEqual({ code: 404, mensaje: "PDF No disponible" });
    const mine = await firstInvoice(t.db, { ...demoTax, line: "Electricidad", canDownload: true });
    expect((await get(t.app, "/ov/invoices/api/pdf", { token: t.tokens.demo2, query: q(mine) })).statusCode).toBe(404);
    expect((await get(t.app, "/ov/invoices/api/pdf", { token: t.tokens.demo, query: q(mine, { line: "Gas" }) })).statusCode).toBe(404);
    const wrongCups = await get(t.app, "/ov/invoices/api/pdf", { token: t.tokens.demo, query: q(mine, { CUPS: "ES0021000000000000XX" }) });
    expect(wrongCups.statusCode).toBe(404);
  });
});

describe("the invoice PDF's maxímetro and periods, from the stored invoice", () => {
  const es = (kw: number) => new Intl.NumberFormat("es-ES", { maximumFractionDigits: 3 }).format(kw);
  async function pdfOf(filter: InvoiceFilter) {
    const row = await firstInvoice(t.db, { ...demoTax, canDownload: true, line: "Electricidad", ...filter });
    const kw = await powerReadOf(t.db, row.id);
    const query = { serieFactura: row.serie, numeroFactura: row.numero, line: "Electricidad" };
    const response = await get(t.app, "/ov/invoices/api/pdf", { token: t.tokens.demo, query });
    expect(response.statusCode).toBe(200);
    return { kw, text: await pdfText(response.rawPayload) };
  }

  it("2.0TD: P1 and P2 in kW", async () => {
    const { kw, text } = await pdfOf({ tarifa: "2.0TD", powerRead: { 2: true } });
    expect(text).toContain(`Potencia máxima leída (maxímetro): P1 ${es(kw[0]!)} kW · P2 ${es(kw[1]!)} kW`);
  });

  it("3.0TD in a month without P1–P3: P4–P6 read, no empty consumption rows", async () => {
    const { kw, text } = await pdfOf({ tarifa: "3.0TD", powerRead: { 1: false, 4: true } });
    expect(text).toContain(`Potencia máxima leída (maxímetro): P4 ${es(kw[3]!)} kW · P5 ${es(kw[4]!)} kW · P6 ${es(kw[5]!)} kW`);
    expect(text).not.toMatch(/^P[123]\s+0 kWh$/m);
    expect(text).toMatch(/^P6\s+[\d.,]+ kWh$/m);
  });
});

describe("unified invoice PDF", () => {
  const URL = "/ov/contracts/api/contracts";
  it("lists the unified invoice's members", async () => {
    const member = await firstInvoice(t.db, { ...demoTax, isUnica: true, line: "Electricidad" });
    const query = {
      numeroFactura: member.numero_unica!,
      serieFactura: member.serie_unica!,
      line: "Electricidad",
      marca: "OV",
      "Content-Type": "pdf",
      base64: "false",
    };
    const response = await get(t.app, URL, { token: t.tokens.demo, query });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(disposition(`Factura-FU${member.numero_unica}.pdf`));
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`FU${member.numero_unica}`);
    expect(text).toContain(member.numero);
    expect(text).toContain("FACTURA UNIFICADA");
    expect((await get(t.app, URL, { token: t.tokens.demo2, query })).statusCode).toBe(404);
    expect((await get(t.app, URL, { token: t.tokens.demo, query: { ...query, base64: "true" } })).statusCode).toBe(400);
  });
});

describe("proformas", () => {
  const headersOf = (row: { serie: string; numero: string }, accept: string, line = "Electricidad") => ({
    Accept: accept,
    serieFactura: row.serie,
    numeroFactura: row.numero,
    linea: line,
    nombreMarca: "OV Energía",
  });

  it("picks Excel or ZIP from Accept", () => {
    expect(proformaFormat("application/vnd.ms-excel", 3)).toBe("excel");
    expect(proformaFormat("application/zip", 1)).toBe("zip");
    expect(proformaFormat("application/vnd.ms-excel, application/zip", 1)).toBe("excel");
    expect(proformaFormat("application/vnd.ms-excel, application/zip", 2)).toBe("zip");
  });

  it("Excel (.xls name) and ZIP of the invoice's proformas, over 300 bytes", async () => {
    const row = await firstInvoice(t.db, { ...demoTax, proformaCount: 2 });
    const xls = await get(t.app, "/ov/invoices/api/proforma", {
      token: t.tokens.demo,
      headers: headersOf(row, "application/vnd.ms-excel"),
    });
    expect(xls.statusCode).toBe(200);
    expect(xls.headers["content-type"]).toBe("application/vnd.ms-excel");
    expect(xls.headers["content-disposition"]).toBe(disposition(`PROFORMAS-${shownNumber(row)}.xls`));
    expect(xls.rawPayload.length).toBeGreaterThan(300);
    const rows = await xlsxRows(xls.rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[1]).toBe(shownNumber(row));

    const zip = await get(t.app, "/ov/invoices/api/proforma", { token: t.tokens.demo, headers: headersOf(row, "application/zip") });
    expect(zip.headers["content-disposition"]).toBe(disposition(`PROFORMAS-${shownNumber(row)}.zip`));
    const entries = await zipEntries(zip.rawPayload);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => isPdf(e.data) && e.data.length > 150)).toBe(true);

    const pdf = await get(t.app, "/ov/invoices/api/proformaDownload", { token: t.tokens.demo, headers: headersOf(row, "application/pdf") });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await pdfText(pdf.rawPayload)).toContain(`PF${shownNumber(row)}-2`);
  });

  it("404 without proformas or for someone else's invoice; 400 without the headers", async () => {
    const none = await firstInvoice(t.db, { ...demoTax, proformaCount: 0, line: "Electricidad" });
    const noProformas = await get(t.app, "/ov/invoices/api/proforma", {
      token: t.tokens.demo,
      headers: headersOf(none, "application/zip"),
    });
    expect(noProformas.statusCode).toBe(404);
    const row = await firstInvoice(t.db, { ...demoTax, proformaCount: "some" });
    expect(
      (await get(t.app, "/ov/invoices/api/proforma", { token: t.tokens.demo2, headers: headersOf(row, "application/zip") })).statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, "/ov/invoices/api/proformaDownload", { token: t.tokens.demo2, headers: headersOf(row, "application/pdf") }))
        .statusCode,
    ).toBe(404);
    const missing = await get(t.app, "/ov/invoices/api/proforma", { token: t.tokens.demo, headers: { Accept: "application/zip" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400 });
  });

  it("unicas/gas with cb: the proformas of a unified gas invoice's members (ZIP), or 404", async () => {
    // A unified gas invoice of a month the seed gave no proformas to.
    const gas = await firstInvoice(t.db, { ...demoTax, line: "Gas", isUnica: true, unifiedWithoutProformas: true });
    const URL = "/ov/invoices/api/fullbilling/unicas/gas";
    const ask = (row: { serie: string; numero: string }, token = t.tokens.demo) =>
      get(t.app, URL, { token, query: { cb: "1740824000000" }, headers: headersOf(row, "application/zip", "Gas") });
    // The invoice is found and has none.
    expect((await ask(gas)).json()).toEqual({ code: 404, mensaje: "La factura no tiene proformas." });
    await setProformaCountOfUnified(t.db, { serie: gas.serie_unica!, numero: gas.numero_unica! }, 1);
    const unified = { serie: gas.serie_unica!, numero: gas.numero_unica! };
    const response = await ask(unified);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(disposition(`PROFORMAS-FU${gas.numero_unica}.zip`));
    const entries = await zipEntries(response.rawPayload);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.every((e) => isPdf(e.data) && e.data.length > 150)).toBe(true);
    expect((await ask(unified, t.tokens.demo2)).statusCode).toBe(404);
    const other = await firstInvoice(t.db, demo2Tax);
    expect((await ask(other)).json()).toEqual({ code: 404, mensaje: "No se ha encontrado la factura." });
  });
});
