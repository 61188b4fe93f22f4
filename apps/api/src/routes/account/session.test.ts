import { decodeJwt, SignJWT } from "jose";
import { hashToken } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { refreshTokenByHash, userByUsername } from "../../db/accounts/accounts.testing";
import { PASSWORD, rowCounts, type TestWorld, userState, useSeededWorld } from "./account.testing";
import { accessToken, bearer, expectError, login } from "./requests.testing";
import { sessionIdleAnswer } from "./session";

let world: TestWorld;
useSeededWorld((created) => (world = created));

async function expiredToken(username: string): Promise<string> {
  const user = await userByUsername(world.db, username);
  return signTestToken(
    world.db,
    { userId: user!.id, role: user!.role, username: user!.username, email: user!.email, taxId: user!.taxId },
    world.config.jwtSecret,
    -1,
  );
}

describe("privateToken", () => {
  it("tells the server's idle timeout, unless the contract cannot carry it", () => {
    const config = (sessionIdleMinutes: number) => ({ ...world.config, sessionIdleMinutes });
    expect(sessionIdleAnswer(config(2))).toEqual({ session_idle_minutes: 2 });
    expect(sessionIdleAnswer(config(1440))).toEqual({ session_idle_minutes: 1440 });
    expect(sessionIdleAnswer(config(1441))).toEqual({});
  });

  it("signs a customer in by username: a 15-minute JWT, a stored refresh token, e-mail and flag", async () => {
    const response = await login(world.app, "DEMO");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: "demo@example.com", isAdministrador: false, session_idle_minutes: 15 });
    const claims = decodeJwt(body.access_token);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims).toMatchObject({ role: "customer", username: "demo" });
    // Only the hash is stored, valid for refreshTokenDays.
    const stored = await refreshTokenByHash(world.db, hashToken(body.refresh_token));
    expect(stored!.revokedAt).toBeNull();
    expect(stored!.expiresAt.getTime() - world.clock.now.getTime()).toBe(world.config.refreshTokenDays * 86_400_000);
  });

  it("signs an administrator in by e-mail, with the flag", async () => {
    const response = await login(world.app, "Fincas@Example.com", PASSWORD, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: "fincas@example.com", isAdministrador: true });
    // Not as a customer, and not by username.
    expectError(await login(world.app, "fincas@example.com", PASSWORD, false), 400, 104);
    expectError(await login(world.app, "fincas-examplecom", PASSWORD, true), 400, 104);
  });

  it("answers 400 with 104 for a wrong password or an unknown user", async () => {
    expectError(await login(world.app, "demo2", "Wrong2026!"), 400, 104);
    expectError(await login(world.app, "nobody", PASSWORD), 400, 104);
  });

  it("answers 461 with code 157 for an account that is not validated, only with the right password", async () => {
    const response = await login(world.app, "pending");
    expectError(response, 461, 157);
    expect(response.json().mensaje).toContain("validada");
    expectError(await login(world.app, "pending", "Wrong2026!"), 400, 104);
  });

  it("never lets an administrator without a password in", async () => {
    expectError(await login(world.app, "nueva@example.com", "", true), 400, 400); // schema: password min 1
    expectError(await login(world.app, "nueva@example.com", "x", true), 400, 104);
  });
});

