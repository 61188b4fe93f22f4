import { call, type Fixture, openFixture } from "../customer/customer.testing";

let f: Fixture;
beforeAll(async () => {
  // A small preference quota, so the 429 is reached in a few calls.
  f = await openFixture({});
}, 60_000);
afterAll(() => f.close());

const postal = (code: string) => `/ov/contracts/api/${code}/direccion-postal`;
const paperless = (code: string) => `/ov/contracts/api/${code}/factura-electronica`;
const ADDRESS = { street: "Calle Mayor", number: "5, 1º A", postalCode: "08001", town: "Barcelona", province: "" };

describe("postal address for correspondence", () => {
  it("is the supply address until one is given", async () => {
    const response = await call(f.app, f.tokens.ana, { method: "GET", url: postal("100002") });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contractCode: "100002",
      line: "Electricidad",
      cups: expect.any(String),
      paperless: false,
      custom: false,
      postalAddress: { street: "Calle de Alcalá", number: "02 2º B", postalCode: "28020", town: "Madrid", province: "Madrid" },
    });
  });

  it("stores a checked address, the province named from the postal code", async () => {
    const response = await call(f.app, f.tokens.ana, { method: "PUT", url: postal("100002"), payload: ADDRESS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ custom: true, postalAddress: { ...ADDRESS, province: "Barcelona" } });
    const again = await call(f.app, f.tokens.ana, { method: "GET", url: postal("100002") });
    expect(again.json()).toMatchObject({ custom: true, postalAddress: { town: "Barcelona" } });
  });

  it.each([
    [{ postalCode: "0800" }, "postalCode", "El código postal tiene 5 cifras, por ejemplo 28001."],
    [{ postalCode: "60001" }, "postalCode", "El código postal no es de ninguna provincia: sus dos primeras cifras van del 01 al 52."],
    [{ street: "" }, "street", "Introduce la calle."],
    [{ province: "Madrid" }, "province", "El código postal 08001 es de Barcelona: revisa la provincia o el código."],
  ])("refuses %j with a Spanish message naming the field", async (change, field, mensaje) => {
    const response = await call(f.app, f.tokens.ana, { method: "PUT", url: postal("100003"), payload: { ...ADDRESS, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, mensaje, field });
  });

  it("answers a missing field with a 400, never a 500", async () => {
    const response = await call(f.app, f.tokens.ana, { method: "PUT", url: postal("100003"), payload: { street: "x" } });
    expect(response.statusCode).toBe(400);
  });

  it("answers someone else's, an unknown or an administrator's contract with the same 404", async () => {
    for (const [token, code] of [
      [f.tokens.bob, "100001"],
      [f.tokens.ana, "300001"],
      [f.tokens.ana, "999999"],
      [f.tokens.fincas, "400001"],
    ] as const) {
      for (const method of ["GET", "PUT"] as const) {
        const response = await call(f.app, token, { method, url: postal(code), payload: method === "PUT" ? ADDRESS : undefined });
        expect(response.statusCode, `${method} ${code}`).toBe(404);
        expect(response.json()).toEqual({ code: 404, mensaje: "No se ha encontrado el contrato." });
      }
    }
  });
});

describe("'Factura electrónica' and the user's preferences", () => {
  it("lists the language, the notices and each own contract on paper by default", async () => {
    const response = await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/user/api/preferences" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ language: "es", notices: { newInvoice: true, costAlert: true, requestUpdates: true } });
    expect(body.contracts.map((c: { contractCode: string }) => c.contractCode)).toContain("200003");
    expect(body.contracts.map((c: { contractCode: string }) => c.contractCode)).not.toContain("300001");
    expect(body.contracts.every((c: { paperless: boolean }) => !c.paperless)).toBe(true);
  });

  it("gives an administrator the language and notices, and no contracts", async () => {
    const response = await call(f.app, f.tokens.fincas, { method: "GET", url: "/ov/user/api/preferences" });
    expect(response.json()).toMatchObject({ language: "es", contracts: [] });
  });

  it("switches a contract to e-mail invoices and back", async () => {
    const on = await call(f.app, f.tokens.ana, { method: "PUT", url: paperless("100001"), payload: { paperless: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ contractCode: "100001", paperless: true });
    const listed = await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/user/api/preferences" });
    expect(listed.json().contracts.find((c: { contractCode: string }) => c.contractCode === "100001").paperless).toBe(true);
    expect((await call(f.app, f.tokens.bob, { method: "PUT", url: paperless("100001"), payload: { paperless: false } })).statusCode).toBe(
      404,
    );
    expect((await call(f.app, f.tokens.ana, { method: "PUT", url: paperless("100001"), payload: { paperless: "sí" } })).statusCode).toBe(
      400,
    );
  });

  it("records each change in the account's activity, with the contract and never the address", async () => {
    await call(f.app, f.tokens.ana, { method: "PUT", url: paperless("100001"), payload: { paperless: false } });
    await call(f.app, f.tokens.ana, { method: "PUT", url: postal("100001"), payload: ADDRESS });
    const activity = (await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/user/api/activity" })).json() as {
      actividad: Array<{ tipo: string; detalle: string | null }>;
    };
    const changes = activity.actividad.filter((entry) => entry.tipo === "preferences");
    // Newest first: the two changes just made.
    expect(changes.slice(0, 2).map((entry) => entry.detalle)).toEqual(["100001", "100001"]);
    expect(JSON.stringify(activity)).not.toContain("Calle Mayor");
  });

  it("changes the language and one notice, leaving the others", async () => {
    const response = await call(f.app, f.tokens.bob, {
      method: "PUT",
      url: "/ov/user/api/preferences",
      payload: { language: "ca", notices: { costAlert: false } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: "ca", notices: { newInvoice: true, costAlert: false, requestUpdates: true } });
  });

  it("refuses an unknown language and an empty change", async () => {
    const bad = await call(f.app, f.tokens.bob, { method: "PUT", url: "/ov/user/api/preferences", payload: { language: "fr" } });
    expect(bad.statusCode).toBe(400);
    const empty = await call(f.app, f.tokens.bob, { method: "PUT", url: "/ov/user/api/preferences", payload: {} });
    expect(empty.json()).toEqual({ code: 400, mensaje: "Indica el idioma o los avisos que quieres cambiar." });
  });

  it("counts changes under the preference quota", async () => {
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      status = (await call(f.app, f.tokens.fincas, { method: "PUT", url: "/ov/user/api/preferences", payload: { language: "eu" } }))
        .statusCode;
    }
    expect(status).toBe(429);
  });
});
