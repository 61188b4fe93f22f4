import { requiredReadingFields } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import type { Caller } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { loadConfig } from "../../config";
import { userByEmail, userByUsername } from "../../db/accounts/accounts.testing";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../db/database.testing";
import { unifiedInvoiceWithProformas } from "../../db/invoices/invoices.testing";
import { readPdfText, readXlsxRows } from "../../documents/customer/documents.testing";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO2_CUSTOMER, PENDING_ADMIN } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { requestSignupCode } from "../account/requests.testing";
import { call } from "./customer.testing";

/* The customer routes against the demo seed , with 10 days of measures. */

const TODAY = new Date("2026-03-15T10:00:00Z");
let handle: DatabaseHandle;
let app: FastifyInstance;
const tokens: Record<"demo" | "demo2" | "fincas", string> = { demo: "", demo2: "", fincas: "" };

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { today: TODAY, measuresDays: 10 });
  const config = loadConfig({ OV_DEMO: "1" });
  app = await buildApp({ deps: { db: handle.db, config, now: () => TODAY } });
  for (const [key, username] of [
    ["demo", DEMO_CUSTOMER.username],
    ["demo2", DEMO2_CUSTOMER.username],
    ["fincas", DEMO_ADMIN.username],
  ] as const) {
    const user = await userByUsername(handle.db, username);
    const caller: Caller = { userId: user!.id, role: user!.role, username: user!.username, email: user!.email, taxId: user!.taxId };
    tokens[key] = await signTestToken(handle.db, caller, config.jwtSecret, 15);
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = (token: string, url: string) => call(app, token, { method: "GET", url });

type Item = { line: string; codAbonado: string; cups: string; accessFee: { fee: string } };

async function supplyPoint(token: string, codAbonado: string): Promise<Item> {
  const body = (await get(token, `/ov/cups/api/cupsMe?contract=${codAbonado}`)).json();
  return body.cupsAsociados.select.find((i: Item) => i.codAbonado === codAbonado);
}

describe("customer routes on the demo seed", () => {
  it("pages demo's 12 electricity contracts in 2 pages and shows the 3 gas ones", async () => {
    const first = (await get(tokens.demo, "/ov/cups/api/cupsMe")).json();
    expect(first).toMatchObject({ totalElectricidad: 12, totalGas: 3 });
    expect(first.cupsAsociados.select.filter((i: Item) => i.line === "Electricidad")).toHaveLength(10);
    const second = (await get(tokens.demo, "/ov/cups/api/cupsMe?startPaginationElectricidad=2")).json();
    expect(second.cupsAsociados.select.filter((i: Item) => i.line === "Electricidad").map((i: Item) => i.codAbonado)).toEqual([
      "100011",
      "100012",
    ]);
    expect((await get(tokens.demo2, "/ov/cups/api/cupsMe")).json()).toMatchObject({ totalElectricidad: 2, totalGas: 0 });
    expect((await get(tokens.fincas, "/ov/cups/api/cupsMe")).json()).toMatchObject({ totalElectricidad: 30, totalGas: 10 });
  });

  it("reports demo's unified invoices and none for demo2", async () => {
    expect((await get(tokens.demo, "/ov/invoices/api/isUnicaInvoicesAssociate")).json()).toEqual({
      FacturasUnicas: { Electricidad: true, Gas: true },
    });
    expect((await get(tokens.demo2, "/ov/invoices/api/isUnicaInvoicesAssociate")).json()).toEqual({
      FacturasUnicas: { Electricidad: false, Gas: false },
    });
  });

  it("counts demo's 2 open requests out of 3 and hides them from demo2", async () => {
    expect((await get(tokens.demo, "/ov/issues/api/status/open")).json()).toEqual({ total_count: 2 });
    const list = (await get(tokens.demo, "/ov/issues/api/issues")).json();
    expect(list.total_count).toBe(3);
    const detail = (await get(tokens.demo, `/ov/issues/api/issue?issueId=${list.items[0].id}`)).json();
    expect(detail).toMatchObject({ cif: DEMO_CUSTOMER.nif, email: DEMO_CUSTOMER.email, telefono_cliente: DEMO_CUSTOMER.phone });
    expect((await get(tokens.demo2, `/ov/issues/api/issue?issueId=${list.items[0].id}`)).statusCode).toBe(404);
    expect(Object.values((await get(tokens.demo, "/ov/issues/api/categories")).json())).toContain("Facturación");
    expect((await get(tokens.demo, "/ov/issues/api/subcategories?category=FAC")).json()).toContain("Reclamación de factura");
  });

  it("answers telemetry and the load curve of the last 7 days, and the XLSX", async () => {
    const point = await supplyPoint(tokens.demo, "100001");
    const range = `cups=${point.cups}&contractCode=100001&startDate=08-03-2026&endDate=14-03-2026`;
    const telemetry = (await get(tokens.demo, `/ov/cups/api/telemetry?line=Electricidad&freq=1&${range}&output=json`)).json();
    expect(telemetry.Telemetry.total.countTotal).toBe(168);
    const curve = (await get(tokens.demo, `/ov/cups/api/curvas?${range}&output=json&DefaultQuery=true`)).json();
    expect(curve.Curvas.total.countTotal).toBe(168);
    expect(curve.Curvas.select.some((p: { pasiveEnergy: number }) => p.pasiveEnergy > 0)).toBe(true);
    const xlsx = await get(tokens.demo, `/ov/cups/api/telemetry?line=Electricidad&freq=1&${range}&output=xlsx`);
    expect((await readXlsxRows(xlsx.rawPayload)).rows).toHaveLength(169);
    expect((await get(tokens.demo2, `/ov/cups/api/telemetry?line=Electricidad&freq=1&${range}&output=json`)).statusCode).toBe(404);
  });

  it("makes the contract PDF and the certificate for demo, and 404s them for demo2", async () => {
    const pdf = await get(tokens.demo, "/ov/contracts/100013?line=Gas&output=pdf");
    expect(pdf.statusCode).toBe(200);
    expect((await readPdfText(pdf.rawPayload)).text).toContain("Lucía García Pérez");
    const certificate = await get(
      tokens.demo,
      "/ov/contracts/api/consumptionsCertified?line=electricidad&contractCode=100001&startDate=2025-03-15&endDate=2026-03-15",
    );
    expect(certificate.statusCode).toBe(200);
    expect((await readPdfText(certificate.rawPayload)).text).toContain(DEMO_CUSTOMER.nif);
    expect((await get(tokens.demo2, "/ov/contracts/100013?line=Gas&output=pdf")).statusCode).toBe(404);
    expect(
      (
        await get(
          tokens.demo2,
          "/ov/contracts/api/consumptionsCertified?line=electricidad&contractCode=100001&startDate=2025-03-15&endDate=2026-03-15",
        )
      ).statusCode,
    ).toBe(404);
  });

  it("accepts a reading with the fields of the supply's access fee", async () => {
    for (const codAbonado of ["100001", "100003", "100007", "100013"]) {
      const point = await supplyPoint(tokens.demo, codAbonado);
      const fields = Object.fromEntries(requiredReadingFields(point.line, point.accessFee.fee).map((f) => [f, "12,5"]));
      const response = await call(app, tokens.demo, {
        method: "POST",
        url: "/ov/readings/api/add",
        payload: { codAbonado, line: point.line, cups: point.cups, ...fields },
      });
      expect(response.statusCode, codAbonado).toBe(201);
      const other = await call(app, tokens.demo2, {
        method: "POST",
        url: "/ov/readings/api/add",
        payload: { codAbonado, line: point.line, ...fields },
      });
      expect(other.statusCode).toBe(404);
    }
  });

  it("lets the pre-registered administrator find their 5 contracts and sign up by e-mail, with the code mailed there", async () => {
    const code = await requestSignupCode(app, { email: PENDING_ADMIN.email }, true);
    const lookup = await call(app, null, {
      method: "GET",
      url: `/ov/user/api/userCups?isAdministradorFinca=true&email=${PENDING_ADMIN.email}&codigo=${code}`,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ cupsElectricidad: 4, cupsGas: 1 });
    const signup = await call(app, null, {
      method: "POST",
      url: "/ov/user/api/add?isAdministradorFinca=true",
      payload: {
        username: PENDING_ADMIN.username,
        nif: "H28000019",
        email: PENDING_ADMIN.email,
        telefono: "0",
        firstName: PENDING_ADMIN.firstName,
        lastName: PENDING_ADMIN.lastName,
        language: "es",
        codigo: code,
      },
    });
    expect(signup.statusCode).toBe(201);
    // The password is chosen on the page the mailed link leads to, never by the signup.
    const user = await userByEmail(handle.db, PENDING_ADMIN.email);
    expect(user?.passwordHash).toBe("");
  });

  it("has gas proformas: the unified gas invoice of last month holds two", async () => {
    const row = await unifiedInvoiceWithProformas(handle.db, "100013");
    const response = await call(app, tokens.demo, {
      method: "GET",
      url: "/ov/invoices/api/fullbilling/unicas/gas?cb=1",
      headers: {
        Accept: "application/zip",
        serieFactura: row!.serie_unica,
        numeroFactura: row!.numero_unica,
        linea: "Gas",
        nombreMarca: "OV Energía",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(`PROFORMAS-FU${row!.numero_unica}.zip`);
  });
});
