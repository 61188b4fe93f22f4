import { contractInvoicesResponseSchema, parseInvoicePdfPath } from "@oficina-virtual/api-contract";
import { get, type InvoiceTestContext, invoicesWhere, startInvoiceApp } from "./invoices.testing";

let t: InvoiceTestContext;
beforeAll(async () => {
  t = await startInvoiceApp();
}, 120_000);
afterAll(() => t.close());

const LIST = "/ov/contracts/api/contractCode/invoices/";
const CHARTS = "/ov/contracts/api/contractCode/charts/invoices/";
const of = (code: string) => invoicesWhere(t.db, { codAbonado: code });

describe("contractCode/invoices", () => {
  it("default query: the contract's last 10, newest first, with consumption per period", async () => {
    const rows = await of("100007");
    const response = await get(t.app, LIST, {
      token: t.tokens.demo,
      query: { line: "Electricidad", contractCode: "100007", defaultQuery: "true", start: "1", limit: "10" },
    });
    expect(response.statusCode).toBe(200);
    const body = contractInvoicesResponseSchema.parse(response.json());
    expect(body.Invoices.invoicesList.map((i) => i.factura)).toEqual(rows.slice(0, 10).map((r) => r.numero));
    expect(body.Invoices.total).toEqual({ total: 10, countInvoices: 10 });
    expect(body.message).toBe("");
    const first = response.json().Invoices.invoicesList[0];
    expect(first).toMatchObject({ tarifa: "6.1TD", periodoFacturacion: { desde: expect.any(String), hasta: expect.any(String) } });
    for (const key of [
      "fechaFactura",
      "serieFactura",
      "isUnificada",
      "facturaCategoria",
      "TotalConsumoEnergiaActiva",
      "consumoKwh",
      "consumoActivaP1",
      "consumoActivaP6",
      "PotenciaLeidaP1",
      "pdf",
    ]) {
      expect(first).toHaveProperty(key);
    }
    expect(parseInvoicePdfPath(first.pdf)).toMatchObject({ numeroFactura: first.factura, line: "Electricidad" });
    const sum = [1, 2, 3, 4, 5, 6].reduce((s, p) => s + first[`consumoActivaP${p}`], 0);
    expect(sum).toBeCloseTo(first.consumoKwh, 3);
  });

  it("pages a dated query with the total of all results", async () => {
    const rows = (await of("100002")).filter((r) => r.launch_date >= "2025-03-15" && r.launch_date <= "2026-03-15");
    const query = { line: "electricidad", contractCode: "100002", startDate: "2025-03-15", endDate: "2026-03-15", limit: "10" };
    const page2 = await get(t.app, LIST, { token: t.tokens.demo, query: { ...query, start: "2" } });
    const body = contractInvoicesResponseSchema.parse(page2.json());
    expect(body.Invoices.total.total).toBe(rows.length);
    expect(body.Invoices.invoicesList.map((i) => i.factura)).toEqual(rows.slice(10, 20).map((r) => r.numero));
    expect(body.Invoices.total.countInvoices).toBe(body.Invoices.invoicesList.length);
    // The 'VA' invoice of 100002 is in the list with its category.
    const misc = rows.find((r) => r.categoria === "VA")!;
    expect(misc).toBeDefined();
    const all = await get(t.app, LIST, { token: t.tokens.demo, query: { ...query, start: "1", limit: "100" } });
    expect(all.json().Invoices.invoicesList.find((i: { factura: string }) => i.factura === misc.numero).facturaCategoria).toBe("VA");
  });

  it("filters by number and amount; empty is 200 with 'No se han encontrado datos del titular.'", async () => {
    const [row] = await of("100001");
    const one = await get(t.app, LIST, {
      token: t.tokens.demo,
      query: { line: "Electricidad", contractCode: "100001", defaultQuery: "true", factura: row!.numero },
    });
    expect(one.json().Invoices.invoicesList.map((i: { factura: string }) => i.factura)).toEqual([row!.numero]);
    const none = await get(t.app, LIST, {
      token: t.tokens.demo,
      query: { line: "Electricidad", contractCode: "100001", defaultQuery: "true", minPrice: "90000", maxPrice: "90001" },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      Invoices: { invoicesList: [], total: { total: 0, countInvoices: 0 } },
      message: "No se han encontrado datos del titular.",
    });
  });

  it("rejects ranges over 12 months, a missing date, and the wrong line or someone else's contract", async () => {
    const base = { line: "Electricidad", contractCode: "100001" };
    const over = await get(t.app, LIST, { token: t.tokens.demo, query: { ...base, startDate: "2025-01-01", endDate: "2026-01-02" } });
    expect(over.json()).toMatchObject({ code: 4121 });
    expect((await get(t.app, LIST, { token: t.tokens.demo, query: { ...base, startDate: "2025-01-01" } })).statusCode).toBe(400);
    expect((await get(t.app, LIST, { token: t.tokens.demo, query: { ...base, line: "Gas", defaultQuery: "true" } })).statusCode).toBe(404);
    const theirs = await get(t.app, LIST, {
      token: t.tokens.demo,
      query: { line: "Electricidad", contractCode: "200001", defaultQuery: "true" },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 404 });
  });
});

