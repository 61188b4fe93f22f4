import { SIGNUP_CODE_TTL_MS } from "../../auth/signupCodes";
import { clearThrottleCounters, signupCodesOf, usersNamed } from "../../db/accounts/accounts.testing";
import { rowCounts, type TestWorld, userState, useSeededWorld } from "./account.testing";
import { codeIn, expectError, outbox, requestSignupCode } from "./requests.testing";

/* Proof of possession before a user is attached to a holder: the one-time code. */

let world: TestWorld;
useSeededWorld((created) => (world = created));
// Each test starts with the lookups' and mails' budgets unspent (lookupLimit.test.ts spends
// them; past 5 codes an hour no new code is sent).
beforeEach(() => clearThrottleCounters(world.db));

const DEMO_HOLDER = { nif: "12345678Z", telefono: "600000000" };

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  username: "intruso",
  password: "Intruso2026!",
  nif: DEMO_HOLDER.nif,
  email: "intruso@example.com",
  telefono: DEMO_HOLDER.telefono,
  firstName: "Otro",
  lastName: "Usuario",
  language: "es",
  ...overrides,
});

const signup = (payload: object) => world.app.inject({ method: "POST", url: "/ov/user/api/add", payload });
const userCups = (query: string) => world.app.inject({ method: "GET", url: `/ov/user/api/userCups?${query}` });
const demoCode = () => requestSignupCode(world.app, DEMO_HOLDER);
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the signup code", () => {
  it("goes to the holder's e-mail and phone on file, masked in the answer, stored only as an HMAC", async () => {
    const response = await world.app.inject({ method: "POST", url: "/ov/user/api/signupCode", payload: DEMO_HOLDER });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ code: 202, destinos: { email: "d***@example.com", sms: "*** *** 000" } });
    const [sms, mail] = await outbox(world.app);
    expect(sms).toMatchObject({ to: "600000000", channel: "sms" });
    expect(mail).toMatchObject({ to: "demo@example.com", channel: "email", subject: "Tu código para darte de alta en la Oficina Virtual" });
    const code = codeIn(sms!.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeIn(mail!.text)).toBe(code);
    const rows = await signupCodesOf(world.db, "holder:12345678Z");
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("answers the same 403 for a wrong phone and a wrong tax id, and sends nothing", async () => {
    const before = await rowCounts(world.db);
    const wrongPhone = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/signupCode",
      payload: { nif: "12345678Z", telefono: "611111111" },
    });
    const wrongNif = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/signupCode",
      payload: { nif: "99999999R", telefono: "600000000" },
    });
    expect([wrongPhone.statusCode, wrongPhone.json()]).toEqual([403, wrongNif.json()]);
    expect(wrongNif.statusCode).toBe(403);
    expect(await rowCounts(world.db)).toEqual(before);
  });
});

describe("userCups", () => {
  it("shows no CUPS without the right code (461), and the same 403 for a wrong phone and a wrong tax id", async () => {
    const code = await demoCode();
    expectError(await userCups("nif=12345678Z&telefono=600000000"), 461, 461);
    expectError(await userCups(`nif=12345678Z&telefono=600000000&codigo=${wrongOf(code)}`), 461, 461);
    const wrongPhone = await userCups(`nif=12345678Z&telefono=611111111&codigo=${code}`);
    const wrongNif = await userCups(`nif=99999999R&telefono=600000000&codigo=${code}`);
    expect({ status: wrongPhone.statusCode, body: wrongPhone.json() }).toEqual({ status: 403, body: wrongNif.json() });
    expect(wrongNif.statusCode).toBe(403);
    expect((await userCups(`nif=12345678Z&telefono=600000000&codigo=${code}`)).json()).toMatchObject({ cupsElectricidad: 1 });
  });

  it("gives an administrator's CUPS only with the code sent to the e-mail on file", async () => {
    expectError(await userCups("isAdministradorFinca=true&email=nueva@example.com"), 461, 461);
    const code = await requestSignupCode(world.app, { email: "nueva@example.com" }, true);
    expect((await outbox(world.app))[0]).toMatchObject({ to: "nueva@example.com", channel: "email" });
    expect((await userCups(`isAdministradorFinca=true&email=nueva@example.com&codigo=${code}`)).statusCode).toBe(200);
  });
});

describe("signup with the code", () => {
  it("refuses a holder's tax id and phone without the code, or with a wrong one (461), and writes nothing", async () => {
    const code = await demoCode();
    const before = { counts: await rowCounts(world.db), users: await userState(world.db) };
    expectError(await signup(signupBody()), 461, 461);
    expectError(await signup(signupBody({ codigo: wrongOf(code) })), 461, 461);
    expectError(await signup(signupBody({ codigo: "abc" })), 461, 461);
    expect({ counts: await rowCounts(world.db), users: await userState(world.db) }).toEqual(before);
  });

  it("accepts the code mailed to the holder, once; every existing user of the holder is told", async () => {
    const code = await demoCode();
    const response = await signup(signupBody({ codigo: code }));
    expect(response.statusCode).toBe(201);
    const mails = await outbox(world.app);
    const notice = mails.find((mail) => mail.subject === "Se ha dado de alta un nuevo usuario en tus contratos");
    expect(notice).toMatchObject({ to: "demo@example.com" });
    expect(notice!.text).toContain("«intruso»");
    expect(notice!.text).toContain("900 908 178");
    expect(mails.filter((mail) => mail.subject.startsWith("Se ha dado de alta")).map((mail) => mail.to)).toEqual(["demo@example.com"]);
    expectError(await signup(signupBody({ username: "intruso2", codigo: code })), 461, 461);
  });

  it("allows 5 tries of a code: after 5 wrong ones the right one is refused too", async () => {
    const code = await demoCode();
    for (let i = 0; i < 5; i++) expectError(await userCups(`nif=12345678Z&telefono=600000000&codigo=${wrongOf(code)}`), 461, 461);
    expectError(await userCups(`nif=12345678Z&telefono=600000000&codigo=${code}`), 461, 461);
  });

  it("a right check gives its try back, so looking up and then signing up cost none", async () => {
    const code = await demoCode();
    for (let i = 0; i < 4; i++) expectError(await userCups(`nif=12345678Z&telefono=600000000&codigo=${wrongOf(code)}`), 461, 461);
    for (let i = 0; i < 3; i++) expect((await userCups(`nif=12345678Z&telefono=600000000&codigo=${code}`)).statusCode).toBe(200);
  });

  it("expires after 10 minutes, and a new code retires the older one", async () => {
    const old = await demoCode();
    const code = await demoCode();
    if (old !== code) expectError(await userCups(`nif=12345678Z&telefono=600000000&codigo=${old}`), 461, 461);
    world.clock.now = new Date(world.clock.now.getTime() + SIGNUP_CODE_TTL_MS + 1000);
    expectError(await userCups(`nif=12345678Z&telefono=600000000&codigo=${code}`), 461, 461);
    expect(await usersNamed(world.db, "nadie")).toEqual([]);
  });
});
