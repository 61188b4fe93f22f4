import { decodeJwt } from "jose";
import { refreshTokenById, rotatedRefreshTokenRows, setRefreshToken } from "../../db/accounts/accounts.testing";
import { PASSWORD, type TestWorld, useSeededWorld } from "./account.testing";
import { bearer, expectError, login } from "./requests.testing";

// POST /ov/user/api/refreshToken rotates the refresh token; a reused one ends its
// whole family (the session); an idle session cannot be refreshed.
let world: TestWorld;
useSeededWorld((created) => (world = created));

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function signIn(username = "demo"): Promise<Tokens> {
  const response = await login(world.app, username, PASSWORD);
  expect(response.statusCode).toBe(200);
  return response.json() as Tokens;
}

const refresh = (refreshToken: string | undefined, remoteAddress = "127.0.0.1") =>
  world.app.inject({
    method: "POST",
    url: "/ov/user/api/refreshToken",
    remoteAddress,
    headers: refreshToken === undefined ? {} : { refresh_token: refreshToken },
  });
const me = (token: string) => world.app.inject({ method: "GET", url: "/ov/user/api/me", headers: bearer(token) });
const minutes = (n: number) => new Date(world.clock.now.getTime() + n * 60_000);

describe("refreshToken", () => {
  it("answers a new access token of the same session and a new refresh token; the new pair works", async () => {
    const first = await signIn();
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json() as Tokens;
    expect(Object.keys(next).sort()).toEqual(["access_token", "refresh_token", "session_idle_minutes"]);
    expect(response.json().session_idle_minutes).toBe(world.config.sessionIdleMinutes);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    expect((await me(next.access_token)).statusCode).toBe(200);
    // Rotation goes on: the new refresh token is redeemable in turn.
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it("a reused (already rotated) refresh token is refused and ends the whole session", async () => {
    const stolen = await signIn();
    const other = await signIn();
    const rotated = (await refresh(stolen.refresh_token)).json() as Tokens;
    // The attacker replays the old token: 401 with the spec's code…
    expectError(await refresh(stolen.refresh_token), 401, 401);
    // …and the family is gone for the customer too: the new refresh token and every access
    // token of the session.
    expectError(await refresh(rotated.refresh_token), 401, 401);
    expectError(await me(rotated.access_token), 401, 401);
    expectError(await me(stolen.access_token), 401, 401);
    // Another session of the same customer is not touched.
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it("two concurrent redemptions of one token: one wins at most, and the session ends (reuse)", async () => {
    const session = await signIn();
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as Tokens;
    expectError(await refresh(winner.refresh_token), 401, 401);
  });

  it("refuses a session idle longer than SESSION_IDLE_MINUTES (default 15), and ends it", async () => {
    expect(world.config.sessionIdleMinutes).toBe(15);
    const session = await signIn();
    world.clock.now = minutes(16);
    expectError(await refresh(session.refresh_token), 401, 401);
    const row = await refreshTokenById(world.db, decodeJwt(session.access_token).sid as number);
    expect(row!.revokedAt).not.toBeNull();
  });

  it("each refresh counts as activity: refreshing every 10 minutes keeps the session past 15", async () => {
    let tokens = await signIn();
    for (let i = 0; i < 4; i += 1) {
      world.clock.now = minutes(10);
      const response = await refresh(tokens.refresh_token);
      expect(response.statusCode).toBe(200);
      tokens = response.json() as Tokens;
    }
  });

  it("refuses unknown, revoked and expired tokens with 401, and garbage with 4xx, never 500", async () => {
    expectError(await refresh("x".repeat(43)), 401, 401);
    const loggedOut = await signIn();
    await world.app.inject({
      method: "POST",
      url: "/ov/user/api/logout",
      headers: { ...bearer(loggedOut.access_token), refresh_token: loggedOut.refresh_token },
    });
    expectError(await refresh(loggedOut.refresh_token), 401, 401);
    const old = await signIn();
    await setRefreshToken(world.db, decodeJwt(old.access_token).sid as number, { expiresAt: new Date(world.clock.now.getTime() - 1000) });
    expectError(await refresh(old.refresh_token), 401, 401);
    for (const garbage of [undefined, "", "a\u0000b", "é".repeat(5000)]) {
      const response = await refresh(garbage);
      expect(response.statusCode, JSON.stringify(garbage?.slice(0, 10))).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it("logout ends the session with the current or an already rotated refresh token", async () => {
    const session = await signIn();
    const rotated = (await refresh(session.refresh_token)).json() as Tokens;
    // A tab that still holds the first refresh token logs out.
    const out = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/logout",
      headers: { ...bearer(session.access_token), refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expectError(await me(rotated.access_token), 401, 401);
    expectError(await refresh(rotated.refresh_token), 401, 401);
  });

  it("a password change ends the other sessions' refresh tokens, rotated or not", async () => {
    const other = await signIn("demo2");
    const rotatedOther = (await refresh(other.refresh_token)).json() as Tokens;
    const current = await signIn("demo2");
    const change = (password: string, newPassword: string) =>
      world.app.inject({
        method: "POST",
        url: "/ov/user/api/changePasswordBackend",
        headers: bearer(current.access_token),
        payload: { username: "demo2", password, newPassword },
      });
    expect((await change(PASSWORD, "Cambio2026!")).statusCode).toBe(200);
    expectError(await refresh(rotatedOther.refresh_token), 401, 401);
    const kept = await refresh(current.refresh_token);
    expect(kept.statusCode).toBe(200);
    current.access_token = (kept.json() as Tokens).access_token;
    expect((await change("Cambio2026!", PASSWORD)).statusCode).toBe(200);
  });

  it("keeps the rotated hashes, never the tokens", async () => {
    const session = await signIn();
    await refresh(session.refresh_token);
    const rows = await rotatedRefreshTokenRows(world.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === session.refresh_token)).toBe(false);
  });

  it("is throttled like the login: failed refreshes from one address get 429 with Retry-After", async () => {
    const address = "203.0.113.9";
    for (let i = 0; i < 30; i += 1) expect((await refresh(`nope-${i}`, address)).statusCode).toBe(401);
    const limited = await refresh("nope-again", address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected, and successes never count.
    const session = await signIn();
    expect((await refresh(session.refresh_token, "203.0.113.10")).statusCode).toBe(200);
  });

  it("31 junk refreshes from an address, then a customer's valid refresh from the same address succeeds (and keeps doing so)", async () => {
    const address = "203.0.113.20";
    const session = await signIn();
    for (let i = 0; i < 31; i += 1) expect([401, 429]).toContain((await refresh(`junk-${i}`, address)).statusCode);
    expect((await refresh("junk-more", address)).statusCode).toBe(429);
    const renewed = await refresh(session.refresh_token, address);
    expect(renewed.statusCode).toBe(200);
    expect((await refresh(renewed.json().refresh_token, address)).statusCode).toBe(200);
    // A rotated token from that address is junk too: refused before its transaction.
    expectError(await refresh(session.refresh_token, address), 429, 429);
  });

  it("refuses one token failing over and over with 429 from any address, without counting against the others", async () => {
    for (let i = 0; i < 5; i += 1) expect((await refresh("replayed-junk", `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const limited = await refresh("replayed-junk", "198.51.100.50");
    expectError(limited, 429, 429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const session = await signIn();
    expect((await refresh(session.refresh_token, "198.51.100.50")).statusCode).toBe(200);
  });
});
