import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Fixture, openFixture, TODAY } from "../routes/customer/customer.testing";
import { type Plan, planArbitrary, requestOf, type Target, targetsOf } from "./targets.testing";

/*
 * Hostile text must never answer 5xx. For every route of the OpenAPI document,
 * seeded fast-check values (NUL, lone surrogates, C0/C1 controls, huge strings, numbers out
 * of range, wrong types, SQL/HTML metacharacters, unicode oddities) go into each parameter,
 * header and body field, with valid tokens so the handlers are reached. The app runs
 * WITHOUT the NUL/surrogate backstop (http/hostileText.ts), so the contract's schemas must
 * hold on their own; the backstop only turns more requests into 400s. Fixed seed and count:
 * the same requests every run (FUZZ_SEED and FUZZ_REQUESTS override them to explore).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_315);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 4_000);
const HEALTH_EVERY = 250;

interface Failure {
  target: string;
  status: number;
  request: string;
  body: string;
}

const describeRequest = (options: InjectOptions) =>
  JSON.stringify({
    method: options.method,
    url: options.url,
    headers: options.headers,
    payload: String(options.payload ?? "").slice(0, 300),
  }).replace(/(Bearer|Basic) [\w.=+/-]+/g, "$1 …");

function hashOf(text: string): number {
  let hash = 0;
  for (const c of text) hash = (hash * 31 + c.charCodeAt(0)) | 0;
  return hash;
}

describe("fuzz: hostile input on every route of the OpenAPI document", () => {
  let f: Fixture;
  let app: FastifyInstance;
  let clientToken: string;
  const config = loadConfig({ OV_DEMO: "1" });

  beforeAll(async () => {
    f = await openFixture();
    app = await buildApp({ deps: { db: f.db, config, now: () => TODAY }, hostileTextGuard: false });
    const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;
    const token = await app.inject({ method: "POST", url: "/token?grant_type=client_credentials", headers: { authorization: basic } });
    clientToken = token.json<{ access_token: string }>().access_token;
  });
  afterAll(async () => {
    await app?.close();
    await f?.close();
  });

  function authorization(target: Target, plan: Plan): string | undefined {
    switch (target.auth) {
      case "bearer":
        return `Bearer ${f.tokens[plan.caller]}`;
      case "clientCredentials":
        return `Bearer ${clientToken}`;
      case "basic":
        return `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;
      default:
        return undefined;
    }
  }

  it(`answers ${REQUESTS} hostile requests without a 5xx, and /healthz stays up`, { timeout: 240_000 }, async () => {
    const openApi = (await app.inject({ method: "GET", url: "/ov/docs/openapi.json" })).json();
    const targets = targetsOf(openApi);
    expect(targets.length).toBeGreaterThan(50);

    const perTarget = Math.ceil(REQUESTS / targets.length);
    const queue = targets.flatMap((target) =>
      fc
        .sample(planArbitrary(target), { seed: SEED ^ hashOf(`${target.method} ${target.id}`), numRuns: perTarget })
        .map((plan) => ({ target, plan })),
    );
    // Interleave the targets (round-robin) so that a late failure of one route cannot hide
    // behind a long run of another.
    const ordered = Array.from({ length: perTarget }, (_, round) => queue.filter((_, i) => i % perTarget === round))
      .flat()
      .slice(0, REQUESTS);

    const totals = { requests: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
    const failures: Failure[] = [];
    const badBodies: Failure[] = [];
    const started = Date.now();
    for (const [index, { target, plan }] of ordered.entries()) {
      const options = requestOf(target, plan, authorization(target, plan));
      const response = await app.inject(options);
      totals.requests++;
      const status = response.statusCode;
      const family = `${Math.floor(status / 100)}xx` as keyof typeof totals;
      if (family in totals) totals[family]++;
      const failure = {
        target: `${target.method} ${target.id}`,
        status,
        request: describeRequest(options),
        body: response.body.slice(0, 300),
      };
      if (status >= 500) failures.push(failure);
      else if (status >= 400 && target.path.startsWith("/ov/")) {
        const body = safeJson(response.body) as { code?: unknown; mensaje?: unknown } | undefined;
        if (typeof body?.code !== "number" || typeof body.mensaje !== "string") badBodies.push(failure);
      }
      if ((index + 1) % HEALTH_EVERY === 0) {
        expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode, `healthz after ${index + 1} requests`).toBe(200);
      }
    }
    const health = await app.inject({ method: "GET", url: "/healthz" });
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz (${database}, seed ${SEED}): ${totals.requests} requests on ${targets.length} routes in ${seconds} s: ` +
        `${totals["2xx"]} 2xx, ${totals["3xx"]} 3xx, ${totals["4xx"]} 4xx, ${totals["5xx"]} 5xx`,
    );
    if (failures.length > 0) console.log(`5xx by route: ${[...new Set(failures.map((x) => x.target))].join(", ")}`);
    for (const failure of failures.slice(0, 15))
      console.log(`5xx ${failure.status} ${failure.target}: ${failure.request} → ${failure.body}`);
    for (const failure of badBodies.slice(0, 5))
      console.log(`no { code, mensaje }: ${failure.status} ${failure.target}: ${failure.request} → ${failure.body}`);

    expect(health.statusCode).toBe(200);
    expect(totals.requests).toBe(REQUESTS);
    expect(totals["4xx"]).toBeGreaterThan(totals.requests / 2);
    expect(failures.map((x) => `${x.status} ${x.target}`)).toEqual([]);
    expect(badBodies.map((x) => `${x.status} ${x.target}`)).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
