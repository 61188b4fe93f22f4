import { userByEmail, userByUsername } from "../../db/accounts/accounts.testing";
import { PUBLIC_URL, rowCounts, type TestWorld, userState, useSeededWorld } from "./account.testing";
import { confirmValidationLink, expectError, linkParam, login, outbox, requestSignupCode } from "./requests.testing";

let world: TestWorld;
useSeededWorld((created) => (world = created));

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  username: "javier",
  password: "Javier2026!",
  nif: "00000000T",
  email: "javier@example.com",
  telefono: "600111222",
  firstName: "Javier",
  lastName: "Martín Ruiz",
  language: "es",
  ...overrides,
});

const signup = (payload: unknown, admin = false) =>
  world.app.inject({ method: "POST", url: `/ov/user/api/add${admin ? "?isAdministradorFinca=true" : ""}`, payload: payload as object });

const userCups = (query: string) => world.app.inject({ method: "GET", url: `/ov/user/api/userCups?${query}` });
const holderCode = (nif = "00000000T", telefono = "600111222") => requestSignupCode(world.app, { nif, telefono });

describe("userCups", () => {
  it("finds a holder's CUPS by tax id and phone, with per-line counts", async () => {
    const response = await userCups(`nif=00000000t&telefono=600111222&codigo=${await holderCode()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cupsAsociados.select).toHaveLength(2);
    expect(body.cupsAsociados.select[0]).toEqual({ line: "Electricidad", cups: expect.stringMatching(/^ES/) });
    expect(body).toMatchObject({ cupsElectricidad: 2, cupsGas: 0 });
    const demoCode = await holderCode("12345678Z", "600000000");
    expect((await userCups(`nif=12345678Z&telefono=34600000000&codigo=${demoCode}`)).json()).toMatchObject({
      cupsElectricidad: 1,
      cupsGas: 1,
    });
  });

  it("answers 403 when the phone does not match, the holder has no phone or no contracts, or does not exist", async () => {
    for (const query of ["nif=00000000T&telefono=600000000", "nif=11111111H&telefono=600000000", "nif=99999999R&telefono=600111222"]) {
      expectError(await userCups(query), 403, 403);
    }
  });

  it("finds the contracts of an administrator the retailer registered, and nothing for one already signed up", async () => {
    const code = await requestSignupCode(world.app, { email: "nueva@example.com" }, true);
    expect((await outbox(world.app))[0]!.to).toBe("nueva@example.com");
    const response = await userCups(`isAdministradorFinca=true&email=NUEVA@example.com&codigo=${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cupsElectricidad: 1, cupsGas: 0 });
    expectError(await userCups("isAdministradorFinca=true&email=fincas@example.com"), 403, 403);
    expectError(await userCups("isAdministradorFinca=true&email=nadie@example.com"), 403, 403);
  });

  it("answers 400 with a code for a query that does not fit", async () => {
    for (const query of [
      "",
      "isAdministradorFinca=true",
      "nif=1&telefono=abc",
      // A customer without a phone: the holder is matched on tax id and phone together.
      "nif=00000000T",
      "nif=00000000T&telefono=",
      `nif=${"A".repeat(10_000)}`,
      "isAdministradorFinca=true&email=<script>",
    ]) {
      expectError(await userCups(query), 400, 400);
    }
  });
});

