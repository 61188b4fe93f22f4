import { insertOldInvoices } from "../../db/invoices/invoices.testing";
import { isPdf, pdfText, xlsxRows, zipEntries } from "../../documents/invoices/readers.testing";
import { demoTax, get, type InvoiceTestContext, invoicesWhere, startInvoiceApp } from "./invoices.testing";

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
const RANGE = { startDate: "2025-12-01", endDate: "2026-03-15" };
const demoIn = (line: "Electricidad" | "Gas") =>
  invoicesWhere(t.db, { ...demoTax, line, launchedBetween: [RANGE.startDate, RANGE.endDate] });

describe("all-invoices downloads", () => {
  it("PDF: 'facturas {line}.pdf', one table of the filtered invoices", async () => {
    const rows = await demoIn("Gas");
    const response = await get(t.app, "/ov/invoices/api/fullbilling/allinPDF/gas", { token: t.tokens.demo, query: RANGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(disposition("facturas Gas.pdf"));
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`${rows.length} facturas`);
    for (const row of rows) expect(text).toContain(row.numero);
  });

  it("PDF of the default query: the last 10 of the line", async () => {
    const response = await get(t.app, "/ov/invoices/api/fullbilling/allinPDF/Electricidad", {
      token: t.tokens.demo,
      query: { startDate: "0", endDate: "0", isDefaultQuery: "true" },
    });
    expect(await pdfText(response.rawPayload)).toContain("10 facturas");
  });

  it("ZIP: 'facturas {line}.rar' of the downloadable invoices' PDFs", async () => {
    const rows = (await demoIn("Gas")).filter((r) => r.can_download);
    const response = await get(t.app, "/ov/invoices/api/fullbilling/allinRar/Gas", { token: t.tokens.demo, query: RANGE });
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(disposition("facturas Gas.rar"));
    const entries = await zipEntries(response.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(rows.map((r) => `Factura-${r.numero}.pdf`).sort());
    expect(entries.every((e) => isPdf(e.data) && e.data.length > 150)).toBe(true);
    expect(await pdfText(entries[0]!.data)).toContain(entries[0]!.name.slice(8, -4));
  });

  it("Excel: 'facturas {line}.xlsx', a row per invoice", async () => {
    const rows = await demoIn("Electricidad");
    const response = await get(t.app, "/ov/invoices/api/electricidad", {
      token: t.tokens.demo,
      query: { ...RANGE, start: "3", line: "electricidad" },
    });
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toBe(disposition("facturas Electricidad.xlsx"));
    const sheet = await xlsxRows(response.rawPayload);
    expect(sheet).toHaveLength(rows.length + 1);
    expect(sheet.slice(1).map((r) => r[7])).toEqual(rows.map((r) => r.cod_abonado));
    expect(sheet.slice(1).map((r) => r[12])).toEqual(rows.map((r) => Number(r.total_amount)));
  });

  it("enforces the limits and the 12-month export range; nothing to export is 204", async () => {
    const zip = await get(t.app, "/ov/invoices/api/fullbilling/allinRar/Electricidad", {
      token: t.tokens.admin,
      query: { startDate: "2025-03-15", endDate: "2026-03-15" },
    });
    expect(zip.statusCode).toBe(413);
    expect(zip.json()).toMatchObject({
      code: 4131,
      mensaje: "La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos.",
      message: expect.stringMatching(/^Resultados actuales \d+\. Límites incumplidos: PDF, ZIP: 200 resultados$/),
    });
    expect((await get(t.app, "/ov/invoices/api/fullbilling/allinPDF/Electricidad", { token: t.tokens.demo })).statusCode).toBe(413);
    // Over 1000: 700 old invoices more on one of demo's contracts (313 electricity already).
    await insertOldInvoices(t.db, "100010", 700);
    const excelAll = await get(t.app, "/ov/invoices/api/Electricidad", { token: t.tokens.demo });
    expect(excelAll.statusCode).toBe(413);
    expect(excelAll.json().message).toContain("EXCEL: 1,000 resultados");
    const range = await get(t.app, "/ov/invoices/api/Gas", {
      token: t.tokens.demo,
      query: { startDate: "2025-01-01", endDate: "2026-01-02" },
    });
    expect(range.json()).toEqual({ code: 4122, mensaje: "Sólo se permite 1 Año como máximo para las exportaciones." });
    const none = await get(t.app, "/ov/invoices/api/fullbilling/allinPDF/Gas", { token: t.tokens.demo2 });
    expect(none.statusCode).toBe(204);
  });
});

describe("per-contract downloads", () => {
  it("contractCode/fullbilling: the contract's invoices as 'facturas {line}.rar'", async () => {
    const rows = await invoicesWhere(t.db, { codAbonado: "100003", launchedBetween: ["2025-06-01", "2026-03-15"], canDownload: true });
    const query = { CUPS: rows[0]!.cups, line: "Electricidad", contractCode: "100003", startDate: "2025-06-01", endDate: "2026-03-15" };
    const response = await get(t.app, "/ov/contracts/api/contractCode/fullbilling", { token: t.tokens.demo, query });
    expect(response.headers["content-disposition"]).toBe(disposition("facturas Electricidad.rar"));
    const entries = await zipEntries(response.rawPayload);
    expect(entries).toHaveLength(rows.length);
    expect(entries.every((e) => isPdf(e.data) && e.data.length > 150)).toBe(true);
    const one = await get(t.app, "/ov/contracts/api/contractCode/fullbilling", {
      token: t.tokens.demo,
      query: { ...query, factura: rows[0]!.numero },
    });
    expect((await zipEntries(one.rawPayload)).map((e) => e.name)).toEqual([`Factura-${rows[0]!.numero}.pdf`]);
    expect((await get(t.app, "/ov/contracts/api/contractCode/fullbilling", { token: t.tokens.demo2, query })).statusCode).toBe(404);
    const wrongCups = await get(t.app, "/ov/contracts/api/contractCode/fullbilling", {
      token: t.tokens.demo,
      query: { ...query, CUPS: "ES0021000000000000XX" },
    });
    expect(wrongCups.statusCode).toBe(404);
  });

  it("consumptions: 'consumos {line}.xlsx' with kWh per period, oldest first", async () => {
    const rows = await invoicesWhere(t.db, { codAbonado: "100007", launchedBetween: ["2025-06-01", "2026-03-15"] });
    const query = { contractCode: "100007", cups: rows[0]!.cups, line: "Electricidad", startDate: "2025-06-01", endDate: "2026-03-15" };
    const response = await get(t.app, "/ov/consumptions/api/fullbilling", { token: t.tokens.demo, query });
    expect(response.headers["content-disposition"]).toBe(disposition("consumos Electricidad.xlsx"));
    const sheet = await xlsxRows(response.rawPayload);
    expect(sheet[0]).toContain("P6 (kWh)");
    expect(sheet).toHaveLength(rows.length + 1);
    const last = sheet[sheet.length - 1]!;
    const periods = (last.slice(6, 12) as number[]).reduce((a, b) => a + b, 0);
    expect(periods).toBeCloseTo(last[12] as number, 3);
    expect((await get(t.app, "/ov/consumptions/api/fullbilling", { token: t.tokens.demo2, query })).statusCode).toBe(404);
  });
});
