import { buildApp } from "../../app";
import { loginKey } from "../../auth/rateLimit";
import { hashToken } from "../../auth/tokens";
import { refreshTokenByHash, throttleCountersStartingWith } from "../../db/accounts/accounts.testing";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO2_CUSTOMER, SIGNUP_HOLDER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { createTestWorld, PUBLIC_URL, type TestWorld } from "./account.testing";
import { accessToken, bearer, confirmValidationLink, expectError, linkParam, login, outbox, requestSignupCode } from "./requests.testing";

/* The account flows end to end on the demo seed, as the portal drives them. */

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
  await seedDemo(world.db, { measuresDays: 0 });
}, 120_000);
afterAll(() => world.close(), 60_000);
beforeEach(() => {
  world.clock.now = new Date();
});

describe("demo accounts", () => {
  it("sign in: demo and demo2 by username, the administrator by e-mail", async () => {
    expect((await login(world.app, DEMO_CUSTOMER.username, DEMO_PASSWORD)).json()).toMatchObject({ isAdministrador: false });
    expect((await login(world.app, DEMO2_CUSTOMER.username, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(world.app, DEMO_ADMIN.email, DEMO_PASSWORD, true)).json()).toMatchObject({
      isAdministrador: true,
      email: DEMO_ADMIN.email,
    });
  });

  it("demo cannot change demo2's password, nor the administrator demo's", async () => {
    const demo = await accessToken(world.app, DEMO_CUSTOMER.username, DEMO_PASSWORD);
    const admin = await accessToken(world.app, DEMO_ADMIN.email, DEMO_PASSWORD, true);
    const url = "/ov/user/api/changePasswordBackend";
    const payload = (username: string) => ({ username, password: DEMO_PASSWORD, newPassword: "Robada2026!" });
    expectError(await world.app.inject({ method: "POST", url, headers: bearer(demo), payload: payload("demo2") }), 403, 403);
    expectError(await world.app.inject({ method: "POST", url, headers: bearer(admin), payload: payload("demo") }), 403, 403);
    expect((await login(world.app, DEMO2_CUSTOMER.username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("an existing holder's tax id can be looked up with the code sent to its contact, the demo username cannot be taken", async () => {
    const code = await requestSignupCode(world.app, { nif: DEMO_CUSTOMER.nif, telefono: DEMO_CUSTOMER.phone });
    const cups = await world.app.inject({
      method: "GET",
      url: `/ov/user/api/userCups?nif=${DEMO_CUSTOMER.nif}&telefono=${DEMO_CUSTOMER.phone}&codigo=${code}`,
    });
    expect(cups.json()).toMatchObject({ cupsElectricidad: 12, cupsGas: 3 });
    const taken = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/add",
      payload: {
        username: "Demo",
        password: "Otra2026!",
        nif: DEMO_CUSTOMER.nif,
        email: "x@example.com",
        telefono: DEMO_CUSTOMER.phone,
        firstName: "X",
        lastName: "",
        language: "es",
      },
    });
    expect({ status: taken.statusCode, code: taken.json().code }).toEqual({ status: 200, code: 103 });
  });
});

describe("signup of the holder without a user", () => {
  it("the code goes by SMS, step 2 finds the contracts, the signup mails a link, its page validates, the login works", async () => {
    const code = await requestSignupCode(world.app, { nif: SIGNUP_HOLDER.nif, telefono: SIGNUP_HOLDER.phone });
    // This holder has no e-mail on file: the code went by SMS only.
    expect((await outbox(world.app))[0]).toMatchObject({ to: SIGNUP_HOLDER.phone, channel: "sms" });
    const cups = await world.app.inject({
      method: "GET",
      url: `/ov/user/api/userCups?nif=${SIGNUP_HOLDER.nif}&telefono=${SIGNUP_HOLDER.phone}&codigo=${code}`,
    });
    expect(cups.json()).toMatchObject({ cupsElectricidad: 2, cupsGas: 0 });

    const created = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/add",
      payload: {
        username: "javier",
        password: "Javier2026!",
        nif: SIGNUP_HOLDER.nif,
        email: "javier@example.com",
        telefono: SIGNUP_HOLDER.phone,
        firstName: "Javier",
        lastName: "Martín Ruiz",
        language: "es",
        role: "access",
        identification: { typeDoc: "NIF", idDoc: SIGNUP_HOLDER.nif },
        ownerCif: SIGNUP_HOLDER.nif,
        codigo: code,
      },
    });
    expect(created.statusCode).toBe(201);
    expectError(await login(world.app, "javier", "Javier2026!"), 461, 157);

    const [mail] = await outbox(world.app);
    expect(mail).toMatchObject({ to: "javier@example.com", subject: "Valida tu cuenta de la Oficina Virtual" });
    expect(await confirmValidationLink(world.app, mail!.links[0]!, PUBLIC_URL)).toBe(204);

    const token = await accessToken(world.app, "javier", "Javier2026!");
    const me = await world.app.inject({ method: "GET", url: "/ov/user/api/me", headers: bearer(token) });
    expect(me.json()).toMatchObject({ username: "javier", given_name: "Javier", family_name: "Martín Ruiz" });
  });
});

describe("password reset through its e-mail link", () => {
  it("request → mail → client token → set-password → login with the new password", async () => {
    const session = (await login(world.app, DEMO2_CUSTOMER.username, DEMO_PASSWORD)).json();
    const requested = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/resendPasswordVerification?isAdministradorFinca=false",
      payload: { username: DEMO2_CUSTOMER.username, telefono: DEMO2_CUSTOMER.phone, email: DEMO2_CUSTOMER.email },
    });
    expect(requested.statusCode).toBe(204);
    const [mail] = await outbox(world.app);
    expect(mail!.to).toBe(DEMO2_CUSTOMER.email);
    const confirmation = linkParam(mail!.links[0]!, "confirmation");

    const basic = Buffer.from(`${world.config.clientId}:${world.config.clientSecret}`).toString("base64");
    const client = await world.app.inject({
      method: "POST",
      url: "/token?grant_type=client_credentials",
      headers: { authorization: `Basic ${basic}` },
    });
    const set = await world.app.inject({
      method: "POST",
      url: "/ov/users/set-password",
      headers: bearer(client.json().access_token),
      payload: { userData: { token: confirmation, password: "Nueva2026!" } },
    });
    expect(set.statusCode).toBe(202);

    expect((await login(world.app, DEMO2_CUSTOMER.username, "Nueva2026!")).statusCode).toBe(200);
    expectError(await login(world.app, DEMO2_CUSTOMER.username, DEMO_PASSWORD), 400, 104);
    // The sessions from before the reset are over: their refresh token is revoked.
    const row = await refreshTokenByHash(world.db, hashToken(session.refresh_token));
    expect(row!.revokedAt).not.toBeNull();
  });
});

