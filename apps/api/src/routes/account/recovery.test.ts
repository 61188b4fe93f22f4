import { issueEmailToken } from "../../auth/emailTokens";
import { userByUsername } from "../../db/accounts/accounts.testing";
import { PUBLIC_URL, rowCounts, type TestWorld, userState, useSeededWorld } from "./account.testing";
import { expectError, linkParam, login, outbox } from "./requests.testing";

let world: TestWorld;
useSeededWorld((created) => (world = created));

const DAY = 24 * 3600_000;

async function userId(username: string): Promise<number> {
  const user = await userByUsername(world.db, username);
  return user!.id;
}

describe("resendPasswordVerification (reset request)", () => {
  const reset = (payload: unknown, admin = false) =>
    world.app.inject({
      method: "POST",
      url: `/ov/user/api/resendPasswordVerification?isAdministradorFinca=${admin}`,
      payload: payload as object,
    });

  it("mails the /password-change link and answers 204", async () => {
    const response = await reset({ username: "demo", telefono: "600000000", email: "Demo@Example.com" });
    expect(response.statusCode).toBe(204);
    const [mail] = await outbox(world.app);
    expect(mail).toMatchObject({ to: "demo@example.com", subject: "Cambia tu contraseña de la Oficina Virtual" });
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/password-change\\?confirmation=.+`));
  });

  it("lets administrators name themselves by e-mail, without a phone", async () => {
    expect((await reset({ username: "fincas@example.com", email: "fincas@example.com" }, true)).statusCode).toBe(204);
    expect((await outbox(world.app))[0]!.to).toBe("fincas@example.com");
  });

  it("answers 400 with 174, 169 or 170, changing nothing", async () => {
    const before = await rowCounts(world.db);
    const cases: Array<[unknown, boolean, number, number]> = [
      [{ username: "nadie", telefono: "600000000", email: "demo@example.com" }, false, 400, 174],
      [{ username: "demo", telefono: "600000000", email: "demo2@example.com" }, false, 400, 169],
      [{ username: "demo", telefono: "600000002", email: "demo@example.com" }, false, 400, 170],
      [{ username: "demo", email: "demo@example.com" }, false, 400, 170],
      [{ username: "nueva@example.com", email: "nueva@example.com" }, true, 400, 174],
      [{ username: "fincas@example.com", email: "otra@example.com" }, true, 400, 169],
      [{ username: "demo", telefono: "600000000", email: "demo@example.com" }, true, 400, 174],
      [{ username: "' OR 1=1 --", telefono: "600000000", email: "<script>" }, false, 400, 174],
      [{ username: "demo", telefono: "abc", email: "demo@example.com" }, false, 400, 400],
      [{ username: "d".repeat(10_000), telefono: "600000000", email: "demo@example.com" }, false, 400, 400],
      [{ telefono: "600000000", email: "demo@example.com" }, false, 400, 400],
    ];
    for (const [payload, admin, status, code] of cases) {
      const response = await reset(payload, admin);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status, code });
    }
    expect(await rowCounts(world.db)).toEqual(before);
  });
});

describe("recovery/username", () => {
  const recover = (payload: unknown, admin = false) =>
    world.app.inject({ method: "POST", url: `/ov/user/api/recovery/username?isAdministradorFinca=${admin}`, payload: payload as object });

  it("mails the username with a password link (200); 204 when no account has the address", async () => {
    const response = await recover({ email: "DEMO2@example.com" });
    expect(response.statusCode).toBe(200);
    const [mail] = await outbox(world.app);
    expect(mail).toMatchObject({ to: "demo2@example.com", subject: "Tu nombre de usuario de la Oficina Virtual" });
    expect(mail!.text).toContain("Tu nombre de usuario es: demo2");
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/user-change-password\\?token=.+`));

    const before = await rowCounts(world.db);
    for (const [payload, admin] of [
      [{ email: "nadie@example.com" }, false],
      [{ email: "demo@example.com" }, true],
      [{ email: "nueva@example.com" }, true],
    ] as const) {
      const none = await recover(payload, admin);
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe("");
    }
    expect(await rowCounts(world.db)).toEqual(before);
  });

  it("tells administrators to sign in with their e-mail", async () => {
    expect((await recover({ email: "fincas@example.com" }, true)).statusCode).toBe(200);
    expect((await outbox(world.app))[0]!.text).toContain("Accede con tu correo electrónico: fincas@example.com");
  });

  it("answers 400 with a code for bad input", async () => {
    for (const payload of [
      {},
      { email: "' OR 1=1 --" },
      { email: "<script>alert(1)</script>" },
      { email: `${"a".repeat(10_000)}@x.es` },
      { email: 5 },
    ]) {
      expectError(await recover(payload), 400, 400);
    }
  });
});

