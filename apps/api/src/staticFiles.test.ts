import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { openTestDatabase } from "./db/database.testing";

// The host app's build as `npm start` serves it: compressed copies and cache rules.
let database: DatabaseHandle;
let app: FastifyInstance;
let dir: string;
const script = "console.log('hola');".repeat(100);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ov-static-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Oficina Virtual</title>");
  writeFileSync(join(dir, "assets/index-abc123.js"), script);
  writeFileSync(join(dir, "assets/index-abc123.js.br"), brotliCompressSync(script));
  database = await openTestDatabase();
  app = await buildApp({ deps: { db: database.db, config: loadConfig({ OV_DEMO: "1" }), now: () => new Date() }, staticDir: dir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the host app's files", () => {
  it("sends the brotli copy of a hashed asset to browsers that take it, cached for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toContain("Accept-Encoding");
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it("sends the plain file to others", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it("answers client-side routes with index.html, revalidated on every visit", async () => {
    const response = await app.inject({ method: "GET", url: "/invoices/100001" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Oficina Virtual");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});
