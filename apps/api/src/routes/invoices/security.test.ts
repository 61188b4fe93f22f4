import { invoiceTotals, setProformaCount } from "../../db/invoices/invoices.testing";
import { demo2Tax, demoTax, firstInvoice, get, type InvoiceTestContext, startInvoiceApp } from "./invoices.testing";

/*
 * Every invoice route: success, no token, expired token, a forged token, someone else's ids,
 * and bad input (10 kB strings, SQL, HTML, wrong types, missing fields) answering 4xx with a
 * code, never 500, and changing nothing.
 */

interface Sample {
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}
interface Case {
  ok: Sample;
  /** 204 for the call whose answer is ignored. */
  okStatus?: number;
  /** demo2 asking for demo's ids: 404, or 204 for the searches (nothing found). */
  foreign?: { sample: Sample; status: number };
  /** Fields whose removal must answer 400. */
  required?: string[];
}

let t: InvoiceTestContext;
const cases: Record<string, Case> = {};
/** Free text the server ignores (Accept is a preference, the brand a label): bad values there
 * must only never cause a 500. */
const IGNORED = new Set(["Accept", "nombreMarca", "marca", "Content-Type"]);

beforeAll(async () => {
  t = await startInvoiceApp();
  const e = await firstInvoice(t.db, { ...demoTax, codAbonado: "100007", proformaCount: "some" });
  const unified = await firstInvoice(t.db, { ...demoTax, isUnica: true, line: "Electricidad" });
  const gasUnified = await firstInvoice(t.db, { ...demoTax, isUnica: true, line: "Gas" });
  await setProformaCount(t.db, gasUnified.id, 1);
  const range = { startDate: "2025-12-01", endDate: "2026-03-15" };
  const proforma = { Accept: "application/zip", serieFactura: e.serie, numeroFactura: e.numero, linea: "Electricidad", nombreMarca: "OV" };
  const pdf = { serieFactura: e.serie, numeroFactura: e.numero, line: "Electricidad", CUPS: e.cups };
  const contract = { line: "Electricidad", contractCode: "100007" };
  const per = { CUPS: e.cups, ...contract, ...range };
  const search = (url: string, query: Record<string, string>): Case => ({
    ok: { url, query },
    foreign: { sample: { url, query: { ...query, contract: "100007" } }, status: 204 },
  });
  const byId = (ok: Sample, required: string[]): Case => ({ ok, foreign: { sample: ok, status: 404 }, required });
  Object.assign(cases, {
    priceLimits: { ok: { url: "/ov/invoices/api/getPriceMinAndMaxInvoice" } },
    fullbilling: search("/ov/invoices/api/fullbilling", {
      ...range,
      start: "1",
      lineRemover: "Gas",
      invoice: e.numero,
      cups: e.cups.slice(0, 10),
      minPrice: "0",
      maxPrice: "100000",
    }),
    filterFullbilling: search("/ov/invoices/api/filterfullbilling", { ...range, line: "electricidad", cif: "12345678Z", start: "1" }),
    searchOneInvoice: {
      ok: { url: "/ov/invoices/api/searchOneInvoice", query: { invoice: e.numero } },
      foreign: { sample: { url: "/ov/invoices/api/searchOneInvoice", query: { invoice: e.numero } }, status: 204 },
      required: ["invoice"],
    },
    fullbillingRar: search("/ov/invoices/api/fullbilling/allinRar/Electricidad", { ...range, contract: "100007" }),
    fullbillingPdf: search("/ov/invoices/api/fullbilling/allinPDF/Electricidad", { ...range, contract: "100007" }),
    invoicesExcel: search("/ov/invoices/api/Electricidad", { ...range, line: "electricidad", contract: "100007" }),
    unicasGasInvoices: search("/ov/invoices/api/fullbilling/unicas/gas", { ...range, isDefaultQuery: "false", start: "1" }),
    proforma: byId({ url: "/ov/invoices/api/proforma", headers: proforma }, ["serieFactura", "numeroFactura", "linea"]),
    proformaDownload: byId({ url: "/ov/invoices/api/proformaDownload", headers: { ...proforma, Accept: "application/pdf" } }, [
      "serieFactura",
      "numeroFactura",
      "linea",
    ]),
    unicasGasProformas: byId(
      {
        url: "/ov/invoices/api/fullbilling/unicas/gas",
        query: { cb: "1740824000000" },
        headers: { ...proforma, serieFactura: gasUnified.serie, numeroFactura: gasUnified.numero, linea: "Gas" },
      },
      ["serieFactura", "numeroFactura", "linea"],
    ),
    unifiedInvoicePdf: byId(
      {
        url: "/ov/contracts/api/contracts",
        query: {
          numeroFactura: unified.numero_unica!,
          serieFactura: "FU",
          line: "Electricidad",
          marca: "OV",
          "Content-Type": "pdf",
          base64: "false",
        },
      },
      ["numeroFactura", "serieFactura", "line", "Content-Type", "base64"],
    ),
    invoicePdf: byId({ url: "/ov/invoices/api/pdf", query: pdf }, ["serieFactura", "numeroFactura", "line"]),
    adminContractDetail: byId(
      { url: "/ov/contracts/api/administrador-fincas", query: { codigoContrato: "100007", line: "Electricidad" } },
      ["codigoContrato", "line"],
    ),
    contractInvoices: byId(
      {
        url: "/ov/contracts/api/contractCode/invoices/",
        query: { ...contract, ...range, start: "1", limit: "10", factura: e.numero, minPrice: "0", maxPrice: "100000" },
      },
      ["line", "contractCode", "startDate"],
    ),
    contractInvoiceCharts: byId({ url: "/ov/contracts/api/contractCode/charts/invoices/", query: { ...contract, defaultQuery: "true" } }, [
      "line",
      "contractCode",
    ]),
    contractPriceLimits: byId({ url: "/ov/contracts/api/getPriceMinAndMaxInvoices", query: contract }, ["line", "contractCode"]),
    contractFullbillingRar: byId({ url: "/ov/contracts/api/contractCode/fullbilling", query: per }, [
      "CUPS",
      "line",
      "contractCode",
      "startDate",
      "endDate",
    ]),
    consumptionsExcel: byId(
      { url: "/ov/consumptions/api/fullbilling", query: { contractCode: "100007", cups: e.cups, line: "Electricidad", ...range } },
      ["contractCode", "cups", "line", "startDate", "endDate"],
    ),
    contractsFullbillingNotify: {
      okStatus: 204,
      ...byId(
        {
          url: "/ov/contracts/fullbilling",
          query: { contractCode: "100007", line: "Electricidad", startDate: "01-12-2025", endDate: "15-03-2026" },
        },
        ["line", "startDate", "endDate"],
      ),
    },
  } satisfies Record<string, Case>);
}, 120_000);
afterAll(() => t.close());

