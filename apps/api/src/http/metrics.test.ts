import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { DocumentService } from "../documents/pool/documentService";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

const idleRunner = { run: () => Promise.reject(new Error("not used")), close: () => Promise.resolve() };

async function appWith(env: NodeJS.ProcessEnv = {}, processMetrics = false) {
  const config = loadConfig({ OV_DEMO: "1", ...env });
  const documents = new DocumentService({ exportWorkers: 1, exportsPerUser: 2, exportQueueLimit: 4 }, idleRunner);
  const app = await buildApp({
    deps: { db: handle.db, config, now: () => new Date("2026-05-01T10:00:00Z"), documents },
    poolStats: () => ({ totalCount: 7, idleCount: 5, waitingCount: 1 }),
    processMetrics,
  });
  return { app, documents };
}

/** The value of one series in Prometheus's text format. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  it("counts requests and their latency by route pattern and status, with the pool and documents in flight", async () => {
    const { app, documents } = await appWith({}, true);
    await app.inject({ method: "GET", url: "/healthz" });
    await app.inject({ method: "GET", url: "/healthz" });
    await app.inject({ method: "GET", url: "/ov/invoices/api/Electricidad" });
    await app.inject({ method: "GET", url: "/no/such/thing" });
    const release = documents.gate.enter("user:1");
    const answer = await app.inject({ method: "GET", url: "/metrics" });
    release();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    const text = answer.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(2);
    // The pattern, not the path a customer asked for.
    expect(sample(text, 'http_requests_total{method="GET",route="/ov/invoices/api/:line",status="401"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(2);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBe(7);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(1);
    expect(sample(text, "documents_in_flight")).toBe(1);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    await app.close();
  });

  it("wants the bearer token when METRICS_TOKEN is set", async () => {
    const { app } = await appWith({ METRICS_TOKEN: "scrape-secret" });
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer scrape-secreT" } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer scrape-secret" } });
    expect(right.statusCode).toBe(200);
    expect(right.body).not.toContain("nodejs_eventloop_lag_seconds");
    await app.close();
  });
});
