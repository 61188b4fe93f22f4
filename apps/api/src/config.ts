import { availableParallelism } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { DEFAULT_MAIL_LIMITS } from "./auth/mailLimit";
import { DEFAULT_LOGIN_LIMITS } from "./auth/rateLimit";
import { parseTrustProxy, type ThrottleConfig } from "./auth/throttleConfig";
import { DEFAULT_WRITE_QUOTAS } from "./auth/writeQuota";
import { API_FOLDER } from "./paths";
import { ConfigError, embedOriginsFrom, isDemo, secretsFrom } from "./runMode";

/*
 * Every environment variable the server reads, read here once and validated (apps/api/README.md,
 * "Configuration", lists them; configDocs.test.ts keeps that table and this file in step).
 * A value that is set but unusable stops the server with a ConfigError naming the variable:
 * `PG_POOL_SIZE=abc` is a typo to fix, not a reason to run with a default. A blank value
 * counts as unset.
 */

/** Settings from the environment. Demo mode (`OV_DEMO=1`, set by `npm start`) has defaults
 * for everything; production needs JWT_SECRET and OV_CLIENT_SECRET (runMode.ts). */
export interface ServerConfig {
  port: number;
  /** The interface `listen` binds (HOST). */
  host: string;
  /** The host app's build, served with the SPA fallback when the folder exists (STATIC_DIR). */
  staticDir: string;
  /** Demo mode seeds the demo data on first start unless OV_SEED=0. */
  seedDemo: boolean;
  /** The day the demo data is relative to (OV_SEED_TODAY, YYYY-MM-DD; default today): the
   * visual tests pin it so their screenshots do not change with the calendar. */
  seedToday?: Date;
  /** The JSON request log with request ids on stdout (LOG=1, http/logging.ts). */
  log: boolean;
  /** `postgres://…` for a PostgreSQL server; unset → embedded PGlite in `.data/`. */
  databaseUrl?: string;
  /** PGlite's data directory when no databaseUrl (default `.data/pg` at the repo root). */
  pgliteDir?: string;
  /** Connections of the PostgreSQL pool (PG_POOL_SIZE). */
  pgPoolSize: number;
  /** Shares login rate limits between replicas. */
  redisUrl?: string;
  /** Namespace of the rate-limit keys: portals on different databases that share one Redis
   * need one each, or a username's failures in one count against the same name in another. */
  redisPrefix?: string;
  /** Real e-mail through SMTP; unset → the outbox only (demo mode, `GET /dev/outbox`). */
  smtpUrl?: string;
  /** HS256 key for access tokens. */
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** A refresh this long after the session's last one (or its login) is refused: the
   * session ended idle (SESSION_IDLE_MINUTES, auth/rotation.ts). */
  sessionIdleMinutes: number;
  /** `/token?grant_type=client_credentials` credentials. */
  clientId: string;
  clientSecret: string;
  /** Where e-mailed links point (the host app's origin). */
  publicUrl: string;
  /** Demo mode: the demo seed, `/dev/outbox` and the published secrets. */
  demo: boolean;
  /** EMBED_ORIGINS: origins allowed to call the API and load the embed cross-origin. */
  embedOrigins: string[];
  /** Memory for finished telemetry and load-curve answers of past days (0 switches it off). */
  measureCacheMb: number;
  /** Worker threads that generate PDF, ZIP and XLSX files (EXPORT_WORKERS). */
  exportWorkers: number;
  /** Documents one user may have in flight at once (EXPORTS_PER_USER); the next gets 429. */
  exportsPerUser: number;
  /** Documents the server admits beyond one per worker, queued for a thread
   * (EXPORT_QUEUE_LIMIT); past it every user gets 429. */
  exportQueueLimit: number;
  /** Login throttling, e-mail limits and write quotas (defaults when absent). */
  throttle?: ThrottleConfig;
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For names the client. */
  trustProxy?: false | number | string[];
  /** On SIGTERM/SIGINT, how long requests in flight may take before they are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** On SIGTERM/SIGINT, how long /readyz answers 503 while requests are still served, before the
   * listening socket closes: a balancer's checks must see it first (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** When set, GET /metrics wants `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken?: string;
  /** The retailer's payment page for an unpaid invoice (PAYMENT_URL_TEMPLATE), an https URL
   * with `{factura}` and optionally `{importe}`; unset: no 'Pagar' link. The customer pays on
   * that page: no card data ever reaches this server. */
  paymentUrlTemplate?: string;
}

