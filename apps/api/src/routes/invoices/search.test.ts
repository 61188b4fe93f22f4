import { fullbillingResponseSchema, fullbillingTotals, parseInvoicePdfPath } from "@oficina-virtual/api-contract";
import { demo2Tax, demoTax, get, type InvoiceTestContext, invoicesWhere, shownNumber, startInvoiceApp } from "./invoices.testing";

let t: InvoiceTestContext;
beforeAll(async () => {
  t = await startInvoiceApp();
}, 120_000);
afterAll(() => t.close());

const FULLBILLING = "/ov/invoices/api/fullbilling";
const search = async (query: Record<string, string>, token = t.tokens.demo, url = FULLBILLING) => {
  const response = await get(t.app, url, { token, query });
  return { response, body: response.statusCode === 200 ? fullbillingResponseSchema.parse(response.json()) : undefined };
};
const inRange = (from: string, until: string) => ({ launchedBetween: [from, until] as const });

describe("fullbilling", () => {
  it("default query: the caller's last 10 invoices, newest first, counted", async () => {
    const { response, body } = await search({ isDefaultQuery: "true", startDate: "0", endDate: "0", start: "3" });
    expect(response.statusCode).toBe(200);
    const expected = (await invoicesWhere(t.db, demoTax)).slice(0, 10);
    expect(body!.Invoice.map((i) => i.billNumber)).toEqual(expected.map((i) => i.numero));
    expect(response.json().Fullbilling.total.map((c: { line: string }) => c.line)).toEqual(["All", "Electricidad", "Gas"]);
    const totals = fullbillingTotals(body!);
    expect(totals.all).toBe(10);
    expect(totals.electricidad + totals.gas).toBe(10);
  });

  it("default query reads further back when the recent months hold fewer than 10 (demo2: 2 contracts)", async () => {
    const { body } = await search({ isDefaultQuery: "true" }, t.tokens.demo2);
    const expected = (await invoicesWhere(t.db, demo2Tax)).slice(0, 10);
    expect(expected.at(-1)!.launch_date < "2025-12-01").toBe(true);
    expect(body!.Invoice.map((i) => i.billNumber)).toEqual(expected.map((i) => i.numero));
  });

  it("answers the spec's item fields, and ours: 'Estado' and 'Fecha de vencimiento'", async () => {
    const { response } = await search({ isDefaultQuery: "true" });
    const item = response.json().Invoice[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        "line",
        "billNumber",
        "serieFactura",
        "launchDate",
        "total",
        "readingDateFrom",
        "readingDateUntil",
        "nif",
        "street",
        "contract",
        "contractCode",
        "cups",
        "facturaCategoria",
        "isUnificada",
        "isUnica",
        "serieFacturaUnica",
        "numeroFacturaUnica",
        "canDownload",
        "Pdf",
        "hasProformas",
        "factura",
        "estado",
        "fechaVencimiento",
      ].sort(),
    );
    expect(item.nif).toBe("12345678Z");
    expect(item.total.currency).toBe("EUR");
    expect(parseInvoicePdfPath(item.Pdf)).toMatchObject({ numeroFactura: item.billNumber, serieFactura: item.serieFactura });
  });

  it("pages a dated query 10 at a time; counts are of the whole result", async () => {
    const range = { startDate: "2025-06-01", endDate: "2026-03-15" };
    const expected = await invoicesWhere(t.db, { ...demoTax, ...inRange(range.startDate, range.endDate) });
    const page1 = await search({ ...range, start: "1" });
    const page2 = await search({ ...range, start: "2" });
    expect(page1.body!.Invoice.map((i) => i.billNumber)).toEqual(expected.slice(0, 10).map((i) => i.numero));
    expect(page2.body!.Invoice.map((i) => i.billNumber)).toEqual(expected.slice(10, 20).map((i) => i.numero));
    expect(fullbillingTotals(page2.body!)).toEqual({
      all: expected.length,
      electricidad: expected.filter((i) => i.line === "Electricidad").length,
      gas: expected.filter((i) => i.line === "Gas").length,
    });
    const last = Math.ceil(expected.length / 10);
    const past = await search({ ...range, start: String(last + 1) });
    expect(past.response.statusCode).toBe(200);
    expect(past.body!.Invoice).toEqual([]);
    expect(fullbillingTotals(past.body!).all).toBe(expected.length);
  });

  it("lineRemover leaves a line out", async () => {
    const { body } = await search({ startDate: "2025-06-01", endDate: "2026-03-15", lineRemover: "Gas" });
    expect(body!.Invoice.every((i) => i.line === "Electricidad")).toBe(true);
    const totals = fullbillingTotals(body!);
    expect(totals.gas).toBe(0);
    expect(totals.all).toBe(totals.electricidad);
    const gasOnly = await search({ startDate: "2025-06-01", endDate: "2026-03-15", lineRemover: "electricidad" });
    expect(fullbillingTotals(gasOnly.body!).electricidad).toBe(0);
    expect(gasOnly.body!.Invoice.every((i) => i.line === "Gas")).toBe(true);
  });

  it("findUnicas gives the unified invoices only; hasUnicasInvoices leaves them out of the simple list", async () => {
    const range = { startDate: "2025-06-01", endDate: "2026-03-15" };
    const all = await invoicesWhere(t.db, { ...demoTax, ...inRange(range.startDate, range.endDate) });
    const unified = all.filter((i) => i.is_unica);
    expect(unified.length).toBeGreaterThan(10);
    const only = await search({ ...range, findUnicas: "true" });
    expect(fullbillingTotals(only.body!).all).toBe(unified.length);
    expect(only.body!.Invoice.every((i) => i.isUnica && i.numeroFacturaUnica && i.serieFacturaUnica === "FU")).toBe(true);
    const simple = await search({ ...range, hasUnicasInvoices: "true" });
    expect(fullbillingTotals(simple.body!).all).toBe(all.length - unified.length);
    expect(simple.body!.Invoice.some((i) => i.isUnica)).toBe(false);
  });

  it("rejects a range over 12 months with the spec's message", async () => {
    const over = await get(t.app, FULLBILLING, { token: t.tokens.demo, query: { startDate: "2025-01-01", endDate: "2026-01-02" } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 4121, mensaje: "Sólo es posible realizar una consulta en un rango de 12 meses." });
    const exactly = await search({ startDate: "2025-01-01", endDate: "2026-01-01" });
    expect(exactly.response.statusCode).toBe(200);
    const reversed = await get(t.app, FULLBILLING, { token: t.tokens.demo, query: { startDate: "2026-01-01", endDate: "2025-01-01" } });
    expect(reversed.statusCode).toBe(400);
  });

  it("finds an invoice by number with or without its series", async () => {
    const [fe] = await invoicesWhere(t.db, { ...demoTax, seriePrefix: "FE" });
    for (const typed of [fe!.numero, shownNumber(fe!), shownNumber(fe!).toLowerCase()]) {
      const { body } = await search({ invoice: typed });
      expect(body!.Invoice.map((i) => i.billNumber)).toEqual([fe!.numero]);
    }
    const [energia] = await invoicesWhere(t.db, { ...demoTax, serie: "ENERGIA" });
    expect((await search({ invoice: energia!.numero })).body!.Invoice[0]?.billNumber).toBe(energia!.numero);
  });

  it("filters by contract, CUPS fragment and amount", async () => {
    const rows = await invoicesWhere(t.db, { ...demoTax, codAbonado: "100005", ...inRange("2025-04-01", "2026-03-15") });
    const byContract = await search({ contract: "100005", startDate: "2025-04-01", endDate: "2026-03-15" });
    expect(fullbillingTotals(byContract.body!).all).toBe(rows.length);
    const byCups = await search({ cups: rows[0]!.cups.slice(4, 14).toLowerCase(), startDate: "2025-04-01", endDate: "2026-03-15" });
    expect(byCups.body!.Invoice.every((i) => i.cups === rows[0]!.cups)).toBe(true);
    const amounts = rows.map((r) => Number(r.total_amount)).sort((a, b) => a - b);
    const [low, high] = [amounts[2]!, amounts[amounts.length - 3]!];
    const priced = await search({
      contract: "100005",
      startDate: "2025-04-01",
      endDate: "2026-03-15",
      minPrice: String(low),
      maxPrice: String(high),
    });
    expect(fullbillingTotals(priced.body!).all).toBe(amounts.filter((a) => a >= low && a <= high).length);
  });

  it("answers 204 with no body when nothing matches, also for someone else's contract or number", async () => {
    const empty = await get(t.app, FULLBILLING, { token: t.tokens.demo, query: { startDate: "2010-01-01", endDate: "2010-06-01" } });
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe("");
    const [other] = await invoicesWhere(t.db, demo2Tax);
    expect((await get(t.app, FULLBILLING, { token: t.tokens.demo, query: { contract: other!.cod_abonado } })).statusCode).toBe(204);
    expect((await get(t.app, FULLBILLING, { token: t.tokens.demo, query: { invoice: other!.numero } })).statusCode).toBe(204);
  });

  it("gives a null Pdf for the invoice that cannot be downloaded", async () => {
    const [locked] = await invoicesWhere(t.db, { ...demoTax, canDownload: false });
    const { body } = await search({ invoice: locked!.numero });
    expect(body!.Invoice[0]).toMatchObject({ canDownload: false, Pdf: null });
  });
});

