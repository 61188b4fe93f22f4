import type { DataExport } from "@oficina-virtual/api-contract";
import { replaceBankAccount } from "../../db/bankAccounts/bankAccounts";
import { insertIssue } from "../../db/issues";
import { zipEntries } from "../../documents/invoices/readers.testing";
import { call, cupsOf, type Fixture, insertHourlyReadings, openFixture } from "../customer/customer.testing";
import { madridDayStart } from "../customer/madridTime";

const IBAN = "ES9121000418450200051332";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
  // The fixture's today is 15-03-2026: the ZIP's curves cover 14-03-2025 … 14-03-2026.
  for (const code of ["100001", "100002"]) {
    await insertHourlyReadings(
      f.db,
      f.contractIds[code]!,
      madridDayStart({ year: 2025, month: 10, day: 20 }),
      madridDayStart({ year: 2026, month: 3, day: 16 }),
    );
  }
  const account = { holderName: "Ana García López", userId: null, acceptedIp: null, acceptedUserAgent: null, iban: IBAN };
  await replaceBankAccount(f.db, { ...account, contractId: f.contractIds["100001"]! }, new Date("2024-01-10T09:00:00Z"));
  await insertIssue(f.db, {
    userId: f.callers.ana.userId,
    subject: '=HYPERLINK("x")',
    description: "Una duda; con punto y coma",
    categoryId: "1",
    subcategory: "Duplicado de factura",
    line: "Electricidad",
    cups: cupsOf("100001"),
    contractCode: "100001",
  });
}, 60_000);
afterAll(() => f.close());

const start = (token: string) => call(f.app, token, { method: "POST", url: "/ov/user/api/mis-datos" });
const status = (token: string, id: string) => call(f.app, token, { method: "GET", url: `/ov/user/api/mis-datos/${id}` });
const zip = (token: string, id: string) => call(f.app, token, { method: "GET", url: `/ov/user/api/mis-datos/${id}/zip` });

/** Polls the job as the client does until it is no longer being prepared. */
async function ready(token: string, id: string): Promise<DataExport> {
  let job: DataExport | undefined;
  await vi.waitFor(
    async () => {
      job = (await status(token, id)).json() as DataExport;
      expect(job.state).not.toBe("preparando");
    },
    { timeout: 60_000, interval: 100 },
  );
  return job!;
}

let anaZip: Buffer;
let anaJob: DataExport;
beforeAll(async () => {
  const started = await start(f.tokens.ana);
  expect(started.statusCode).toBe(202);
  anaJob = started.json();
  expect(anaJob).toMatchObject({ state: "preparando", progress: 0, fileName: null });
  expect(await ready(f.tokens.ana, anaJob.id)).toMatchObject({ state: "lista", progress: 100, fileName: "mis-datos-15-03-2026.zip" });
  const download = await zip(f.tokens.ana, anaJob.id);
  expect(download.statusCode).toBe(200);
  expect(download.headers["content-type"]).toBe("application/zip");
  anaZip = download.rawPayload;
}, 90_000);

const entry = async (name: string) => (await zipEntries(anaZip)).find((e) => e.name === name)?.data;

describe("'Descargar mis datos': the ZIP", () => {
  it("holds README.txt and every part in JSON and CSV, a load curve per electricity supply", async () => {
    const names = (await zipEntries(anaZip)).map((e) => e.name);
    const parts = ["perfil", "contratos", "facturas", "lecturas"];
    const curves = Array.from({ length: 12 }, (_, i) => `curvas-de-carga/${cupsOf(`1000${String(i + 1).padStart(2, "0")}`)}`);
    const rest = ["solicitudes", "preferencias", "cuentas-bancarias", "cambios-de-contacto", "sesiones", "actividad"];
    expect(names).toEqual(["README.txt", ...[...parts, ...curves, ...rest].flatMap((p) => [`${p}.json`, `${p}.csv`])]);
    const readme = (await entry("README.txt"))!.toString("utf8");
    expect(readme).toContain("artículo 20");
    expect(readme).toContain("facturas.json, facturas.csv: tus facturas");
  });

  it("writes each load curve's CSV byte for byte as the CNMC download of the same supply and range", async () => {
    for (const code of ["100001", "100002", "100003"]) {
      const query = new URLSearchParams({
        cups: cupsOf(code),
        contractCode: code,
        startDate: "14-03-2025",
        endDate: "14-03-2026",
        output: "csv",
      });
      const download = await call(f.app, f.tokens.ana, { method: "GET", url: `/ov/cups/api/curvas?${query}` });
      expect(download.statusCode).toBe(200);
      const inZip = await entry(`curvas-de-carga/${cupsOf(code)}.csv`);
      expect(inZip?.equals(download.rawPayload)).toBe(true);
    }
    // 100001 has readings (and surplus: the distributors' layout); its JSON has the same hours.
    const csv = (await entry(`curvas-de-carga/${cupsOf("100001")}.csv`))!.toString("utf8");
    const json = JSON.parse((await entry(`curvas-de-carga/${cupsOf("100001")}.json`))!.toString("utf8")) as unknown[];
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(json.length + 1);
    expect(json.length).toBeGreaterThan(3000);
  });

  it("is scoped to the caller: only Ana's contracts, invoices and requests", async () => {
    const contracts = JSON.parse((await entry("contratos.json"))!.toString("utf8")) as { contrato: string }[];
    expect(contracts.map((c) => c.contrato).sort()).toEqual(
      [...Array.from({ length: 12 }, (_, i) => `1000${String(i + 1).padStart(2, "0")}`), "200001", "200002", "200003"].sort(),
    );
    const invoices = JSON.parse((await entry("facturas.json"))!.toString("utf8")) as { numero: string }[];
    expect(invoices.map((i) => i.numero)).not.toContain("B251");
    expect((await entry("perfil.csv"))!.toString("utf8")).toContain("12345678Z");
  });

  it("masks the IBAN and writes user text in the CSV safely", async () => {
    const accounts = (await entry("cuentas-bancarias.csv"))!.toString("utf8");
    expect(accounts).toContain("ES** **** **** **** **** 1332");
    expect(anaZip.includes(Buffer.from(IBAN))).toBe(false);
    const requests = (await entry("solicitudes.csv"))!.toString("utf8");
    expect(requests).toContain(`"'=HYPERLINK(""x"")"`);
    expect(requests).toContain('"Una duda; con punto y coma"');
  });
});

describe("'Descargar mis datos': who may", () => {
  it("answers someone else's job 404, and the administrator's calls 404", async () => {
    expect((await status(f.tokens.bob, anaJob.id)).statusCode).toBe(404);
    const other = await zip(f.tokens.bob, anaJob.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, mensaje: "No se ha encontrado esta descarga de tus datos." });
    expect((await start(f.tokens.fincas)).statusCode).toBe(404);
    expect((await status(f.tokens.ana, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("refuses a malformed id with 400 and no session with 401", async () => {
    expect((await status(f.tokens.ana, "../../etc")).statusCode).toBe(404);
    expect((await status(f.tokens.ana, "x".repeat(36))).statusCode).toBe(400);
    expect((await call(f.app, null, { method: "POST", url: "/ov/user/api/mis-datos" })).statusCode).toBe(401);
  });
});
