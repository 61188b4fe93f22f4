import { gzipSync } from "node:zlib";
import { buildOpenApi, XLSX_MIME } from "@oficina-virtual/api-contract";
import { describe, expect, it } from "vitest";
import { type AnswerRecord, conformanceChecker } from "./openapiConformance.testing";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document read by path
type Json = Record<string, any>;
const doc = buildOpenApi() as Json;
const check = conformanceChecker();
const json = (value: unknown) => JSON.stringify(value);
const answer = (overrides: Partial<AnswerRecord>): AnswerRecord => ({
  method: "GET",
  route: "/ov/issues/api/categories",
  status: 200,
  headers: { "content-type": "application/json; charset=utf-8" },
  body: json({ "1": "Facturación" }),
  ...overrides,
});
const error = (status: number, headers: Record<string, unknown> = {}) =>
  answer({
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: json({ code: status, mensaje: "x" }),
  });

describe("the OpenAPI document", () => {
  const operation = (path: string, method = "get") => doc.paths[path][method];

  it("lists the statuses the handlers send beyond 200", () => {
    expect(Object.keys(operation("/ov/user/api/add", "post").responses)).toEqual(
      expect.arrayContaining(["200", "201", "403", "429", "461", "464", "465", "470"].filter((s) => s !== "461")),
    );
    expect(Object.keys(operation("/ov/user/api/privateToken", "post").responses)).toEqual(expect.arrayContaining(["200", "429", "461"]));
    expect(Object.keys(operation("/ov/issues/api/add", "post").responses)).toEqual(expect.arrayContaining(["201", "404", "409", "422"]));
    expect(Object.keys(operation("/ov/invoices/api/fullbilling").responses)).toEqual(expect.arrayContaining(["200", "204", "401", "503"]));
    expect(operation("/ov/user/api/logout", "post").responses["401"]).toBeUndefined();
  });

  it("lists each file type a shared path or an Accept header can answer", () => {
    for (const path of ["/ov/cups/api/telemetry", "/ov/cups/api/curvas"]) {
      // json, xlsx, and the CNMC comparator's csv.
      expect(Object.keys(operation(path).responses["200"].content).sort()).toEqual(["application/json", XLSX_MIME, "text/csv"].sort());
      expect(operation(path).parameters.find((p: Json) => p.name === "output").schema.anyOf).toHaveLength(3);
    }
    expect(Object.keys(operation("/ov/invoices/api/proforma").responses["200"].content)).toEqual([
      "application/vnd.ms-excel",
      "application/zip",
    ]);
  });

  it("describes 429 and 503 with Retry-After and the { code, mensaje } body", () => {
    for (const status of ["429", "503"]) {
      const response = doc.components.responses[`Retry${status}`];
      expect(response.headers["Retry-After"]).toBeDefined();
      expect(response.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ApiError" });
    }
    expect(doc.components.schemas.ApiError.required).toEqual(["code", "mensaje"]);
  });
});

describe("conformanceChecker", () => {
  it("accepts a documented answer and ignores routes outside the document", () => {
    expect(check(answer({}))).toBeNull();
    expect(check(error(401))).toBeNull();
    expect(check(error(503, { "retry-after": "5" }))).toBeNull();
    expect(check(answer({ route: "/healthz", status: 418 }))).toBeUndefined();
  });

  it("flags an undocumented status", () => {
    expect(check(error(409))).toMatch(/GET \/ov\/issues\/api\/categories → 409: status not documented/);
  });

  it("flags an undocumented media type", () => {
    const xlsx = answer({
      route: "/ov/cups/api/telemetry",
      headers: { "content-type": "application/pdf" },
      body: Buffer.from("%PDF"),
    });
    expect(check(xlsx)).toMatch(/media type "application\/pdf" not documented/);
    expect(check({ ...xlsx, headers: { "content-type": XLSX_MIME } })).toBeNull();
  });

  it("reads a gzipped JSON body", () => {
    const gzipped = answer({
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: gzipSync(json({ "1": "Facturación" })),
    });
    expect(check(gzipped)).toBeNull();
    expect(check({ ...gzipped, body: gzipSync(json({ "1": 2 })) })).toMatch(/body does not fit the schema/);
  });

  it("flags a body outside the status's schema, and a missing Retry-After", () => {
    expect(check(answer({ status: 401, body: json({ mensaje: "sin código" }) }))).toMatch(/body does not fit the schema/);
    expect(check(error(503))).toMatch(/header Retry-After missing/);
  });

  it("compiles every response schema of the document", () => {
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(methods as Json)) {
        for (const [status, response] of Object.entries((op as Json).responses as Json)) {
          if (!(response as Json).content?.["application/json"]) continue;
          // A body of the wrong shape is refused (not "undocumented"): the schema compiled.
          const problem = check({
            method,
            route: path,
            status: Number(status),
            headers: { "content-type": "application/json", "retry-after": "1", location: "/" },
            body: json(Symbol.name),
          });
          expect(problem ?? "").not.toMatch(/not documented/);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
