import { type RouteId, routes } from "@oficina-virtual/api-contract";
import type { InjectOptions } from "fastify";
import { SignJWT } from "jose";
import { requestSamples } from "../../../../../packages/api-contract/src/testing/samples.testing";
import { issueEmailToken } from "../../auth/emailTokens";
import { signTestToken } from "../../auth/tokens.testing";
import { userByUsername } from "../../db/accounts/accounts.testing";
import { createTestWorld, rowCounts, seedAccountFixtures, type TestWorld, userState } from "./account.testing";
import { bearer, expectError, login } from "./requests.testing";

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld({ OV_CLIENT_ID: "web", OV_CLIENT_SECRET: "s3cr€t" });
  await seedAccountFixtures(world.db);
}, 60_000);
afterAll(() => world.close(), 60_000);
beforeEach(() => {
  world.clock.now = new Date();
});

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` });
const tokenCall = (headers: Record<string, string>, query = "?grant_type=client_credentials") =>
  world.app.inject({ method: "POST", url: `/token${query}`, headers });

async function clientToken(): Promise<string> {
  return (await tokenCall(basic("web", "s3cr€t"))).json().access_token;
}

describe("/token (client credentials)", () => {
  it("answers a short client token for the configured id and secret", async () => {
    const response = await tokenCall(basic("web", "s3cr€t"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: "Bearer", expires_in: 300 });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 401 with WWW-Authenticate for missing or wrong credentials, before reading the query", async () => {
    for (const headers of [
      {},
      basic("web", "wrong"),
      basic("other", "s3cr€t"),
      { authorization: "Basic !!!" },
      { authorization: "Bearer x" },
    ]) {
      const response = await tokenCall(headers, "");
      expectError(response, 401, 401);
      expect(response.headers["www-authenticate"]).toContain("Basic");
    }
  });

  it("answers 400 for another grant type", async () => {
    expectError(await tokenCall(basic("web", "s3cr€t"), "?grant_type=password"), 400, 400);
  });
});

describe("set-password", () => {
  const setPassword = (headers: Record<string, string>, payload: unknown) =>
    world.app.inject({ method: "POST", url: "/ov/users/set-password", headers, payload: payload as object });

  async function resetToken(username: string, issuedAt = world.clock.now): Promise<string> {
    const user = await userByUsername(world.db, username);
    return issueEmailToken(world.db, user!.id, "password-reset", issuedAt);
  }

  it("sets the password with a reset token (202), once", async () => {
    const token = await resetToken("demo2");
    const headers = bearer(await clientToken());
    const response = await setPassword(headers, { userData: { token, password: "Cambio2026!" } });
    expect(response.statusCode).toBe(202);
    expect((await login(world.app, "demo2", "Cambio2026!")).statusCode).toBe(200);
    expectError(await setPassword(headers, { userData: { token, password: "Otra2026!" } }), 400, 147);
  });

  it("answers 401 without a client token, with a user token, a forged or an expired one", async () => {
    const token = await resetToken("demo");
    const payload = { userData: { token, password: "Cambio2026!" } };
    const demo = await userByUsername(world.db, "demo");
    const userToken = await signTestToken(
      world.db,
      { userId: demo!.id, role: "customer", username: "demo", email: demo!.email, taxId: demo!.taxId },
      world.config.jwtSecret,
      15,
    );
    const expired = await new SignJWT({ role: "client" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("web")
      .setAudience("ov-client-credentials")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(new TextEncoder().encode(world.config.jwtSecret));
    const before = await userState(world.db);
    for (const headers of [{}, bearer("garbage"), bearer(userToken), bearer(expired), basic("web", "s3cr€t")]) {
      expectError(await setPassword(headers, payload), 401, 401);
    }
    // Even a malformed body answers 401 first.
    expectError(await setPassword({}, { nope: true }), 401, 401);
    expect(await userState(world.db)).toEqual(before);
  });

  it("answers 147, 465, 176 and 400 as the spec says, changing nothing", async () => {
    const headers = bearer(await clientToken());
    const token = await resetToken("demo");
    const expired = await resetToken("demo2", new Date(world.clock.now.getTime() - 24 * 3600_000 - 1000));
    const before = { counts: await rowCounts(world.db), users: await userState(world.db) };
    const cases: Array<[unknown, number, number]> = [
      [{ userData: { token: "nope", password: "Cambio2026!" } }, 400, 147],
      [{ userData: { token: expired, password: "Cambio2026!" } }, 400, 147],
      [{ userData: { token, password: 'Cambio2026"' } }, 465, 465],
      [{ userData: { token, password: "cambio" } }, 400, 176],
      [{ userData: { token: "' OR 1=1 --", password: "Cambio2026!" } }, 400, 147],
      [{ userData: { token } }, 400, 400],
      [{ userData: { token, password: "C".repeat(10_000) } }, 400, 400],
      [{ token, password: "Cambio2026!" }, 400, 400],
    ];
    for (const [payload, status, code] of cases) {
      const response = await setPassword(headers, payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status, code });
    }
    expect({ counts: await rowCounts(world.db), users: await userState(world.db) }).toEqual(before);
    expect((await login(world.app, "demo")).statusCode).toBe(200);
  });
});

/* The client secret is compiled into the public bundle (VITE_OV_CLIENT_SECRET), so anyone
 * can get a /token token: it must open nothing of a customer's. */
describe("what a /token token opens", () => {
  /** A route's request as the contract's sample fills it in. */
  function sampleRequest(id: RouteId, token: string) {
    const route = routes[id];
    const sample = requestSamples[id];
    const params = (sample.params ?? {}) as Record<string, unknown>;
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "x")));
    const query = new URLSearchParams(Object.entries((sample.query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const headers = { ...((sample.headers ?? {}) as Record<string, string>), ...bearer(token) };
    const body = ["GET", "HEAD"].includes(route.method) ? undefined : (sample.body as object | undefined);
    return { method: route.method, url: query.size > 0 ? `${path}?${query}` : path, headers, payload: body };
  }

  it("every call of a signed-in customer or administrator answers it 401, and nothing changes", async () => {
    const token = await clientToken();
    const before = { counts: await rowCounts(world.db), users: await userState(world.db) };
    const bearerRoutes = (Object.keys(routes) as RouteId[]).filter((id) => routes[id].auth === "bearer");
    expect(bearerRoutes.length).toBeGreaterThan(40);
    const opened: string[] = [];
    for (const id of bearerRoutes) {
      const response = await world.app.inject(sampleRequest(id, token) as InjectOptions);
      // Logout (expiry-exempt) answers 204 to any token it cannot tie to a session.
      const refused = response.statusCode === 401 || (routes[id].expiryExempt === true && response.statusCode === 204);
      if (!refused) opened.push(`${id} → ${response.statusCode}`);
    }
    expect(opened).toEqual([]);
    expect({ counts: await rowCounts(world.db), users: await userState(world.db) }).toEqual(before);
  });

  it("opens only set-password, which needs the single-use token mailed to the account's address", () => {
    const withClientToken = (Object.keys(routes) as RouteId[]).filter((id) => routes[id].auth === "clientCredentials");
    expect(withClientToken).toEqual(["setPassword"]);
  });
});