describe("the e-mail-link password pages", () => {
  const validate = (token: string) => world.app.inject({ method: "GET", url: "/ov/user/api/validateEmailToken/", headers: { token } });
  const update = (token: string, newPassword: string) =>
    world.app.inject({ method: "PUT", url: "/ov/user/api/updatePassword/", headers: { token, newPassword } });

  it("checks a password link without spending it, then sets the password once (204)", async () => {
    await world.app.inject({ method: "POST", url: "/ov/user/api/recovery/username", payload: { email: "demo2@example.com" } });
    const token = linkParam((await outbox(world.app))[0]!.links[0]!, "token");
    expect((await validate(token)).json()).toEqual({ mensaje: "Token válido." });
    expect((await validate(token)).json()).toEqual({ mensaje: "Token válido." });

    const before = await userState(world.db);
    expectError(await update(token, "Nueva2026-"), 465, 465);
    expectError(await update(token, "nueva2026"), 400, 176);
    expect(await userState(world.db)).toEqual(before);

    expect((await update(token, "Nueva2026!")).statusCode).toBe(204);
    expect((await login(world.app, "demo2", "Nueva2026!")).statusCode).toBe(200);
    expectError(await login(world.app, "demo2"), 400, 104);
    expect((await validate(token)).json()).toEqual({ mensaje: "Error al validar usuario." });
    expectError(await update(token, "Otra2026!"), 410, 147);
  });

  it("refuses expired, unknown and other-purpose tokens", async () => {
    const id = await userId("demo2");
    const expired = await issueEmailToken(world.db, id, "password-link", new Date(world.clock.now.getTime() - DAY - 1000));
    const reset = await issueEmailToken(world.db, id, "password-reset", world.clock.now);
    for (const token of [expired, reset, "nope", "' OR 1=1 --"]) {
      expect((await validate(token)).json()).toEqual({ mensaje: "Error al validar usuario." });
      expectError(await update(token, "Otra2026!"), 410, 147);
    }
    // The check serves the verify-e-mail page too (it opens with the check): a validation
    // link passes it, but updatePassword spends only password links.
    const validation = await issueEmailToken(world.db, id, "validation", world.clock.now);
    expect((await validate(validation)).json()).toEqual({ mensaje: "Token válido." });
    expectError(await update(validation, "Otra2026!"), 410, 147);
    expectError(await world.app.inject({ method: "GET", url: "/ov/user/api/validateEmailToken/" }), 400, 400);
    expectError(await world.app.inject({ method: "PUT", url: "/ov/user/api/updatePassword/", headers: { token: "x" } }), 400, 400);
  });

  it("verifyUserEmail validates with a validation token once (204), else 410", async () => {
    const id = await userId("pending");
    const token = await issueEmailToken(world.db, id, "validation", world.clock.now);
    const verify = (value: string) => world.app.inject({ method: "GET", url: "/ov/user/api/verifyUserEmail/", headers: { token: value } });
    expect((await verify(token)).statusCode).toBe(204);
    expect((await login(world.app, "pending")).statusCode).toBe(200);
    expectError(await verify(token), 410, 147);
    const verifyEmail = await issueEmailToken(world.db, id, "verify-email", new Date(world.clock.now.getTime() - DAY - 1000));
    expectError(await verify(verifyEmail), 410, 147);
    expectError(await verify("<script>"), 410, 147);
    expectError(await world.app.inject({ method: "GET", url: "/ov/user/api/verifyUserEmail/" }), 400, 400);
  });
});
