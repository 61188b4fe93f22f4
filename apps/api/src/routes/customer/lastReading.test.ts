import { call, type Fixture, HOSTILE, openFixture } from "./customer.testing";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

const last = (token: string | null, codAbonado: string) =>
  call(f.app, token, { method: "GET", url: "/ov/readings/api/last", query: { codAbonado } });
const add = (token: string, payload: object) => call(f.app, token, { method: "POST", url: "/ov/readings/api/add", payload });

// 100001 is 2.0TD; its last energy invoice (June: 260 kWh, 130 in P1 and P2, 27 days) comes
// before a miscellaneous 'VA' one, which is left out.
const JUNE_DAILY = { Punta: 4.815, Llano: 4.815, Valle: 0 };

describe("GET /ov/readings/api/last", () => {
  it("answers no reading before the first, with the usual daily use from the last invoice", async () => {
    const response = await last(f.tokens.ana, "100001");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reading: null, averageDaily: JUNE_DAILY });
  });

  it("answers the newest reading sent for the contract, as typed", async () => {
    await add(f.tokens.ana, { codAbonado: "100001", line: "Electricidad", Punta: "100", Llano: "200", Valle: "300" });
    await add(f.tokens.ana, { codAbonado: "100001", line: "Electricidad", Punta: "110", Llano: "205,5", Valle: "301" });
    const response = await last(f.tokens.ana, "100001");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reading: { values: { Punta: "110", Llano: "205,5", Valle: "301" }, createdAt: "2026-03-15T10:00:00.000Z" },
      averageDaily: JUNE_DAILY,
    });
  });

  it("gives gas no daily use: its meter counts m³, the invoice kWh", async () => {
    const response = await last(f.tokens.ana, "200001");
    expect(response.json()).toEqual({ reading: null, averageDaily: {} });
  });

  it("answers someone else's contract, or an unknown one, with 404", async () => {
    for (const [token, code] of [
      [f.tokens.ana, "300001"],
      [f.tokens.ana, "999999"],
      [f.tokens.bob, "100001"],
    ] as const) {
      const response = await last(token, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it("refuses bad input with 400 and a missing or bad token with 401", async () => {
    for (const code of ["", HOSTILE.sql, HOSTILE.long]) expect((await last(f.tokens.ana, code)).statusCode).toBe(400);
    expect((await last(null, "100001")).statusCode).toBe(401);
    expect((await last(f.tokens.anaExpired, "100001")).statusCode).toBe(401);
  });
});
