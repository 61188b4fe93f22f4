import { buildOpenApi } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { openTestDatabase } from "./db/database.testing";

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ deps: { db: database.db, config: loadConfig({ OV_DEMO: "1" }), now: () => new Date() } });
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

describe("OpenAPI", () => {
  it("documents every call of the contract at /ov/docs/openapi.json", async () => {
    const response = await app.inject({ method: "GET", url: "/ov/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.1.0");
    const operationIds = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operationIds).toEqual(
      expect.arrayContaining(["privateToken", "refreshToken", "cupsMe", "fullbilling", "telemetry", "addReading"]),
    );
    expect(doc.paths["/ov/invoices/api/fullbilling"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["startDate", "endDate", "isDefaultQuery", "start", "lineRemover", "findUnicas"]),
    );
  });

  it("serves the document the contract package publishes as openapi.json (both are buildOpenApi())", async () => {
    const response = await app.inject({ method: "GET", url: "/ov/docs/openapi.json" });
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it("serves a browsable page at /ov/docs", async () => {
    const response = await app.inject({ method: "GET", url: "/ov/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("openapi.json");
  });
});
