import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DocumentService } from "../documents/pool/documentService";
import { unauthorized } from "../errors/httpError";

/*
 * Prometheus metrics at GET /metrics (prom-client), per process: a scraper asks every replica.
 * - http_requests_total and http_request_duration_seconds, by method, route (the route's pattern,
 *   `/ov/invoices/api/{line}`, never the path: one series per route, not per customer) and status;
 * - db_pool_connections by state (total, idle, waiting for one): a pool always full is the
 *   first sign PG_POOL_SIZE or the database is the limit;
 * - documents_in_flight (this replica's PDFs, ZIPs and workbooks, generating or queued);
 * - with `processMetrics` (the server, not the tests' many apps): prom-client's process and
 *   Node metrics, among them nodejs_eventloop_lag_seconds and its percentiles.
 * METRICS_TOKEN, when set, must come as `Authorization: Bearer <token>`.
 */

/** The database pool's counters (node-postgres's pg.Pool has these). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsOptions {
  documents: DocumentService;
  pool?: () => PoolStats | undefined;
  token?: string;
  processMetrics?: boolean;
}

const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function installMetrics(app: FastifyInstance, { documents, pool, token, processMetrics = false }: MetricsOptions): Registry {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to its answer's end",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the database pool, by state (total, idle, waiting: queries waiting for one)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = pool?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.totalCount);
      this.set({ state: "idle" }, stats.idleCount);
      this.set({ state: "waiting" }, stats.waitingCount);
    },
  });
  new Gauge({
    name: "documents_in_flight",
    help: "Documents this process is generating, queuing or sending",
    registers: [registry],
    collect() {
      this.set(documents.gate.count());
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get("/metrics", async (request, reply) => {
    if (token && !sameToken(request.headers.authorization ?? "", `Bearer ${token}`)) {
      // The contract's 401 (errorHandler.ts sends it as `{ code, mensaje }`).
      reply.header("www-authenticate", "Bearer");
      throw unauthorized();
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  app.addHook("onClose", async () => registry.clear());
  return registry;
}
