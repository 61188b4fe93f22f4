import { countMeterReadings, meterReadingById } from "../../db/measures/measures.testing";
import { call, cupsOf, type Fixture, HOSTILE, openFixture } from "./customer.testing";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

// Fixture fees: 100001 2.0TD, 100002 3.0TD, 100003 6.1TD, 100004 2.0DHA; 2000xx gas.
const SIX = Object.fromEntries(
  ["P", "EnergiaReactivaP", "PotenciaMaximaP"].flatMap((prefix) => [1, 2, 3, 4, 5, 6].map((n) => [`${prefix}${n}`, `${n}0,5`])),
);

const add = (token: string | null, payload: unknown) =>
  call(f.app, token, { method: "POST", url: "/ov/readings/api/add", payload: payload as object });
const readingCount = () => countMeterReadings(f.db);

describe("POST /ov/readings/api/add", () => {
  it("stores the readings a 2.0TD supply takes and answers 201 {id, createdAt}", async () => {
    const response = await add(f.tokens.ana, {
      codAbonado: "100001",
      line: "Electricidad",
      cups: cupsOf("100001"),
      Punta: "123,456",
      Llano: "7",
      Valle: "0,001",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^\d+$/), createdAt: "2026-03-15T10:00:00.000Z" });
    const row = await meterReadingById(f.db, Number(body.id));
    expect(row).toMatchObject({
      contractId: f.contractIds["100001"],
      userId: f.callers.ana.userId,
      values: { Punta: "123,456", Llano: "7", Valle: "0,001" },
    });
  });

  it.each([
    ["3.0TD", "100002", "Electricidad", SIX],
    ["6.1TD", "100003", "Electricidad", SIX],
    ["2.0DHA", "100004", "electricidad", { Punta: "1", Valle: "2" }],
    ["gas RL.2", "200001", "GAS", { Consumo: "345,5" }],
  ])("accepts exactly the fields of %s", async (_fee, codAbonado, line, fields) => {
    const response = await add(f.tokens.ana, { codAbonado, line, ...fields });
    expect(response.statusCode).toBe(201);
  });

  it("lets an administrator send readings for a linked contract only", async () => {
    expect((await add(f.tokens.fincas, { codAbonado: "400003", line: "Gas", Consumo: "12" })).statusCode).toBe(201);
    expect(
      (await add(f.tokens.fincas, { codAbonado: "400002", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" })).statusCode,
    ).toBe(404);
  });

  it("refuses missing or extra fields with 400, a code and the fields in Spanish", async () => {
    const before = await readingCount();
    const missing = await add(f.tokens.ana, { codAbonado: "100001", line: "Electricidad", Punta: "1", Valle: "2" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 400,
      mensaje: "Las lecturas no corresponden a la tarifa 2.0TD del suministro: faltan Llano.",
      issues: [{ path: "Llano", message: "El campo Llano es obligatorio." }],
    });
    const extra = await add(f.tokens.ana, { codAbonado: "100004", line: "Electricidad", Punta: "1", Valle: "2", P1: "3" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().mensaje).toContain("sobran Energía Activa P1");
    const gas = await add(f.tokens.ana, { codAbonado: "200001", line: "Gas", Consumo: "1", EnergiaActivaTotal: "2" });
    expect(gas.statusCode).toBe(400);
    const { P6: _p6, ...fiveOfSix } = SIX;
    expect((await add(f.tokens.ana, { codAbonado: "100002", line: "Electricidad", ...fiveOfSix })).statusCode).toBe(400);
    expect((await add(f.tokens.ana, { codAbonado: "200001", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" })).statusCode).toBe(
      400,
    );
    expect(await readingCount()).toBe(before);
  });

  it("answers someone else's contract or CUPS with 404, storing nothing", async () => {
    const before = await readingCount();
    for (const payload of [
      { codAbonado: "300001", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" },
      { codAbonado: "100001", cups: cupsOf("300001"), line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" },
      { codAbonado: "999999", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" },
    ]) {
      const response = await add(f.tokens.ana, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
    expect((await add(f.tokens.bob, { codAbonado: "100001", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" })).statusCode).toBe(
      404,
    );
    expect(await readingCount()).toBe(before);
  });

  it("refuses bad input with 400 and a code, storing nothing", async () => {
    const before = await readingCount();
    const base = { codAbonado: "100001", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" };
    const bad: unknown[] = [
      {},
      { codAbonado: "100001", line: "Electricidad" },
      { ...base, Punta: "1.000" },
      { ...base, Punta: "1.000,5" },
      { ...base, Punta: "0" },
      { ...base, Punta: "0,000" },
      { ...base, Punta: "-1" },
      { ...base, Punta: "1,2345" },
      { ...base, Punta: 12 },
      { ...base, Punta: HOSTILE.long },
      { ...base, Punta: HOSTILE.sql },
      { ...base, codAbonado: HOSTILE.sql },
      { ...base, codAbonado: HOSTILE.html },
      { ...base, codAbonado: HOSTILE.long },
      { ...base, line: "Agua" },
      { ...base, cups: HOSTILE.long },
      [base],
    ];
    for (const payload of bad) {
      const response = await add(f.tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    expect(await readingCount()).toBe(before);
  });

  it("requires a valid token", async () => {
    const payload = { codAbonado: "100001", line: "Electricidad", Punta: "1", Llano: "1", Valle: "1" };
    expect((await add(null, payload)).statusCode).toBe(401);
    expect((await add(f.tokens.anaExpired, payload)).statusCode).toBe(401);
  });
});
