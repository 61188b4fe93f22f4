import { decodeJwt, SignJWT } from "jose";
import { issueEmailToken } from "../../auth/emailTokens";
import { OPEN_TRUST_MS } from "../../auth/sessions";
import { setRefreshToken, userByUsername } from "../../db/accounts/accounts.testing";
import { PASSWORD, type TestWorld, useSeededWorld } from "./account.testing";
import { bearer, expectError, login } from "./requests.testing";

// Logout, a password change and a password reset end the access tokens at
// once; a token that never expires is refused.
let world: TestWorld;
useSeededWorld((created) => (world = created));

async function signIn(username: string, password = PASSWORD) {
  const response = await login(world.app, username, password);
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

const me = (token: string, app = world.app) => app.inject({ method: "GET", url: "/ov/user/api/me", headers: bearer(token) });
const logout = (session: { access_token: string; refresh_token: string }) =>
  world.app.inject({
    method: "POST",
    url: "/ov/user/api/logout",
    headers: { ...bearer(session.access_token), refresh_token: session.refresh_token },
  });

describe("revocation", () => {
  it("after logout the old access token gets 401 at once; the user's other sessions go on", async () => {
    const phone = await signIn("demo");
    const laptop = await signIn("demo");
    expect((await me(phone.access_token)).statusCode).toBe(200);
    expect(typeof decodeJwt(phone.access_token).sid).toBe("number");
    expect((await logout(phone)).statusCode).toBe(204);
    expectError(await me(phone.access_token), 401, 401);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
    // The spec's logout stays exempt: the same call again, with the ended token, is a 204.
    expect((await logout(phone)).statusCode).toBe(204);
  });

  it("a session ended elsewhere (another replica) is refused within OPEN_TRUST_MS", async () => {
    const session = await signIn("demo");
    const { sid } = decodeJwt(session.access_token) as { sid: number };
    expect((await me(session.access_token)).statusCode).toBe(200);
    // Another replica's logout: the row changes, this process is not told.
    await setRefreshToken(world.db, sid, { revokedAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, OPEN_TRUST_MS + 50));
    expectError(await me(session.access_token), 401, 401);
  });

  it("a password change ends the account's other sessions, and keeps the one that made it", async () => {
    const other = await signIn("demo2");
    const current = await signIn("demo2");
    const change = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/changePasswordBackend",
      headers: bearer(current.access_token),
      payload: { username: "demo2", password: PASSWORD, newPassword: "Cambio2026!" },
    });
    expect(change.statusCode).toBe(200);
    expectError(await me(other.access_token), 401, 401);
    expect((await me(current.access_token)).statusCode).toBe(200);
    // Put the fixture's password back for the other tests.
    await world.app.inject({
      method: "POST",
      url: "/ov/user/api/changePasswordBackend",
      headers: bearer(current.access_token),
      payload: { username: "demo2", password: "Cambio2026!", newPassword: PASSWORD },
    });
  });

  it("a password reset by an e-mailed link ends every session of the account", async () => {
    const first = await signIn("demo");
    const second = await signIn("demo");
    const user = await userByUsername(world.db, "demo");
    const token = await issueEmailToken(world.db, user!.id, "password-link", world.clock.now);
    const update = await world.app.inject({
      method: "PUT",
      url: "/ov/user/api/updatePassword/",
      headers: { token, newPassword: "Cambio2026!" },
    });
    expect(update.statusCode).toBe(204);
    expectError(await me(first.access_token), 401, 401);
    expectError(await me(second.access_token), 401, 401);
    const fresh = await signIn("demo", "Cambio2026!");
    expect((await me(fresh.access_token)).statusCode).toBe(200);
  });

  it("refuses a correctly signed token without exp, without a session, or with another user's", async () => {
    const session = await signIn("demo2");
    const claims = decodeJwt(session.access_token);
    const key = new TextEncoder().encode(world.config.jwtSecret);
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).sign(key);
    const forever = await sign({ ...claims, exp: undefined });
    expect(decodeJwt(forever).exp).toBeUndefined();
    expectError(await me(forever), 401, 401);
    expectError(await me(await sign({ ...claims, sid: undefined })), 401, 401);
    const demo = await userByUsername(world.db, "demo");
    expectError(await me(await sign({ ...claims, sub: String(demo!.id) })), 401, 401);
    expect((await me(session.access_token)).statusCode).toBe(200);
  });
});
