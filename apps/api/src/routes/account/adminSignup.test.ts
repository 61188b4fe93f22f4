import { clearThrottleCounters, setUserPassword, userByEmail } from "../../db/accounts/accounts.testing";
import { PUBLIC_URL, type TestWorld, useSeededWorld } from "./account.testing";
import { expectError, linkParam, login, outbox, requestSignupCode } from "./requests.testing";

/* An administrator the retailer registered (no password yet): nobody's signup sets the
 * password; the owner of the mailbox chooses it on the page the mailed link leads to. */

let world: TestWorld;
useSeededWorld((created) => (world = created));
// Codes and links share the mailbox's 5 mails an hour: each test starts with them unspent.
beforeEach(() => clearThrottleCounters(world.db));

const EMAIL = "nueva@example.com";
const ATTACKER = "Atacante2026!";
const adminSignup = (overrides: Record<string, unknown> = {}) =>
  world.app.inject({
    method: "POST",
    url: "/ov/user/api/add?isAdministradorFinca=true",
    // No password: the portal asks for none, the owner chooses it from the mailed link.
    payload: {
      username: "nueva-examplecom",
      nif: "B12345678",
      email: EMAIL,
      telefono: "0",
      firstName: "Atacante",
      lastName: "",
      language: "es",
      ...overrides,
    },
  });
const passwordHash = async () => (await userByEmail(world.db, EMAIL))!.passwordHash;
const mailsTo = async () => (await outbox(world.app)).filter((mail) => mail.to === EMAIL);

describe("a pre-registered administrator", () => {
  it("an attacker's signup without the mailed code is refused and sets no password", async () => {
    expectError(await adminSignup({ password: ATTACKER }), 461, 461);
    expectError(await adminSignup({ password: ATTACKER, codigo: "000000" }), 461, 461);
    expect(await passwordHash()).toBe("");
    expectError(await login(world.app, EMAIL, ATTACKER, true), 400, 104);
  });

  it("the owner signs up with the code; a password sent at signup is not set; the link's page sets it", async () => {
    const code = await requestSignupCode(world.app, { email: EMAIL }, true);
    expect((await adminSignup({ codigo: code, firstName: "Nueva", password: ATTACKER })).statusCode).toBe(201);
    expect(await passwordHash()).toBe("");
    expectError(await login(world.app, EMAIL, ATTACKER, true), 400, 104);

    const [mail] = await mailsTo();
    expect(mail!.subject).toBe("Elige tu contraseña de la Oficina Virtual");
    expect(mail!.text).not.toContain("sustituye");
    const link = mail!.links[0]!;
    // The link's GET (a mail scanner's too) only leads to the password page.
    const opened = await world.app.inject({ method: "GET", url: link.slice(PUBLIC_URL.length) });
    const page = new URL(opened.headers.location as string, PUBLIC_URL);
    expect(page.pathname).toBe("/user-change-password");
    const token = page.searchParams.get("token")!;
    expect(token).toBe(linkParam(link, "token"));
    expect(await passwordHash()).toBe("");
    const check = await world.app.inject({ method: "GET", url: "/ov/user/api/validateEmailToken/", headers: { token } });
    expect(check.json()).toEqual({ mensaje: "Token válido." });

    const set = await world.app.inject({
      method: "PUT",
      url: "/ov/user/api/updatePassword/",
      headers: { token, newPassword: "Propia2026!" },
    });
    expect(set.statusCode).toBe(204);
    expect((await login(world.app, EMAIL, "Propia2026!", true)).statusCode).toBe(200);
    expectError(await login(world.app, EMAIL, ATTACKER, true), 400, 104);
    // Done: the address now has an account, and no signup can touch it.
    expectError(await adminSignup({ codigo: code }), 200, 103);
  });
});

describe("a second signup for a pending e-mail", () => {
  it("replaces the first: the first link dies and the mailbox is told", async () => {
    await setUserPassword(world.db, EMAIL, { passwordHash: "", validatedAt: null });
    const first = await requestSignupCode(world.app, { email: EMAIL }, true);
    expect((await adminSignup({ codigo: first })).statusCode).toBe(201);
    const firstLink = (await mailsTo())[0]!.links[0]!;
    const second = await requestSignupCode(world.app, { email: EMAIL }, true);
    expect((await adminSignup({ codigo: second })).statusCode).toBe(201);
    const [latest] = await mailsTo();
    expect(latest!.text).toContain("Esta solicitud sustituye a otra anterior");
    const old = await world.app.inject({ method: "GET", url: firstLink.slice(PUBLIC_URL.length) });
    expect(old.headers.location).toBe("/user-validation-error");
    const token = linkParam(latest!.links[0]!, "token");
    const oldToken = linkParam(firstLink, "token");
    const refused = await world.app.inject({
      method: "PUT",
      url: "/ov/user/api/updatePassword/",
      headers: { token: oldToken, newPassword: "Vieja2026!" },
    });
    expectError(refused, 410, 147);
    const set = await world.app.inject({
      method: "PUT",
      url: "/ov/user/api/updatePassword/",
      headers: { token, newPassword: "Nueva2026!" },
    });
    expect(set.statusCode).toBe(204);
    expect((await login(world.app, EMAIL, "Nueva2026!", true)).statusCode).toBe(200);
  });
});

describe("the password of an administrator's signup", () => {
  it("needs no password, and one that is sent, blank or weak is neither checked nor set", async () => {
    await setUserPassword(world.db, EMAIL, { passwordHash: "", validatedAt: null });
    for (const password of [undefined, null, "", "   ", "corta", "Javier2026="]) {
      await clearThrottleCounters(world.db);
      const code = await requestSignupCode(world.app, { email: EMAIL }, true);
      const response = await adminSignup({ codigo: code, password });
      expect({ password, status: response.statusCode }).toEqual({ password, status: 201 });
      expect(await passwordHash()).toBe("");
    }
  });
});
