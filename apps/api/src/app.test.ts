import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { openTestDatabase } from "./db/testDatabase";

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ deps: { db: database.db, config: loadConfig({}), now: () => new Date() } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("reference API", () => {
  it("answers the connection check", async () => {
    const response = await app.inject({ method: "GET", url: "/ov/user/api/checkConnection" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown API paths with 404 and a code", async () => {
    const response = await app.inject({ method: "GET", url: "/ov/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});