/** The database settings alone: what the seed command needs (it signs no tokens, so it
 * must not require the production secrets). */
export interface DatabaseConfig {
  databaseUrl?: string;
  pgliteDir?: string;
  pgPoolSize: number;
}

/** Document threads: one core for the server's own event loop, the rest for PDFs, ZIPs and
 * workbooks (at least one). */
export const defaultWorkerCount = () => Math.max(1, availableParallelism() - 1);

const DEFAULT_STATIC_DIR = join(API_FOLDER, "..", "host", "dist");

/** A blank value is unset. */
const unsetIfBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `debe ser un número entero (${min} o más)` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      message: max === Number.MAX_SAFE_INTEGER ? `debe ser ${min} o más` : `debe estar entre ${min} y ${max}`,
    });

const flag = z.enum(["0", "1"], { message: "debe ser 0 o 1" }).transform((value) => value === "1");

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `no es una URL válida (${example})` },
    );

/** PAYMENT_URL_TEMPLATE: https only (a card page over http is refused), `{factura}` present,
 * no other placeholder, and a valid URL once filled in. */
const paymentUrlTemplate = z
  .string()
  .trim()
  .refine((value) => value.includes("{factura}"), { message: "debe llevar {factura} (y, si se quiere, {importe})" })
  .refine((value) => !/\{(?!factura\}|importe\})[^}]*\}/.test(value), { message: "solo admite {factura} e {importe}" })
  .refine(
    (value) => {
      try {
        return new URL(value.replaceAll("{factura}", "F1").replaceAll("{importe}", "1.00")).protocol === "https:";
      } catch {
        return false;
      }
    },
    { message: "no es una URL https válida (https://pagos.example.es/pagar?factura={factura}&importe={importe})" },
  );

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfBlank, schema.optional());

const databaseSchema = z.object({
  DATABASE_URL: optional(url(["postgres:", "postgresql:"], "postgres://usuario:clave@servidor:5432/base")),
  PGLITE_DIR: optional(z.string()),
  PG_POOL_SIZE: optional(integer(1)),
});

/** The variables with a plain value; OV_DEMO, JWT_SECRET, OV_CLIENT_SECRET, EMBED_ORIGINS and
 * TRUST_PROXY have rules of their own (runMode.ts, auth/throttleConfig.ts). */
export const environmentSchema = databaseSchema.extend({
  PORT: optional(integer(0, 65_535)),
  HOST: optional(z.string().trim()),
  STATIC_DIR: optional(z.string()),
  OV_SEED: optional(flag),
  OV_SEED_TODAY: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "no es una fecha AAAA-MM-DD")
      .transform((day) => new Date(`${day}T12:00:00Z`))
      .refine((date) => !Number.isNaN(date.getTime()), "no es una fecha válida"),
  ),
  LOG: optional(flag),
  REDIS_URL: optional(url(["redis:", "rediss:"], "redis://servidor:6379")),
  REDIS_PREFIX: optional(z.string()),
  SMTP_URL: optional(url(["smtp:", "smtps:"], "smtp://usuario:clave@servidor:587")),
  ACCESS_TOKEN_MINUTES: optional(integer(1)),
  REFRESH_TOKEN_DAYS: optional(integer(1)),
  SESSION_IDLE_MINUTES: optional(integer(1)),
  OV_CLIENT_ID: optional(z.string().trim()),
  PUBLIC_URL: optional(url(["http:", "https:"], "https://oficina.example.es")),
  MEASURE_CACHE_MB: optional(integer(0)),
  SHUTDOWN_GRACE_MS: optional(integer(0)),
  SHUTDOWN_DRAIN_MS: optional(integer(0)),
  METRICS_TOKEN: optional(z.string().trim()),
  EXPORT_WORKERS: optional(integer(1, 64)),
  EXPORTS_PER_USER: optional(integer(1)),
  EXPORT_QUEUE_LIMIT: optional(integer(0)),
  LOGIN_MAX_FAILURES: optional(integer(1)),
  LOGIN_MAX_FAILURES_PER_ADDRESS: optional(integer(1)),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: optional(integer(1)),
  MAIL_MAX_PER_RECIPIENT: optional(integer(1)),
  MAIL_MAX_CALLS_PER_ADDRESS: optional(integer(1)),
  ISSUES_PER_HOUR: optional(integer(1)),
  READINGS_PER_HOUR: optional(integer(1)),
  DEBUG_LOGS_PER_HOUR: optional(integer(1)),
  ALERT_CHANGES_PER_HOUR: optional(integer(1)),
  BANK_ACCOUNT_CHANGES_PER_HOUR: optional(integer(1)),
  PAYMENT_URL_TEMPLATE: optional(paymentUrlTemplate),
});