describe("logout", () => {
  it("revokes the refresh token, also with an expired or no access token, and always answers 204", async () => {
    const answer = (await login(world.app, "demo2")).json();
    const response = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/logout",
      headers: { ...bearer(await expiredToken("demo2")), refresh_token: answer.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const row = await refreshTokenByHash(world.db, hashToken(answer.refresh_token));
    expect(row!.revokedAt).not.toBeNull();
    // Again, and with an unknown token and no access token: still 204.
    for (const headers of [{ refresh_token: answer.refresh_token }, { refresh_token: "unknown" }]) {
      expect((await world.app.inject({ method: "POST", url: "/ov/user/api/logout", headers })).statusCode).toBe(204);
    }
  });

  it("does not revoke another user's refresh token when an access token names the caller", async () => {
    const demo2 = (await login(world.app, "demo2")).json();
    const response = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/logout",
      headers: { ...bearer(await accessToken(world.app, "demo")), refresh_token: demo2.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    const row = await refreshTokenByHash(world.db, hashToken(demo2.refresh_token));
    expect(row!.revokedAt).toBeNull();
  });

  it("answers 400 with a code without the refresh_token header", async () => {
    expectError(await world.app.inject({ method: "POST", url: "/ov/user/api/logout" }), 400, 400);
  });
});

describe("me", () => {
  it("answers the caller's profile", async () => {
    const response = await world.app.inject({
      method: "GET",
      url: "/ov/user/api/me",
      headers: bearer(await accessToken(world.app, "demo")),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: "demo",
      email: "demo@example.com",
      firstName: "Lucía",
      lastName: "García Pérez",
      family_name: "García Pérez",
      given_name: "Lucía",
    });
  });

  it("answers 401 without a token, with a bad or an expired one", async () => {
    const forged = await new SignJWT({ role: "customer", username: "demo" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("not-the-secret"));
    for (const headers of [{}, bearer("garbage"), bearer(forged), bearer(await expiredToken("demo")), { authorization: "Basic x" }]) {
      expectError(await world.app.inject({ method: "GET", url: "/ov/user/api/me", headers }), 401, 401);
    }
  });
});

describe("changePasswordBackend", () => {
  const url = "/ov/user/api/changePasswordBackend";

  it("changes the caller's password (200) and the old one stops working", async () => {
    const token = await accessToken(world.app, "demo2");
    const response = await world.app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload: { username: "demo2", password: PASSWORD, newPassword: "Nueva2026!" },
    });
    expect(response.statusCode).toBe(200);
    expectError(await login(world.app, "demo2"), 400, 104);
    expect((await login(world.app, "demo2", "Nueva2026!")).statusCode).toBe(200);
    // Back, for the other tests.
    await world.app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload: { username: "demo2", password: "Nueva2026!", newPassword: PASSWORD },
    });
  });

  it("lets administrators name themselves by e-mail", async () => {
    const token = await accessToken(world.app, "fincas@example.com", PASSWORD, true);
    const payload = { username: "fincas@example.com", password: PASSWORD, newPassword: "Fincas2026!" };
    expect((await world.app.inject({ method: "POST", url, headers: bearer(token), payload })).statusCode).toBe(200);
    const back = { username: "fincas@example.com", password: "Fincas2026!", newPassword: PASSWORD };
    expect((await world.app.inject({ method: "POST", url, headers: bearer(token), payload: back })).statusCode).toBe(200);
  });

  it("refuses someone else's username (403), a wrong current password (400), 465 and 176, changing nothing", async () => {
    const token = await accessToken(world.app, "demo");
    const before = { counts: await rowCounts(world.db), users: await userState(world.db) };
    const cases: Array<[Record<string, string>, number, number]> = [
      [{ username: "demo2", password: PASSWORD, newPassword: "Otra2026!" }, 403, 403],
      [{ username: "demo", password: "Wrong2026!", newPassword: "Otra2026!" }, 400, 400],
      [{ username: "demo", password: PASSWORD, newPassword: "Otra2026-" }, 465, 465],
      [{ username: "demo", password: PASSWORD, newPassword: "short" }, 400, 176],
      [{ username: "demo", password: PASSWORD, newPassword: PASSWORD }, 400, 176],
    ];
    for (const [payload, status, code] of cases) {
      expectError(await world.app.inject({ method: "POST", url, headers: bearer(token), payload }), status, code);
    }
    expect({ counts: await rowCounts(world.db), users: await userState(world.db) }).toEqual(before);
  });

  it("answers 401 without a token or with an expired one", async () => {
    const payload = { username: "demo", password: PASSWORD, newPassword: "Otra2026!" };
    expectError(await world.app.inject({ method: "POST", url, payload }), 401, 401);
    expectError(await world.app.inject({ method: "POST", url, headers: bearer(await expiredToken("demo")), payload }), 401, 401);
  });
});