describe("login rate limit (database)", () => {
  it("5 wrong passwords → 429 with the message, even with the right one; after the window the login works", async () => {
    const t0 = new Date();
    for (let i = 0; i < 5; i++) {
      world.clock.now = new Date(t0.getTime() + i * 60_000);
      expectError(await login(world.app, DEMO_CUSTOMER.username, "Wrong2026!"), 400, 104);
    }
    world.clock.now = new Date(t0.getTime() + 5 * 60_000);
    const locked = await login(world.app, "DEMO", DEMO_PASSWORD);
    expectError(locked, 429, 429);
    expect(locked.json().mensaje).toBe("Has superado el número de intentos. Inténtalo de nuevo en 10 minutos.");
    expect(locked.headers["retry-after"]).toBe("600");
    // Other users are not affected.
    expect((await login(world.app, DEMO_ADMIN.email, DEMO_PASSWORD, true)).statusCode).toBe(200);

    world.clock.now = new Date(t0.getTime() + 15 * 60_000);
    expect((await login(world.app, DEMO_CUSTOMER.username, DEMO_PASSWORD)).statusCode).toBe(200);
    const windows = await throttleCountersStartingWith(world.db, `login:account-address:${loginKey("customer", "demo")}|`);
    expect(windows).toHaveLength(0); // cleared on success
  });

  it("a successful login closes the window", async () => {
    for (let i = 0; i < 4; i++) await login(world.app, DEMO_CUSTOMER.username, "Wrong2026!");
    expect((await login(world.app, DEMO_CUSTOMER.username, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(world.app, DEMO_CUSTOMER.username, "Wrong2026!");
    expect((await login(world.app, DEMO_CUSTOMER.username, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe("/dev/outbox", () => {
  it("is served in demo mode only", async () => {
    const mails = await outbox(world.app);
    expect(mails.length).toBeGreaterThan(0);
    expect(Object.keys(mails[0]!).sort()).toEqual(["channel", "createdAt", "links", "subject", "text", "to"]);
    const times = mails.map((mail) => mail.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const production = await buildApp({ deps: { db: world.db, config: { ...world.config, demo: false }, now: () => world.clock.now } });
    try {
      expectError(await production.inject({ method: "GET", url: "/dev/outbox" }), 404, 404);
    } finally {
      await production.close();
    }
  });
});
