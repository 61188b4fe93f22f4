import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { seedAccountFixtures } from "../routes/account/account.testing";
import { login } from "../routes/account/requests.testing";

// The embed on a CMS page of another origin: EMBED_ORIGINS lists the CMS's origins.
const CMS = "http://127.0.0.1:8122";
const STRANGER = "https://evil.example";
let database: DatabaseHandle;
let dir: string;
let app: FastifyInstance;
let closed: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ov-cors-"));
  mkdirSync(join(dir, "embed/chunks"), { recursive: true });
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Oficina Virtual</title>");
  writeFileSync(join(dir, "embed/oficina-virtual.embed.js"), "export {};");
  writeFileSync(join(dir, "embed/chunks/widget-abc123.js"), "export {};");
  database = await openTestDatabase();
  await seedAccountFixtures(database.db);
  const env = { JWT_SECRET: "s".repeat(32), OV_CLIENT_SECRET: "client-secret" };
  const deps = (EMBED_ORIGINS?: string) => ({ db: database.db, config: loadConfig({ ...env, EMBED_ORIGINS }), now: () => new Date() });
  app = await buildApp({ deps: deps(`${CMS}, https://www.example.es`), staticDir: dir });
  closed = await buildApp({ deps: deps(undefined), staticDir: dir });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await closed?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const preflight = (server: FastifyInstance, url: string, origin: string, method = "POST", headers = "content-type") =>
  server.inject({
    method: "OPTIONS",
    url,
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers },
  });

describe("CORS for the embed (EMBED_ORIGINS)", () => {
  it("answers the preflight of an allowed origin, echoing it, without credentials", async () => {
    const login = await preflight(app, "/ov/user/api/privateToken", CMS);
    expect(login.statusCode).toBe(204);
    expect(login.headers["access-control-allow-origin"]).toBe(CMS);
    expect(login.headers["access-control-allow-methods"]).toBe("GET, POST, PUT, DELETE");
    expect(login.headers["access-control-allow-headers"]).toBe("content-type");
    expect(login.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(login.headers.vary).toContain("Origin");

    const logout = await preflight(app, "/ov/user/api/logout", CMS, "POST", "authorization,refresh_token");
    expect(logout.headers["access-control-allow-headers"]).toBe("authorization,refresh_token");
    const update = await preflight(app, "/ov/user/api/updatePassword/", "https://www.example.es", "PUT", "token,newpassword");
    expect(update.headers["access-control-allow-origin"]).toBe("https://www.example.es");
    expect((await preflight(app, "/token?grant_type=client_credentials", CMS, "POST", "authorization")).statusCode).toBe(204);
  });

  it("refuses the preflight of any other origin, and of paths outside the API and the embed", async () => {
    for (const [url, origin] of [
      ["/ov/user/api/privateToken", STRANGER],
      ["/ov/user/api/privateToken", "http://127.0.0.1:8123"],
      ["/ov/user/api/privateToken", "null"],
      ["/healthz", CMS],
      ["/login", CMS],
    ] as const) {
      const response = await preflight(app, url, origin);
      expect(response.statusCode).toBe(404);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("lets an allowed origin read the answers (and the download's file name), never another", async () => {
    const allowed = await login(app, "demo");
    const response = await app.inject({
      method: "POST",
      url: "/ov/user/api/privateToken",
      headers: { origin: CMS },
      payload: { username: "demo", password: "Demo2026!", isAdministradorFinca: false },
    });
    expect(allowed.statusCode).toBe(200);
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(CMS);
    expect(response.headers["access-control-expose-headers"]).toBe("Content-Disposition, Retry-After");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(response.headers.vary).toContain("Origin");

    const stranger = await app.inject({ method: "GET", url: "/ov/user/api/checkConnection", headers: { origin: STRANGER } });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
    expect(stranger.headers.vary).toContain("Origin");
  });

  it("serves the embed's module script and its chunks to an allowed origin", async () => {
    for (const url of ["/embed/oficina-virtual.embed.js", "/embed/chunks/widget-abc123.js"]) {
      const response = await app.inject({ method: "GET", url, headers: { origin: CMS } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe(CMS);
      // The chunks are cached for a year: a shared cache must key them by origin too.
      expect(String(response.headers.vary)).toMatch(/Origin/);
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
    }
  });

  it("without EMBED_ORIGINS sends no CORS header at all, and preflights get 404", async () => {
    expect((await preflight(closed, "/ov/user/api/privateToken", CMS)).statusCode).toBe(404);
    const response = await closed.inject({ method: "GET", url: "/ov/user/api/checkConnection", headers: { origin: CMS } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });
});