describe("filterfullbilling (administrator screen)", () => {
  const URL = "/ov/invoices/api/filterfullbilling";
  it("searches the administrator's linked contracts, by line and CIF", async () => {
    const linked = { linkedToAdmin: true } as const;
    const range = { startDate: "2025-09-01", endDate: "2026-03-15" };
    const rows = await invoicesWhere(t.db, { ...linked, ...inRange(range.startDate, range.endDate) });
    const all = await search(range, t.tokens.admin, URL);
    expect(fullbillingTotals(all.body!)).toEqual({
      all: rows.length,
      electricidad: rows.filter((r) => r.line === "Electricidad").length,
      gas: rows.filter((r) => r.line === "Gas").length,
    });
    const gas = await search({ ...range, line: "gas" }, t.tokens.admin, URL);
    expect(gas.body!.Invoice.every((i) => i.line === "Gas")).toBe(true);
    const cif = rows[0]!.holder_tax_id;
    const byCif = await search({ ...range, cif }, t.tokens.admin, URL);
    expect(fullbillingTotals(byCif.body!).all).toBe(rows.filter((r) => r.holder_tax_id === cif).length);
    expect((await get(t.app, URL, { token: t.tokens.admin, query: { cif: "12345678Z" } })).statusCode).toBe(204);
  });

  it("pages each line on its own with 'Todo': page N holds page N of both lines", async () => {
    const range = { startDate: "2025-09-01", endDate: "2026-03-15" };
    const first = await search({ ...range, start: "1" }, t.tokens.admin, URL);
    const totals = fullbillingTotals(first.body!);
    expect(totals.electricidad).toBeGreaterThan(10);
    expect(totals.gas).toBeGreaterThan(0);
    const count = (body: typeof first.body, line: string) => body!.Invoice.filter((i) => i.line === line).length;
    expect(count(first.body, "Electricidad")).toBe(10);
    expect(count(first.body, "Gas")).toBe(Math.min(10, totals.gas));
    const pages = Math.max(Math.ceil(totals.electricidad / 10), Math.ceil(totals.gas / 10));
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const { body } = await search({ ...range, start: String(page) }, t.tokens.admin, URL);
      for (const invoice of body!.Invoice) seen.add(`${invoice.serieFactura}${invoice.billNumber}`);
    }
    expect(seen.size).toBe(totals.all);
  });

  it("scopes a customer to their own invoices", async () => {
    const { body } = await search({ isDefaultQuery: "true", line: "electricidad" }, t.tokens.demo2, URL);
    expect(body!.Invoice.every((i) => i.nif === "87654321X" && i.line === "Electricidad")).toBe(true);
  });
});

