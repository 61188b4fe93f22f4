import type { InjectOptions } from "fastify";
import { createTestWorld, rowCounts, seedAccountFixtures, type TestWorld, userState } from "./account.testing";
import { accessToken, bearer } from "./requests.testing";

/*
 * Every account call with input that does not fit: wrong types, missing fields, 10 kB
 * strings, SQL and HTML in strings, malformed JSON. Each answers a 4xx with a numeric code
 * (never a 500) and leaves the tables as they were.
 */

let world: TestWorld;
let token = "";
beforeAll(async () => {
  world = await createTestWorld();
  await seedAccountFixtures(world.db);
  token = await accessToken(world.app, "demo");
}, 60_000);
afterAll(() => world.close(), 60_000);

const SQL = "' OR 1=1 --";
const HTML = "<script>alert(1)</script>";
const BIG = "A".repeat(10_000);
const EVIL = [SQL, HTML, BIG, 12, null, true, ["x"], { x: 1 }];

const signup = {
  username: "nuevo",
  password: "Nuevo2026!",
  nif: "00000000T",
  email: "nuevo@example.com",
  telefono: "600111222",
  firstName: "Nuevo",
  lastName: "Usuario",
  language: "es",
};

/** The body with each field replaced, in turn, by each evil value, and with it removed. */
function variants(body: Record<string, unknown>): unknown[] {
  const out: unknown[] = [{}, [], "texto", 42];
  for (const field of Object.keys(body)) {
    const { [field]: _removed, ...rest } = body;
    out.push(rest);
    for (const value of EVIL) out.push({ ...body, [field]: value });
  }
  return out;
}

function requests(): Array<[string, InjectOptions]> {
  const auth = bearer(token);
  const list: Array<[string, InjectOptions]> = [];
  const post = (name: string, url: string, bodies: unknown[], headers: Record<string, string> = {}) => {
    for (const payload of bodies) list.push([name, { method: "POST", url, headers, payload: payload as object }]);
  };
  post("privateToken", "/ov/user/api/privateToken", variants({ username: "demo", password: SQL, isAdministradorFinca: "false" }));
  post("signup", "/ov/user/api/add", variants(signup));
  post("signup (admin)", "/ov/user/api/add?isAdministradorFinca=true", variants({ ...signup, email: "nueva@example.com", telefono: "0" }));
  post(
    "changePassword",
    "/ov/user/api/changePasswordBackend",
    variants({ username: "demo", password: "Wrong2026!", newPassword: "Nueva2026!" }),
    auth,
  );
  post(
    "resendEmailVerification",
    "/ov/user/api/resendEmailVerification",
    variants({ username: "pending", email: "x@example.com", telefono: "600000002" }),
  );
  post(
    "resendPasswordVerification",
    "/ov/user/api/resendPasswordVerification",
    variants({ username: "demo", telefono: "600000009", email: "demo@example.com" }),
  );
  post("recoverUsername", "/ov/user/api/recovery/username", variants({ email: "nadie@example.com" }));
  for (const value of [SQL, HTML, BIG]) {
    list.push([
      "userCups",
      { method: "GET", url: `/ov/user/api/userCups?nif=${encodeURIComponent(value)}&telefono=${encodeURIComponent(value)}` },
    ]);
    list.push([
      "userCups (admin)",
      { method: "GET", url: `/ov/user/api/userCups?isAdministradorFinca=true&email=${encodeURIComponent(value)}` },
    ]);
    list.push(["logout", { method: "POST", url: "/ov/user/api/logout", headers: { refresh_token: value } }]);
    list.push(["refreshToken", { method: "POST", url: "/ov/user/api/refreshToken", headers: { refresh_token: value } }]);
    list.push(["validateEmailToken", { method: "GET", url: "/ov/user/api/validateEmailToken/", headers: { token: value } }]);
    list.push(["verifyUserEmail", { method: "GET", url: "/ov/user/api/verifyUserEmail/", headers: { token: value } }]);
    list.push(["updatePassword", { method: "PUT", url: "/ov/user/api/updatePassword/", headers: { token: value, newPassword: value } }]);
    list.push(["me", { method: "GET", url: "/ov/user/api/me", headers: bearer(value) }]);
    list.push([
      "clientToken",
      { method: "POST", url: `/token?grant_type=${encodeURIComponent(value)}`, headers: { authorization: `Basic ${value}` } },
    ]);
  }
  // Malformed JSON and a body that is not JSON.
  for (const url of ["/ov/user/api/privateToken", "/ov/user/api/add", "/ov/user/api/recovery/username"]) {
    list.push(["malformed JSON", { method: "POST", url, headers: { "content-type": "application/json" }, payload: '{"username": ' }]);
    list.push(["text body", { method: "POST", url, headers: { "content-type": "text/plain" }, payload: "username=demo" }]);
  }
  return list;
}

describe("bad input on the account calls", () => {
  it("answers a 4xx with a code, never a 500, and changes nothing", async () => {
    const before = { counts: await rowCounts(world.db), users: await userState(world.db) };
    const failures: string[] = [];
    for (const [name, options] of requests()) {
      const response = await world.app.inject(options);
      const body = response.body === "" ? {} : (response.json() as { code?: unknown });
      const fine = response.statusCode >= 400 && response.statusCode < 500 && typeof (body as { code?: unknown }).code === "number";
      // validateEmailToken answers 200 with the invalid-token text, and logout 204 for any
      // refresh token it does not know: those are their contracts.
      const contract = (name === "validateEmailToken" && response.statusCode === 200) || (name === "logout" && response.statusCode === 204);
      if (!fine && !contract)
        failures.push(
          `${name} ${JSON.stringify(options.payload ?? options.url).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
    expect({ counts: await rowCounts(world.db), users: await userState(world.db) }).toEqual(before);
  }, 120_000);
});

describe("text that would show other than typed", () => {
  it("refuses a signup name with a paragraph separator (U+2029) with the field's message, and mails nothing", async () => {
    const before = await rowCounts(world.db);
    const response = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/add",
      payload: { ...signup, firstName: "Nuevo\u2029\u2029Aviso urgente. Llama al 806 000 000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, mensaje: "firstName: Contiene caracteres no permitidos." });
    expect(await rowCounts(world.db)).toEqual(before);
  });
});
