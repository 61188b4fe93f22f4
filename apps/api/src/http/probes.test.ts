import { buildApp } from "../app";
import { connectRedis } from "../auth/redisAttemptStore";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import type { Lifecycle } from "./probes";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

async function appWith(options: { lifecycle?: Lifecycle; redisUrl?: string } = {}) {
  const redis = options.redisUrl ? connectRedis(options.redisUrl) : undefined;
  const app = await buildApp({
    deps: { db: handle.db, config: loadConfig({ OV_DEMO: "1" }), now: () => new Date("2026-05-01T10:00:00Z") },
    lifecycle: options.lifecycle,
    redis,
  });
  app.addHook("onClose", async () => redis?.disconnect());
  return app;
}

describe("/healthz and /readyz", () => {
  it("is alive and ready while the database answers; draining turns /readyz 503 and leaves /healthz 200", async () => {
    const lifecycle = { draining: false };
    const app = await appWith({ lifecycle });
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "ok" });
    lifecycle.draining = true;
    const draining = await app.inject({ method: "GET", url: "/readyz" });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: "draining" });
    const alive = await app.inject({ method: "GET", url: "/healthz" });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: "ok" });
    await app.close();
  });

  it("is not ready while Redis does not answer", async () => {
    // Nothing listens on port 1 of the loopback.
    const app = await appWith({ redisUrl: "redis://127.0.0.1:1" });
    const answer = await app.inject({ method: "GET", url: "/readyz" });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: "unavailable", database: "ok", redis: "unavailable" });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await app.close();
  }, 15_000);

  it.skipIf(!process.env.REDIS_URL)("is ready with a Redis that answers (REDIS_URL)", async () => {
    const app = await appWith({ redisUrl: process.env.REDIS_URL });
    const answer = await app.inject({ method: "GET", url: "/readyz" });
    expect(answer.json()).toEqual({ status: "ok", database: "ok", redis: "ok" });
    await app.close();
  });
});