describe("searchOneInvoice, priceLimits, unicas/gas", () => {
  it("finds one of the caller's invoices by number; someone else's is not found (204)", async () => {
    const [mine] = await invoicesWhere(t.db, demoTax);
    const found = await search({ invoice: mine!.numero }, t.tokens.demo, "/ov/invoices/api/searchOneInvoice");
    expect(found.body!.Invoice.map((i) => i.billNumber)).toEqual([mine!.numero]);
    const theirs = await get(t.app, "/ov/invoices/api/searchOneInvoice", { token: t.tokens.demo2, query: { invoice: mine!.numero } });
    expect(theirs.statusCode).toBe(204);
  });

  it("gives the amount range of the caller's invoices in whole euros", async () => {
    const amounts = (await invoicesWhere(t.db, demoTax)).map((r) => Number(r.total_amount));
    const response = await get(t.app, "/ov/invoices/api/getPriceMinAndMaxInvoice", { token: t.tokens.demo });
    expect(response.json()).toEqual({
      minImportClientInvoice: Math.floor(Math.min(...amounts)),
      maxImportClientInvoice: Math.ceil(Math.max(...amounts)),
    });
  });

  it("lists the unified gas invoices (gas screen), paged", async () => {
    const rows = await invoicesWhere(t.db, { ...demoTax, line: "Gas", isUnica: true });
    const first = await search(
      { isDefaultQuery: "false", start: "1", "Content-Type": "json" },
      t.tokens.demo,
      "/ov/invoices/api/fullbilling/unicas/gas",
    );
    expect(fullbillingTotals(first.body!)).toEqual({ all: rows.length, electricidad: 0, gas: rows.length });
    expect(first.body!.Invoice.map((i) => i.billNumber)).toEqual(rows.slice(0, 10).map((r) => r.numero));
    const none = await get(t.app, "/ov/invoices/api/fullbilling/unicas/gas", { token: t.tokens.demo2 });
    expect(none.statusCode).toBe(204);
  });
});
