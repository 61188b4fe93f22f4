import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { seedAccountFixtures } from "../routes/account/account.testing";
import { bearer, login } from "../routes/account/requests.testing";
import { securityHeaders } from "./securityHeaders";

// A production-mode server with the host app's files, as `npm start` serves them.
let database: DatabaseHandle;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ov-headers-"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><title>Oficina Virtual</title><script type="module" src="/assets/a.js"></script>');
  writeFileSync(
    join(dir, "cms-demo.html"),
    '<!doctype html><title>CMS</title><script type="module" src="/embed/oficina-virtual.embed.js"></script>',
  );
  database = await openTestDatabase();
  await seedAccountFixtures(database.db);
  const config = loadConfig({ JWT_SECRET: "s".repeat(32), OV_CLIENT_SECRET: "client-secret", PUBLIC_URL: "http://127.0.0.1:8102" });
  app = await buildApp({ deps: { db: database.db, config, now: () => new Date() }, staticDir: dir });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

function csp(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

describe("the host app's pages", () => {
  it.each(["/", "/login", "/invoices/100001", "/cms-demo.html", "/ov/docs"])(
    "%s carries CSP, nosniff, Referrer-Policy and a framing rule",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      const policy = csp(response);
      expect(policy.get("script-src")).toBe("'self'");
      expect(policy.get("default-src")).toBe("'self'");
      expect(policy.get("object-src")).toBe("'none'");
      expect(policy.get("frame-ancestors")).toBe("'self'");
      expect(response.headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      // Served over http here: no HSTS, no upgrade of requests.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(policy.has("upgrade-insecure-requests")).toBe(false);
    },
  );

  it("the OpenAPI page runs no inline script: its script is a file of this origin", async () => {
    const page = await app.inject({ method: "GET", url: "/ov/docs" });
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).toContain('<script src="/ov/docs/page.js"></script>');
    const script = await app.inject({ method: "GET", url: "/ov/docs/page.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("text/javascript");
    expect(script.body).toContain('fetch("/ov/docs/openapi.json")');
  });

  it("sends HSTS and upgrades requests only when PUBLIC_URL is https", () => {
    const https = securityHeaders({ publicUrl: "https://oficina.example.es" });
    expect(https["strict-transport-security"]).toBe("max-age=31536000");
    expect(https["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(securityHeaders({ publicUrl: "http://localhost:8080" })["strict-transport-security"]).toBeUndefined();
  });
});

describe("Cache-Control: no-store", () => {
  it("on the login and profile answers, and on refusals", async () => {
    const signedIn = await login(app, "demo");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const me = await app.inject({ method: "GET", url: "/ov/user/api/me", headers: bearer(signedIn.json().access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    expect(me.headers["x-content-type-options"]).toBe("nosniff");
    for (const refused of [
      await login(app, "demo", "Wrong2026!"),
      await app.inject({ method: "GET", url: "/ov/user/api/me" }),
      await app.inject({ method: "POST", url: "/token?grant_type=client_credentials" }),
      await app.inject({ method: "GET", url: "/ov/nothing-here" }),
    ]) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers["cache-control"]).toBe("no-store");
    }
  });

  it("not on the public OpenAPI document, nor on the host app's files", async () => {
    expect((await app.inject({ method: "GET", url: "/ov/docs/openapi.json" })).headers["cache-control"]).toBeUndefined();
    expect((await app.inject({ method: "GET", url: "/login" })).headers["cache-control"]).toBe("no-cache");
  });
});