describe("signup (POST /ov/user/api/add)", () => {
  it("creates an unvalidated customer and mails the validation link (201)", async () => {
    const response = await signup(signupBody({ codigo: await holderCode() }));
    expect(response.statusCode).toBe(201);
    expect(response.json().mensaje).toContain("correo");
    const user = await userByUsername(world.db, "javier");
    expect(user).toMatchObject({ role: "customer", taxId: "00000000T", phone: "600111222", validatedAt: null });
    expect(user!.passwordHash.startsWith("$argon2id$")).toBe(true);
    const [mail] = await outbox(world.app);
    expect(mail).toMatchObject({ to: "javier@example.com", subject: "Valida tu cuenta de la Oficina Virtual" });
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/ov/users/validation\\?token=`));
    expectError(await login(world.app, "javier", "Javier2026!"), 461, 157);
  });

  it("answers 200 with code 103 for a username that exists, in any letter case", async () => {
    const before = await rowCounts(world.db);
    const response = await signup(signupBody({ username: "DEMO" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 103 });
    expect(await rowCounts(world.db)).toEqual(before);
  });

  it("answers the spec's statuses for refused signups, and changes nothing", async () => {
    const before = { counts: await rowCounts(world.db), users: await userState(world.db) };
    const cases: Array<[unknown, number, number]> = [
      [signupBody({ username: "otro", nif: "99999999R" }), 403, 403],
      [signupBody({ username: "otro", telefono: "600000000" }), 403, 403],
      [signupBody({ username: "otro", ownerCif: "11111111H" }), 403, 403],
      [signupBody({ username: "otro", password: "Javier2026=" }), 465, 465],
      [signupBody({ username: "otro", password: "javier2026" }), 400, 176],
      [signupBody({ username: "" }), 464, 464],
      [signupBody({ firstName: "   " }), 464, 464],
      [signupBody({ nif: undefined }), 464, 464],
      // Only a pre-registered administrator's signup goes without a password.
      [signupBody({ username: "otro", password: undefined }), 464, 464],
      [signupBody({ username: "otro", password: null }), 464, 464],
      [signupBody({ username: "otro", password: " " }), 464, 464],
      // A customer's phone is required: the holder is matched on tax id and phone.
      [signupBody({ username: "otro", telefono: "" }), 464, 464],
      [signupBody({ username: "otro", telefono: "  " }), 464, 464],
      [{}, 464, 464],
      [signupBody({ username: "o_t" }), 470, 470],
      [signupBody({ username: "' OR 1=1 --" }), 470, 470],
      [signupBody({ username: "otro", firstName: "<script>alert(1)</script>" }), 470, 470],
      [signupBody({ username: "otro", nif: "' OR 1=1 --" }), 470, 470],
      [signupBody({ username: "otro", email: "no-es-un-correo" }), 400, 400],
      [signupBody({ username: "otro", telefono: 600111222 }), 400, 400],
      [signupBody({ username: "otro", language: "en" }), 400, 400],
      [signupBody({ username: "otro", firstName: "A".repeat(10_000) }), 400, 400],
      [signupBody({ username: "otro", password: "A".repeat(10_000) }), 400, 400],
      [[1, 2], 400, 400],
    ];
    for (const [payload, status, code] of cases) {
      const response = await signup(payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status, code });
    }
    expect({ counts: await rowCounts(world.db), users: await userState(world.db) }).toEqual(before);
  });

  it("signs up an administrator the retailer registered, with the code to their e-mail, never setting a password", async () => {
    const body = signupBody({
      username: "nueva-examplecom",
      email: "nueva@example.com",
      telefono: "0",
      nif: "B12345678",
      password: undefined,
    });
    const code = await requestSignupCode(world.app, { email: "nueva@example.com" }, true);
    const response = await signup({ ...body, codigo: code }, true);
    expect(response.statusCode).toBe(201);
    const admin = await userByEmail(world.db, "nueva@example.com");
    expect(admin).toMatchObject({ role: "admin", firstName: "Javier", phone: null, validatedAt: null, passwordHash: "" });
    const [mail] = await outbox(world.app);
    expect(mail).toMatchObject({ to: "nueva@example.com", subject: "Elige tu contraseña de la Oficina Virtual" });
    expectError(await login(world.app, "nueva@example.com", "Javier2026!", true), 400, 104);
    expectError(await signup(signupBody({ email: "fincas@example.com", telefono: "0" }), true), 200, 103);
    expectError(await signup(signupBody({ email: "nadie@example.com", telefono: "0" }), true), 403, 403);
  });
});

describe("userValidation and resendEmailVerification", () => {
  const resend = (payload: unknown, admin = false) =>
    world.app.inject({
      method: "POST",
      url: `/ov/user/api/resendEmailVerification?isAdministradorFinca=${admin}`,
      payload: payload as object,
    });

  it("resends the link (204) to a customer named by username, e-mail and phone; the old link dies", async () => {
    const first = (await outbox(world.app)).find((mail) => mail.to === "javier@example.com")!;
    const response = await resend({ username: "Javier", email: "JAVIER@example.com", telefono: "600111222" });
    expect(response.statusCode).toBe(204);
    const [latest] = await outbox(world.app);
    expect(latest!.to).toBe("javier@example.com");
    expect(latest!.links[0]).not.toBe(first.links[0]);
    const old = await world.app.inject({ method: "GET", url: first.links[0]!.slice(PUBLIC_URL.length) });
    expect(old.headers.location).toBe("/user-validation-error");
  });

  it("the link's GET only leads to the page (a scanner validates nothing); its button validates once", async () => {
    const latest = (await outbox(world.app)).find((mail) => mail.to === "javier@example.com")!;
    const path = latest.links[0]!.slice(PUBLIC_URL.length);
    for (let opened = 0; opened < 3; opened++) {
      const response = await world.app.inject({ method: "GET", url: path });
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string, PUBLIC_URL);
      expect(location.pathname).toBe("/user-verify-email");
      expect(location.searchParams.get("token")).toBe(linkParam(latest.links[0]!, "token"));
    }
    expectError(await login(world.app, "javier", "Javier2026!"), 461, 157);
    expect(await confirmValidationLink(world.app, latest.links[0]!, PUBLIC_URL)).toBe(204);
    expect((await login(world.app, "javier", "Javier2026!")).statusCode).toBe(200);
    const again = await world.app.inject({ method: "GET", url: path });
    expect(again.headers.location).toBe("/user-validation-error");
  });

  it("sends wrong, expired, missing and malformed tokens to the error page", async () => {
    await resend({ username: "pending", email: "pending@example.com", telefono: "600000002" });
    const token = linkParam((await outbox(world.app))[0]!.links[0]!, "token");
    world.clock.now = new Date(Date.now() + 24 * 3600_000 + 1000);
    for (const url of [
      `/ov/users/validation?token=${token}`,
      "/ov/users/validation?token=nope",
      "/ov/users/validation",
      "/ov/users/validation?token=",
      `/ov/users/validation?token=${"x".repeat(5000)}`,
      "/ov/users/validation?token=a&token=b",
    ]) {
      const response = await world.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 302,
        location: "/user-validation-error",
      });
    }
    expectError(await login(world.app, "pending"), 461, 157);
  });

  it("answers 404 for data that name no user and 409 for an active one", async () => {
    const before = await rowCounts(world.db);
    const cases: Array<[unknown, boolean, number]> = [
      [{ username: "pending", email: "other@example.com", telefono: "600000002" }, false, 404],
      [{ username: "pending", email: "pending@example.com", telefono: "600000009" }, false, 404],
      [{ username: "nadie", email: "pending@example.com", telefono: "600000002" }, false, 404],
      [{ email: "pending@example.com" }, false, 404],
      [{ email: "nueva2@example.com" }, true, 404],
      [{ username: "demo", email: "demo@example.com", telefono: "600000000" }, false, 409],
      [{ email: "fincas@example.com" }, true, 409],
      [{ username: "' OR 1=1 --", email: "demo@example.com", telefono: "600000000" }, false, 404],
      [{ username: "demo", email: "<script>@x", telefono: "600000000" }, false, 400],
      [{ username: "demo", email: "demo@example.com", telefono: "6000-0000" }, false, 400],
    ];
    for (const [payload, admin, status] of cases) {
      const response = await resend(payload, admin);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status, code: status });
      expect(typeof response.json().mensaje).toBe("string");
    }
    expect(await rowCounts(world.db)).toEqual(before);
  });

  it("has no validation mail to resend to an administrator who has not chosen a password yet", async () => {
    expectError(await resend({ email: "nueva@example.com" }, true), 404, 404);
  });
});
