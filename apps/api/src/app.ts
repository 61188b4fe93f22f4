import { buildOpenApi } from "@oficina-virtual/api-contract";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { createLimits } from "./auth/limits";
import { fastifyTrustProxy } from "./auth/throttleConfig";
import type { AppDeps, AppInput } from "./context";
import { DocumentService } from "./documents/pool/documentService";
import { DatabaseSlots, FallbackSlots, RedisSlots, type SharedSlots } from "./documents/pool/sharedSlots";
import { authentication } from "./http/authentication";
import { installEmbedCors } from "./http/cors";
import { installErrorHandler } from "./http/errorHandler";
import { installHostileTextGuard } from "./http/hostileText";
import { installRequestIdHeader, loggingOptions } from "./http/logging";
import { installMetrics, type PoolStats } from "./http/metrics";
import { OPENAPI_PAGE, OPENAPI_PAGE_SCRIPT } from "./http/openapiPage";
import { installProbes, type Lifecycle } from "./http/probes";
import { installProxyWarning } from "./http/proxyWarning";
import { installSecurityHeaders } from "./http/securityHeaders";
import { apiRoutes } from "./routes";

export interface AppOptions {
  deps: AppInput;
  /** Serve the host app's build from this folder, with the SPA fallback to index.html. */
  staticDir?: string;
  /** The JSON request log (LOG=1), on stdout or on the given stream (tests read it). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The NUL and lone-surrogate backstop (http/hostileText.ts). Only the fuzz test turns it
   * off, so that it proves the contract's schemas refuse hostile text on their own. */
  hostileTextGuard?: boolean;
  /** Set to draining on SIGTERM (main.ts): /readyz answers 503 from then on. */
  lifecycle?: Lifecycle;
  /** The Redis connection /readyz checks (main.ts opens it when REDIS_URL is set). */
  redis?: Redis;
  /** The database pool's counters for /metrics (main.ts). */
  poolStats?: () => PoolStats | undefined;
  /** prom-client's process and event-loop metrics: the server's, not every test app's. */
  processMetrics?: boolean;
}

export async function buildApp({
  deps: input,
  staticDir,
  logger = false,
  hostileTextGuard = true,
  lifecycle = { draining: false },
  redis,
  poolStats,
  processMetrics = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(logger !== false, typeof logger === "object" ? logger.stream : undefined),
    // Whose X-Forwarded-For to believe (TRUST_PROXY): the client address the login and
    // e-mail limits count.
    trustProxy: fastifyTrustProxy(input.config.trustProxy),
    bodyLimit: 64 * 1024,
    // While closing (shutdown.ts), a request that still arrives on a kept-alive connection is
    // served, with `Connection: close`, rather than refused with Fastify's own 503 body (not
    // our `{ code, mensaje }`): the database stays open until every connection has ended.
    return503OnClosing: false,
    // The router's own refusals (a 10 kB path parameter, a malformed URL) leave with our
    // `{ code, mensaje }` body too.
    frameworkErrors: (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void (reply as FastifyReply).code(status).send({ code: status, mensaje: "La petición no es válida." });
    },
  });
  const deps: AppDeps = {
    ...input,
    documents: input.documents ?? new DocumentService(input.config, undefined, sharedSlots(input, redis)),
    limits: createLimits(app, input.config, input.db),
  };
  // main.ts opens, migrates and seeds before listening; /readyz then follows the database.
  const databaseReady = installProbes(app, { db: deps.db, redis, lifecycle });
  installErrorHandler(app, databaseReady.forget);
  installRequestIdHeader(app);
  installMetrics(app, { documents: deps.documents, pool: poolStats, token: deps.config.metricsToken, processMetrics });
  // Its worker threads end with the app (unless the caller brought the service and owns it).
  if (!input.documents) app.addHook("onClose", () => deps.documents.close());
  if (hostileTextGuard) installHostileTextGuard(app);
  installSecurityHeaders(app, deps.config);
  installProxyWarning(app, deps.config);
  await installEmbedCors(app, deps.config.embedOrigins);

  // Before any route: mountRoute refuses to mount one without it.
  await app.register(authentication, { deps });
  await app.register(apiRoutes, { deps });

  // The same document the contract package publishes as openapi.json (its build writes it).
  const openApi = buildOpenApi();
  app.get("/ov/docs/openapi.json", async () => openApi);
  app.get("/ov/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").send(OPENAPI_PAGE));
  app.get("/ov/docs/page.js", async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(OPENAPI_PAGE_SCRIPT));

  if (staticDir) {
    const { default: fastifyStatic } = await import("@fastify/static");
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The host build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      // Our own Cache-Control: hashed file names never change content, so they are kept a
      // year; index.html and the embed's entry keep their names, so they are revalidated.
      cacheControl: false,
      setHeaders(response, path) {
        const hashed = /[\\/](assets|chunks)[\\/]/.test(path);
        response.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        response.setHeader("vary", "Accept-Encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(ov|token|dev)(\/|\?|$)/.test(request.url);
    if (staticDir && request.method === "GET" && !isApi) {
      // Client-side routes (/login, /invoices/…) are answered by the host app.
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({ code: 404, mensaje: "Recurso no encontrado." });
  });

  return app;
}

/** Each user's documents in flight, counted across replicas: in Redis when there is one (the
 * database while it does not answer), else in the database. */
function sharedSlots(input: AppInput, redis: Redis | undefined): SharedSlots {
  const database = new DatabaseSlots(input.db);
  if (!redis) return database;
  const prefix = `${input.config.redisPrefix ?? "ov:"}export-slots:`;
  return new FallbackSlots(new RedisSlots(redis, prefix), database);
}