const ROUTES = [
  "priceLimits",
  "fullbilling",
  "filterFullbilling",
  "searchOneInvoice",
  "fullbillingRar",
  "fullbillingPdf",
  "invoicesExcel",
  "unicasGasInvoices",
  "proforma",
  "proformaDownload",
  "unicasGasProformas",
  "unifiedInvoicePdf",
  "invoicePdf",
  "adminContractDetail",
  "contractInvoices",
  "contractInvoiceCharts",
  "contractPriceLimits",
  "contractFullbillingRar",
  "consumptionsExcel",
  "contractsFullbillingNotify",
];

const send = (sample: Sample, token?: string) => get(t.app, sample.url, { token, query: sample.query, headers: sample.headers });
const BAD_VALUES = ["x".repeat(10_240), "' OR 1=1 --", "<script>alert(1)</script>", "[object Object]", "NaN;"];

describe.each(ROUTES)("%s", (id) => {
  it("answers the caller", async () => {
    const response = await send(cases[id]!.ok, t.tokens.demo);
    const { okStatus = 200 } = cases[id]!;
    expect(response.statusCode, response.body.slice(0, 200)).toBe(okStatus);
    if (okStatus === 200) expect(response.rawPayload.length).toBeGreaterThan(id === "proforma" || id === "unicasGasProformas" ? 300 : 30);
  });

  it("401 without a token, with an expired one, with a forged one", async () => {
    for (const token of [undefined, t.tokens.expired, `${t.tokens.demo.slice(0, -4)}AAAA`, "not-a-jwt"]) {
      const response = await send(cases[id]!.ok, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401 });
    }
  });

  it("does not reach someone else's data", async () => {
    const foreign = cases[id]!.foreign;
    if (!foreign) return;
    expect((await send(foreign.sample, t.tokens.demo2)).statusCode).toBe(foreign.status);
  });

  it("answers bad input with a 4xx and a code, never a 500, changing nothing", async () => {
    const before = await invoiceTotals(t.db);
    const { ok, required = [] } = cases[id]!;
    for (const part of ["query", "headers"] as const) {
      for (const key of Object.keys(ok[part] ?? {})) {
        for (const bad of BAD_VALUES) {
          const response = await send({ ...ok, [part]: { ...ok[part], [key]: bad } }, t.tokens.demo);
          expect(response.statusCode, `${key}=${bad.slice(0, 30)}`).toBeLessThan(500);
          if (!IGNORED.has(key)) {
            expect(response.statusCode, `${key}=${bad.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
            expect(response.json()).toMatchObject({ code: expect.any(Number), mensaje: expect.any(String) });
          }
        }
      }
    }
    for (const key of required) {
      const part = ok.query && key in ok.query ? "query" : "headers";
      const rest = Object.fromEntries(Object.entries(ok[part] ?? {}).filter(([name]) => name !== key));
      const response = await send({ ...ok, [part]: rest }, t.tokens.demo);
      expect(response.statusCode, `without ${key}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    expect(await invoiceTotals(t.db)).toEqual(before);
  }, 60_000);
});

it("the ids of demo2 are not demo's either", async () => {
  const theirs = await firstInvoice(t.db, demo2Tax);
  const response = await get(t.app, "/ov/invoices/api/pdf", {
    token: t.tokens.demo,
    query: { serieFactura: theirs.serie, numeroFactura: theirs.numero, line: "Electricidad" },
  });
  expect(response.statusCode).toBe(404);
});
