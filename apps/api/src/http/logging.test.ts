import { PassThrough } from "node:stream";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { DEMO_CUSTOMER, DEMO_PASSWORD } from "../seed/accounts";
import { seedDemo } from "../seed/demo";
import { logSerializers } from "./logging";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { today: new Date("2026-05-01T10:00:00Z"), measuresDays: 1 });
}, 120_000);
afterAll(() => handle.close());

/** An app whose JSON log lines are collected. */
async function loggedApp() {
  const stream = new PassThrough();
  const lines: string[] = [];
  let rest = "";
  stream.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split("\n");
    rest = parts.pop() ?? "";
    lines.push(...parts.filter(Boolean));
  });
  const app = await buildApp({
    deps: { db: handle.db, config: loadConfig({ OV_DEMO: "1" }), now: () => new Date("2026-05-01T10:00:00Z") },
    logger: { stream },
  });
  return { app, lines };
}

const login = (username: string, password: string, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url: "/ov/user/api/privateToken",
  headers: { "content-type": "application/json", ...headers },
  payload: { username, password, isAdministradorFinca: false },
});

describe("the request log", () => {
  it("writes JSON lines tagged with the X-Request-Id it was sent, and answers with it", async () => {
    const { app, lines } = await loggedApp();
    const answer = await app.inject(login(DEMO_CUSTOMER.username, DEMO_PASSWORD, { "x-request-id": "lb-7f3a.42" }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["x-request-id"]).toBe("lb-7f3a.42");
    const mine = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((entry) => entry.reqId === "lb-7f3a.42");
    expect(mine.map((entry) => entry.msg)).toEqual(["incoming request", "request completed"]);
    await app.close();
  });

  it("makes an id when none (or a malformed one) is sent, a new one for each request", async () => {
    const { app } = await loggedApp();
    const first = await app.inject({ method: "GET", url: "/healthz" });
    const second = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "a b\tc" } });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(first.headers["x-request-id"]).toMatch(uuid);
    expect(second.headers["x-request-id"]).toMatch(uuid);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    await app.close();
  });

  it("never writes a password, a NIF or the client's address: a login by NIF, a wrong password, a search by NIF", async () => {
    const { app, lines } = await loggedApp();
    await app.inject(login(DEMO_CUSTOMER.nif, DEMO_PASSWORD, { "x-forwarded-for": "203.0.113.77" }));
    await app.inject(login(DEMO_CUSTOMER.username, "Wrong-Password-9!"));
    await app.inject({ method: "GET", url: `/ov/contracts/api/search?nif=${DEMO_CUSTOMER.nif}&q=${DEMO_PASSWORD}` });
    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const secret of [DEMO_PASSWORD, "Wrong-Password-9!", DEMO_CUSTOMER.nif, "203.0.113.77", "127.0.0.1"]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('"url":"/ov/contracts/api/search"');
    await app.close();
  });
});

describe("logSerializers.err", () => {
  it("keeps what failed, not the parameters of a failed query", () => {
    const error = Object.assign(new Error("Failed query: select * from holders where tax_id = $1\nparams: 12345678Z"), { code: "23505" });
    const logged = logSerializers.err(error);
    expect(logged).toMatchObject({ type: "Error", code: "23505", message: "Failed query: select * from holders where tax_id = $1" });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toContain("12345678Z");
  });
});