describe("charts, price limits, notify", () => {
  it("charts: every invoice of the dated query, oldest first, not paged", async () => {
    const rows = (await of("100013")).filter((r) => r.launch_date >= "2025-03-15" && r.launch_date <= "2026-03-15");
    const response = await get(t.app, CHARTS, {
      token: t.tokens.demo,
      query: { line: "Gas", contractCode: "100013", startDate: "2025-03-15", endDate: "2026-03-15", start: "1", limit: "10" },
    });
    const body = contractInvoicesResponseSchema.parse(response.json());
    expect(body.Invoices.invoicesList.map((i) => i.factura)).toEqual(rows.map((r) => r.numero).reverse());
    expect(body.Invoices.total.total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(10);
  });

  it("price limits of one contract", async () => {
    const amounts = (await of("100003")).map((r) => Number(r.total_amount));
    const response = await get(t.app, "/ov/contracts/api/getPriceMinAndMaxInvoices", {
      token: t.tokens.demo,
      query: { line: "Electricidad", contractCode: "100003" },
    });
    expect(response.json()).toEqual({
      invoiceMinImport: Math.floor(Math.min(...amounts)),
      invoiceMaxImport: Math.ceil(Math.max(...amounts)),
    });
    const theirs = await get(t.app, "/ov/contracts/api/getPriceMinAndMaxInvoices", {
      token: t.tokens.demo2,
      query: { line: "Electricidad", contractCode: "100003" },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("notify accepts the caller's contract (by code or CUPS) with 204, someone else's is 404", async () => {
    const [row] = await of("100001");
    const query = { line: "Electricidad", startDate: "01-03-2025", endDate: "28-02-2026" };
    const URL = "/ov/contracts/fullbilling";
    expect((await get(t.app, URL, { token: t.tokens.demo, query: { ...query, contractCode: "100001" } })).statusCode).toBe(204);
    expect((await get(t.app, URL, { token: t.tokens.demo, query: { ...query, contractCode: row!.cups } })).statusCode).toBe(204);
    expect((await get(t.app, URL, { token: t.tokens.demo, query: { ...query, cups: row!.cups } })).statusCode).toBe(204);
    expect((await get(t.app, URL, { token: t.tokens.demo2, query: { ...query, contractCode: "100001" } })).statusCode).toBe(404);
    expect(
      (await get(t.app, URL, { token: t.tokens.demo, query: { line: "Electricidad", startDate: "01-03-2025", endDate: "28-02-2026" } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("administrador-fincas contract detail", () => {
  const URL = "/ov/contracts/api/administrador-fincas";
  it("gives a linked contract's detail, with caudal for gas", async () => {
    const electricity = await get(t.app, URL, { token: t.tokens.admin, query: { codigoContrato: "400001", line: "Electricidad" } });
    expect(electricity.statusCode).toBe(200);
    const c = electricity.json().Contrato;
    expect(c).toMatchObject({
      codigoContrato: "400001",
      RazonSocial: expect.stringContaining("Comunidad de Propietarios"),
      CaudalContrato: null,
    });
    for (const key of [
      "Direccion",
      "ciudad",
      "provincia",
      "NIF",
      "CUPS",
      "codigoPostal",
      "Tarifa",
      "Desde",
      "PotenciaContratadaP1",
      "PotenciaContratadaP6",
    ]) {
      expect(c).toHaveProperty(key);
    }
    expect(c.PotenciaContratadaP1).toBeGreaterThan(0);
    const [gas] = await invoicesWhere(t.db, { line: "Gas", linkedToAdmin: true });
    const gasDetail = await get(t.app, URL, { token: t.tokens.admin, query: { codigoContrato: gas!.cod_abonado, line: "Gas" } });
    expect(gasDetail.json().Contrato.CaudalContrato).toBeGreaterThan(0);
  });

  it("answers 404 for a contract that is not linked, or on another line", async () => {
    expect((await get(t.app, URL, { token: t.tokens.admin, query: { codigoContrato: "100001", line: "Electricidad" } })).statusCode).toBe(
      404,
    );
    expect((await get(t.app, URL, { token: t.tokens.admin, query: { codigoContrato: "400001", line: "Gas" } })).statusCode).toBe(404);
    expect((await get(t.app, URL, { token: t.tokens.demo2, query: { codigoContrato: "400001", line: "Electricidad" } })).statusCode).toBe(
      404,
    );
    // A customer reaches their own contract's detail.
    expect((await get(t.app, URL, { token: t.tokens.demo, query: { codigoContrato: "100001", line: "Electricidad" } })).statusCode).toBe(
      200,
    );
  });
});
