import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { type ReadinessCheck, readinessCheck } from "./readiness";

/*
 * The two questions an orchestrator or a load balancer asks:
 * - /healthz, "is the process alive?": 200 while its event loop answers. Restarting a process
 *   because its database is down would not bring the database back, so this asks nothing else.
 * - /readyz, "may I send it requests?": 200 when the database (and Redis, when REDIS_URL is set)
 *   answer and the process is not shutting down. On SIGTERM it turns 503 first, for the
 *   drain time (SHUTDOWN_DRAIN_MS), while requests are still served: the balancer's checks see
 *   it and stop sending before the listening socket closes (shutdown.ts).
 */

/** Whether the process is draining (main.ts sets it on SIGTERM). */
export interface Lifecycle {
  draining: boolean;
}

export interface ProbeOptions {
  db: Database;
  redis?: Redis;
  lifecycle: Lifecycle;
}

/** Timed by a monotonic clock, not deps.now: tests freeze that one, and a frozen clock would
 * trust one success forever and never notice an outage. */
const monotonic = () => performance.now();

/** Installs /healthz and /readyz; returns the database check (errorHandler.ts forgets its last
 * success when a request finds the database gone). */
export function installProbes(app: FastifyInstance, { db, redis, lifecycle }: ProbeOptions): ReadinessCheck {
  const databaseReady = readinessCheck(() => db.execute(sql`select 1`), monotonic);
  const redisReady = redis ? readinessCheck(() => redis.ping(), monotonic) : undefined;

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).send({ status: "draining" });
    const [database, cache] = await Promise.all([databaseReady(), redisReady ? redisReady() : Promise.resolve(undefined)]);
    const body = {
      status: database && cache !== false ? "ok" : "unavailable",
      database: database ? "ok" : "unavailable",
      ...(cache === undefined ? {} : { redis: cache ? "ok" : "unavailable" }),
    };
    return reply.code(body.status === "ok" ? 200 : 503).send(body);
  });
  return databaseReady;
}