/** The variables of `schema`, parsed, or a ConfigError naming the first bad one and its value. */
function parseEnvironment<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = String(issue.path[0]);
  throw new ConfigError(`${variable}=${JSON.stringify(env[variable] ?? "")} ${issue.message}.`);
}

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const values = parseEnvironment(databaseSchema, env);
  return { databaseUrl: values.DATABASE_URL, pgliteDir: values.PGLITE_DIR, pgPoolSize: values.PG_POOL_SIZE ?? 10 };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const values = parseEnvironment(environmentSchema, env);
  const demo = isDemo(env);
  const { jwtSecret, clientSecret } = secretsFrom(env, demo);
  const port = values.PORT ?? 8080;
  return {
    port,
    host: values.HOST ?? "0.0.0.0",
    staticDir: values.STATIC_DIR ?? DEFAULT_STATIC_DIR,
    seedDemo: values.OV_SEED ?? true,
    seedToday: values.OV_SEED_TODAY,
    log: values.LOG ?? false,
    ...loadDatabaseConfig(env),
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    smtpUrl: values.SMTP_URL,
    jwtSecret,
    accessTokenMinutes: values.ACCESS_TOKEN_MINUTES ?? 15,
    refreshTokenDays: values.REFRESH_TOKEN_DAYS ?? 30,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES ?? 15,
    clientId: values.OV_CLIENT_ID ?? "oficina-virtual",
    clientSecret,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${port}`,
    demo,
    embedOrigins: embedOriginsFrom(env.EMBED_ORIGINS),
    measureCacheMb: values.MEASURE_CACHE_MB ?? 64,
    exportWorkers: values.EXPORT_WORKERS ?? defaultWorkerCount(),
    exportsPerUser: values.EXPORTS_PER_USER ?? 2,
    exportQueueLimit: values.EXPORT_QUEUE_LIMIT ?? 16,
    throttle: {
      login: {
        ...DEFAULT_LOGIN_LIMITS,
        accountAddress: values.LOGIN_MAX_FAILURES ?? DEFAULT_LOGIN_LIMITS.accountAddress,
        address: values.LOGIN_MAX_FAILURES_PER_ADDRESS ?? DEFAULT_LOGIN_LIMITS.address,
        account: values.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? DEFAULT_LOGIN_LIMITS.account,
      },
      mail: {
        ...DEFAULT_MAIL_LIMITS,
        perRecipient: values.MAIL_MAX_PER_RECIPIENT ?? DEFAULT_MAIL_LIMITS.perRecipient,
        callsPerAddress: values.MAIL_MAX_CALLS_PER_ADDRESS ?? DEFAULT_MAIL_LIMITS.callsPerAddress,
      },
      writes: {
        issues: values.ISSUES_PER_HOUR ?? DEFAULT_WRITE_QUOTAS.issues,
        readings: values.READINGS_PER_HOUR ?? DEFAULT_WRITE_QUOTAS.readings,
        debugLogs: values.DEBUG_LOGS_PER_HOUR ?? DEFAULT_WRITE_QUOTAS.debugLogs,
        alerts: values.ALERT_CHANGES_PER_HOUR ?? DEFAULT_WRITE_QUOTAS.alerts,
        contact: DEFAULT_WRITE_QUOTAS.contact,
        bankAccounts: values.BANK_ACCOUNT_CHANGES_PER_HOUR ?? DEFAULT_WRITE_QUOTAS.bankAccounts,
        sessions: DEFAULT_WRITE_QUOTAS.sessions,
        dataExports: DEFAULT_WRITE_QUOTAS.dataExports,
        preferences: DEFAULT_WRITE_QUOTAS.preferences,
      },
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS ?? 10_000,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? 0,
    metricsToken: values.METRICS_TOKEN,
    paymentUrlTemplate: values.PAYMENT_URL_TEMPLATE,
  };
}
