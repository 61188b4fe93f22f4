import { call, cupsOf, type Fixture, openFixture } from "../customer/customer.testing";
import { csvField } from "./adminContractsCsv";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

const URL = "/ov/contracts/api/administrador-fincas/exportar";

describe("GET /ov/contracts/api/administrador-fincas/exportar ('Exportar contratos (CSV)')", () => {
  it("lists every contract linked to the administrator, UTF-8 with a BOM, accents intact", async () => {
    const response = await call(f.app, f.tokens.fincas, { method: "GET", url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="contratos-administrador.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "CIF;CUPS;Contrato;Dirección;Tarifa;Potencia contratada P1 (kW);Potencia contratada P2 (kW);Potencia contratada P3 (kW);Potencia contratada P4 (kW);Potencia contratada P5 (kW);Potencia contratada P6 (kW)",
    );
    // 400001 (3.0TD) and 400003 (gas): the administrator's two; never 400002 nor anyone else's.
    expect(lines.slice(1, -1)).toEqual([
      `H12345678;${cupsOf("400001")};400001;Calle de Alcalá 01, 2º B, 28020 Madrid (Madrid);3.0TD;4,6;4,6;;;;20,5`,
      `H12345678;${cupsOf("400003")};400003;Calle de Alcalá 03, 2º B, 28020 Madrid (Madrid);RL.2;;;;;;`,
    ]);
    expect(text).toContain("Alcalá");
    expect(text).not.toContain("Ã");
  });

  it("is the administrator's alone: a customer gets 404, nobody signed in 401", async () => {
    expect((await call(f.app, f.tokens.ana, { method: "GET", url: URL })).statusCode).toBe(404);
    expect((await call(f.app, null, { method: "GET", url: URL })).statusCode).toBe(401);
  });

  it("quotes separators and defuses formulas", () => {
    expect(csvField("Calle Mayor; 1")).toBe('"Calle Mayor; 1"');
    expect(csvField('El "Portal"')).toBe('"El ""Portal"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("Málaga")).toBe("Málaga");
  });
});
