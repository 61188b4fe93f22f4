import { COMPANY } from "@oficina-virtual/api-contract";
import { readPdfText } from "../../documents/customer/documents.testing";
import { NO_CERTIFICATES } from "./contractPdf";
import { call, cupsOf, type Fixture, HOSTILE, openFixture } from "./customer.testing";
import { RANGE_12_MONTHS } from "./measures";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

const get = (token: string | null, url: string) => call(f.app, token, { method: "GET", url });
const contractUrl = (codAbonado: string, line = "Electricidad", output = "pdf") =>
  `/ov/contracts/${codAbonado}?line=${line}&output=${output}`;
const certificateUrl = (params: Record<string, string> = {}) =>
  `/ov/contracts/api/consumptionsCertified?${new URLSearchParams({ line: "electricidad", contractCode: "100001", startDate: "2025-01-01", endDate: "2025-12-31", ...params })}`;

describe("GET /ov/contracts/{codAbonado}?output=pdf", () => {
  it("sends the contract as a real PDF named Contrato-{code}.pdf", async () => {
    const response = await get(f.tokens.ana, contractUrl("100002"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Contrato-100002.pdf"');
    expect(response.rawPayload.length).toBeGreaterThan(150);
    const { text } = await readPdfText(response.rawPayload);
    for (const expected of ['Ana García "La Portuguesa" López', "12345678Z", cupsOf("100002"), "3.0TD", "14/05/2019", "Alta", "4,60"]) {
      expect(text).toContain(expected);
    }
  });

  it("shows the flow of a gas contract, in any letter case of the line", async () => {
    const response = await get(f.tokens.ana, contractUrl("200003", "gas"));
    expect(response.statusCode).toBe(200);
    const { text } = await readPdfText(response.rawPayload);
    expect(text).toContain("12,50 kWh/día");
    expect(text).toContain("31/12/2024");
  });

  it("lets an administrator download a linked contract only", async () => {
    const linked = await get(f.tokens.fincas, contractUrl("400001"));
    expect(linked.statusCode).toBe(200);
    expect((await readPdfText(linked.rawPayload)).text).toContain("Comunidad de Propietarios Calle Mayor 1");
    expect((await get(f.tokens.fincas, contractUrl("400002"))).statusCode).toBe(404);
  });

  it("answers someone else's or the other line's contract with 404", async () => {
    for (const [token, url] of [
      [f.tokens.bob, contractUrl("100001")],
      [f.tokens.ana, contractUrl("300001")],
      [f.tokens.ana, contractUrl("999999")],
      [f.tokens.ana, contractUrl("100001", "Gas")],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it("refuses bad input with a 4xx and a code", async () => {
    for (const url of [
      contractUrl("100001", "Agua"),
      contractUrl("100001", "Electricidad", "xlsx"),
      `/ov/contracts/100001?output=pdf`,
      `/ov/contracts/${encodeURIComponent(HOSTILE.sql)}?line=Electricidad&output=pdf`,
      `/ov/contracts/${encodeURIComponent(HOSTILE.html)}?line=Electricidad&output=pdf`,
      `/ov/contracts/${"1".repeat(60)}?line=Electricidad&output=pdf`,
      `/ov/contracts/100001?line=${HOSTILE.long}&output=pdf`,
    ]) {
      const response = await get(f.tokens.ana, url);
      expect(response.statusCode, url.slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    // A path parameter over Fastify's maxParamLength (100) is refused by the router before any
    // handler: 414, with Fastify's own body (its `code` is 'FST_ERR_MAX_PARAM_LENGTH' until
    // app.ts maps framework errors to {code, mensaje}).
    const huge = await get(f.tokens.ana, `/ov/contracts/${HOSTILE.long}?line=Electricidad&output=pdf`);
    expect(huge.statusCode).toBe(414);
    expect(huge.json().code).toBeDefined();
  });

  it("requires a valid token", async () => {
    expect((await get(null, contractUrl("100001"))).statusCode).toBe(401);
    expect((await get(f.tokens.anaExpired, contractUrl("100001"))).statusCode).toBe(401);
  });
});

describe("GET /ov/contracts/api/consumptionsCertified", () => {
  it("sends a real certificate PDF with the invoices of the period and their total", async () => {
    const response = await get(f.tokens.ana, certificateUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Certificado-100001.pdf"');
    const { text } = await readPdfText(response.rawPayload);
    for (const expected of [
      // The letterhead names the retailer as the portal's footer does (api-contract's COMPANY).
      COMPANY.brand,
      COMPANY.name,
      COMPANY.cif,
      "Certificado de consumos",
      'Ana García "La Portuguesa" López',
      "12345678Z",
      cupsOf("100001"),
      "01/01/2025",
      "31/12/2025",
      "enero de 2025",
      "junio de 2025",
      "Total",
      "1.410,00",
      "Fdo.",
    ]) {
      expect(text).toContain(expected);
    }
    // The miscellaneous (VA) invoice of July carries no consumption.
    expect(text).not.toContain("VA251");
  });

  it("covers only the invoices issued in the period", async () => {
    const { text } = await readPdfText(
      (await get(f.tokens.ana, certificateUrl({ startDate: "2025-02-01", endDate: "2025-03-31" }))).rawPayload,
    );
    expect(text).toContain("febrero de 2025");
    expect(text).not.toContain("enero de 2025");
    expect(text).toContain("450,00");
  });

  it("answers 404 with the none-found text when the period has no invoices", async () => {
    const response = await get(f.tokens.ana, certificateUrl({ startDate: "2024-01-01", endDate: "2024-12-31" }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, mensaje: NO_CERTIFICATES });
  });

  it("answers someone else's contract, or the other line's, with 404", async () => {
    expect((await get(f.tokens.bob, certificateUrl())).statusCode).toBe(404);
    expect((await get(f.tokens.ana, certificateUrl({ contractCode: "300001" }))).statusCode).toBe(404);
    expect((await get(f.tokens.ana, certificateUrl({ line: "gas" }))).statusCode).toBe(404);
    expect((await get(f.tokens.fincas, certificateUrl({ contractCode: "400002" }))).statusCode).toBe(404);
  });

  it("refuses more than 12 months and bad input with 400 and a code", async () => {
    const long = await get(f.tokens.ana, certificateUrl({ startDate: "2024-12-30", endDate: "2025-12-31" }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 400, mensaje: RANGE_12_MONTHS });
    const bad: Record<string, string>[] = [
      { line: "agua" },
      { startDate: "01-01-2025" },
      { endDate: "2025-02-30" },
      { startDate: "2025-12-31", endDate: "2025-01-01" },
      { contractCode: HOSTILE.sql },
      { contractCode: HOSTILE.html },
      { contractCode: HOSTILE.long },
      { startDate: "" },
    ];
    for (const params of bad) {
      const response = await get(f.tokens.ana, certificateUrl(params));
      expect(response.statusCode, JSON.stringify(params).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });

  it("requires a valid token", async () => {
    expect((await get(null, certificateUrl())).statusCode).toBe(401);
    expect((await get(f.tokens.anaExpired, certificateUrl())).statusCode).toBe(401);
  });
});
