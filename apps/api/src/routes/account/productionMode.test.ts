import { randomBytes } from "node:crypto";
import { decodeJwt, SignJWT } from "jose";
import { PROXY_WARNING } from "../../http/proxyWarning";
import { DEMO_CLIENT_SECRET, DEMO_JWT_SECRET } from "../../runMode";
import { createTestWorld, seedAccountFixtures, type TestWorld } from "./account.testing";
import { bearer, expectError, login } from "./requests.testing";

// With OV_DEMO unset, what the repository publishes opens nothing.
let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld({
    OV_DEMO: "0",
    JWT_SECRET: randomBytes(32).toString("base64url"),
    OV_CLIENT_SECRET: "s3cr3t-of-this-deploy",
  });
  await seedAccountFixtures(world.db);
}, 60_000);
afterAll(() => world.close(), 60_000);

describe("production mode", () => {
  it("warns once on stderr when requests arrive with X-Forwarded-For and TRUST_PROXY is unset", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 2; i++) {
        await world.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-for": `198.51.100.${i}` } });
      }
      expect(warn.mock.calls).toEqual([[PROXY_WARNING]]);
    } finally {
      warn.mockRestore();
    }
  });

  it("runs with the environment's secrets", () => {
    expect(world.config.demo).toBe(false);
    expect(world.config.jwtSecret).not.toBe(DEMO_JWT_SECRET);
  });

  it("a token signed with the published key forges nothing, not even with a live session id", async () => {
    const real = await login(world.app, "demo");
    expect(real.statusCode).toBe(200);
    const claims = decodeJwt(real.json().access_token);
    const forged = await new SignJWT({ ...claims, role: "admin" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(DEMO_JWT_SECRET));
    for (const url of ["/ov/user/api/me", "/ov/cups/api/cupsMe", "/ov/invoices/api/isUnicaInvoicesAssociate"]) {
      expectError(await world.app.inject({ method: "GET", url, headers: bearer(forged) }), 401, 401);
    }
  });

  it("the demo client secret gets 401 from /token; the deploy's own gets a token", async () => {
    const token = (id: string, secret: string) =>
      world.app.inject({
        method: "POST",
        url: "/token?grant_type=client_credentials",
        headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` },
      });
    expectError(await token("oficina-virtual", DEMO_CLIENT_SECRET), 401, 401);
    expect((await token("oficina-virtual", "s3cr3t-of-this-deploy")).statusCode).toBe(200);
  });

  it("GET /dev/outbox is 404", async () => {
    expectError(await world.app.inject({ method: "GET", url: "/dev/outbox" }), 404, 404);
  });
});
