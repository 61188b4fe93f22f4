import { countDebugLogs, debugLogOf } from "../../db/debugLogs.testing";
import { call, cupsOf, type Fixture, HOSTILE, openFixture } from "./customer.testing";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

const cupsMe = (token: string | null, query = "") => call(f.app, token, { method: "GET", url: `/ov/cups/api/cupsMe${query}` });

type Item = { line: string; codAbonado: string; cups: string; accessFee: { fee: string } };
const items = (body: { cupsAsociados: { select: Item[] } }, line: string) =>
  body.cupsAsociados.select.filter((i) => i.line === line).map((i) => i.codAbonado);

describe("GET /ov/cups/api/cupsMe", () => {
  it("answers the first page of each line and the line totals", async () => {
    const response = await cupsMe(f.tokens.ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalElectricidad).toBe(12);
    expect(body.totalGas).toBe(3);
    expect(items(body, "Electricidad")).toEqual([
      "100001",
      "100002",
      "100003",
      "100004",
      "100005",
      "100006",
      "100007",
      "100008",
      "100009",
      "100010",
    ]);
    expect(items(body, "Gas")).toEqual(["200001", "200002", "200003"]);
    expect(body.cupsAsociados.select[0]).toMatchObject({
      codAbonado: "100001",
      codigoContratoSICOM: "SIC-100001",
      cups: cupsOf("100001"),
      calle: "Calle de Alcalá",
      extension: "2º B",
      numDomicilio: "01",
      codPostal: "28020",
      ciudad: "Madrid",
      fechaAlta: "2019-05-14",
      fechaBaja: null,
      estado: "Contrato",
      tarifa: "2.0TD",
      line: "Electricidad",
      domicilio: "Calle de Alcalá 01",
      ampExtension1: "2º B",
      accessFee: { fee: "2.0TD" },
    });
  });

  it("pages each line on its own, 10 per page from page 1", async () => {
    const body = (await cupsMe(f.tokens.ana, "?startPaginationElectricidad=2&startPaginationGas=1")).json();
    expect(items(body, "Electricidad")).toEqual(["100011", "100012"]);
    expect(items(body, "Gas")).toHaveLength(3);
    const beyond = (await cupsMe(f.tokens.ana, "?startPaginationElectricidad=3&startPaginationGas=2")).json();
    expect(beyond.cupsAsociados.select).toEqual([]);
    expect(beyond).toMatchObject({ totalElectricidad: 12, totalGas: 3 });
  });

  it("filters by part of the CUPS or of the contract code, ignoring case, and counts the matches", async () => {
    const byCups = (await cupsMe(f.tokens.ana, `?cups=${cupsOf("100011").slice(8, 18).toLowerCase()}`)).json();
    expect(byCups.cupsAsociados.select.map((i: Item) => i.codAbonado)).toEqual(["100011"]);
    expect(byCups).toMatchObject({ totalElectricidad: 1, totalGas: 0 });
    const byContract = (await cupsMe(f.tokens.ana, "?contract=sic-2000")).json();
    expect(byContract).toMatchObject({ totalElectricidad: 0, totalGas: 3 });
    const byCode = (await cupsMe(f.tokens.ana, "?contract=10001&cups=")).json();
    expect(byCode.cupsAsociados.select.map((i: Item) => i.codAbonado)).toEqual(["100010", "100011", "100012"]);
  });

  it("takes LIKE wildcards and SQL in the filters literally", async () => {
    for (const value of ["%", "_", HOSTILE.sql]) {
      const response = await cupsMe(f.tokens.ana, `?contract=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ totalElectricidad: 0, totalGas: 0 });
    }
  });

  it("never shows someone else's contracts", async () => {
    const bob = (await cupsMe(f.tokens.bob)).json();
    expect(bob.cupsAsociados.select.map((i: Item) => i.codAbonado)).toEqual(["300001", "300002"]);
    const search = (await cupsMe(f.tokens.bob, `?cups=${cupsOf("100001")}`)).json();
    expect(search).toMatchObject({ totalElectricidad: 0, totalGas: 0, cupsAsociados: { select: [] } });
  });

  it("shows an administrator only the linked contracts", async () => {
    const body = (await cupsMe(f.tokens.fincas)).json();
    expect(body.cupsAsociados.select.map((i: Item) => i.codAbonado)).toEqual(["400001", "400003"]);
    expect(body).toMatchObject({ totalElectricidad: 1, totalGas: 1 });
  });

  it("requires a valid, unexpired token", async () => {
    expect((await cupsMe(null)).statusCode).toBe(401);
    const expired = await cupsMe(f.tokens.anaExpired);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 401 });
    expect((await cupsMe("not-a-jwt")).statusCode).toBe(401);
  });

  it.each([
    ["page 0", "?startPaginationElectricidad=0"],
    ["a word for a page", "?startPaginationGas=abc"],
    ["a repeated page", "?startPaginationGas=1&startPaginationGas=2"],
    ["a 10 kB CUPS", `?cups=${HOSTILE.long}`],
    ["a 10 kB contract", `?contract=${HOSTILE.long}`],
  ])("answers 400 with a code for %s", async (_label, query) => {
    const response = await cupsMe(f.tokens.ana, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });
});

describe("POST /ov/cups/api/createdebuglog", () => {
  const post = (token: string | null, payload: unknown) =>
    call(f.app, token, {
      method: "POST",
      url: "/ov/cups/api/createdebuglog",
      payload: payload as object,
      headers: { "user-agent": "vitest" },
    });
  const logCount = () => countDebugLogs(f.db);

  it("stores the log with the caller's id and answers 201", async () => {
    const response = await post(f.tokens.ana, { event: "emptyContractsOnFirstLoad", detail: HOSTILE.html, path: "/" });
    expect(response.statusCode).toBe(201);
    const row = await debugLogOf(f.db, f.callers.ana.userId);
    expect(row).toMatchObject({ event: "emptyContractsOnFirstLoad", detail: { detail: HOSTILE.html, path: "/", userAgent: "vitest" } });
  });

  it("refuses anonymous, expired and malformed logs without storing them", async () => {
    const before = await logCount();
    expect((await post(null, { event: "x" })).statusCode).toBe(401);
    expect((await post(f.tokens.anaExpired, { event: "x" })).statusCode).toBe(401);
    for (const payload of [{}, { event: "" }, { event: 42 }, { event: "x", detail: HOSTILE.long }, { event: HOSTILE.long }]) {
      const response = await post(f.tokens.ana, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    const notJson = await call(f.app, f.tokens.ana, {
      method: "POST",
      url: "/ov/cups/api/createdebuglog",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await logCount()).toBe(before);
  });
});

describe("GET /ov/invoices/api/isUnicaInvoicesAssociate", () => {
  const get = (token: string | null) => call(f.app, token, { method: "GET", url: "/ov/invoices/api/isUnicaInvoicesAssociate" });

  it("says per line whether the caller has unified invoices", async () => {
    expect((await get(f.tokens.ana)).json()).toEqual({ FacturasUnicas: { Electricidad: false, Gas: true } });
    expect((await get(f.tokens.bob)).json()).toEqual({ FacturasUnicas: { Electricidad: false, Gas: false } });
    expect((await get(f.tokens.fincas)).json()).toEqual({ FacturasUnicas: { Electricidad: false, Gas: false } });
  });

  it("requires a valid token", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(f.tokens.anaExpired)).statusCode).toBe(401);
  });
});
