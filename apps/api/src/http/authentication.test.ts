import http from "node:http";
import { routes } from "@oficina-virtual/api-contract";
import Fastify from "fastify";
import type { AppDeps } from "../context";
import { type TestWorld, useSeededWorld } from "../routes/account/account.testing";
import { bearer, expectError, login } from "../routes/account/requests.testing";
import { bearerToken } from "./authentication";
import { mountRoute } from "./contractRoute";

let world: TestWorld;
useSeededWorld((created) => (world = created));

const me = (headers: Record<string, string | string[]>) => world.app.inject({ method: "GET", url: "/ov/user/api/me", headers });

async function session() {
  const response = await login(world.app, "demo");
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

describe("authentication plugin", () => {
  it("reads the token of one Bearer header only", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer   abc")).toBe("abc");
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken("Bearer ")).toBeNull();
    expect(bearerToken(["Bearer a", "Bearer b"])).toBeNull();
  });

  it("answers the spec's 401, never a 500, to a malformed, foreign or repeated header", async () => {
    const { access_token, refresh_token } = await session();
    expect((await me(bearer(access_token))).statusCode).toBe(200);
    for (const authorization of [
      "",
      "Bearer",
      "Bearer ",
      `Basic ${access_token}`,
      `Bearer ${access_token}x`,
      `Bearer ${access_token.split(".").slice(0, 2).join(".")}`,
      "Bearer \u00e9\u00e9\u00e9",
      `Bearer ${"a".repeat(8000)}`,
      // A refresh token is opaque, not a signed access token.
      `Bearer ${refresh_token}`,
    ]) {
      expectError(await me({ authorization }), 401, 401);
    }
    expectError(await me({}), 401, 401);
    // A valid token cannot be smuggled in behind a bad one, whatever form the repeated
    // header takes on its way in.
    expectError(await me({ authorization: ["Bearer forged", `Bearer ${access_token}`] }), 401, 401);
    expectError(await me({ authorization: [`Bearer ${refresh_token}`, `Bearer ${access_token}`] }), 401, 401);
  });

  it("lets the first of two Authorization headers decide on a real connection, as Node keeps only the first", async () => {
    const { access_token } = await session();
    const address = await world.app.listen({ port: 0, host: "127.0.0.1" });
    const status = (first: string, second: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(
          `${address}/ov/user/api/me`,
          { headers: ["host", new URL(address).host, "authorization", first, "authorization", second] },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on("error", reject);
      });
    expect(await status(`Bearer ${access_token}`, "Bearer forged")).toBe(200);
    expect(await status("Bearer forged", `Bearer ${access_token}`)).toBe(401);
  });

  it("refuses before the body is parsed: no token, no word on the request's validity", async () => {
    const response = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/changePasswordBackend",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expectError(response, 401, 401);
  });

  it("mountRoute refuses to mount a route in an app without the plugin", async () => {
    const bare = Fastify();
    const deps = { db: world.db, config: world.config, now: () => world.clock.now } as AppDeps;
    expect(() => mountRoute(bare, deps, routes.me, () => ({}))).toThrow(/authentication plugin/);
    await bare.close();
  });
});
