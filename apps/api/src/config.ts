import { loadThrottleConfig, parseTrustProxy, type ThrottleConfig } from "./auth/throttleConfig";

/** Server settings from the environment, with demo defaults so `npm start` needs none. */
export interface ServerConfig {
  port: number;
  /** `postgres://…` for a PostgreSQL server; unset → embedded PGlite in `.data/`. */
  databaseUrl?: string;
  /** PGlite's data directory when no databaseUrl (default `.data/pg` at the repo root). */
  pgliteDir?: string;
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
  /** `/token?grant_type=client_credentials` credentials. */
  clientId: string;
  clientSecret: string;
  /** Where e-mailed links point (the host app's origin). */
  publicUrl: string;
  /** Demo mode: `/dev/outbox` is served. */
  demo: boolean;
  /** Memory for finished telemetry and load-curve answers of past days (0 switches it off). */
  measureCacheMb: number;
  /** Login throttling and e-mail limits (defaults when absent). */
  throttle?: ThrottleConfig;
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For names the client. */
  trustProxy?: false | number | string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? "oficina-virtual-demo-secret-change-me-in-production",
    accessTokenMinutes: Number(env.ACCESS_TOKEN_MINUTES ?? 15),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    clientId: env.OV_CLIENT_ID ?? "oficina-virtual",
    clientSecret: env.OV_CLIENT_SECRET ?? "demo-client-secret",
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demo: env.OV_DEMO !== "0",
    measureCacheMb: nonNegative(env.MEASURE_CACHE_MB, 64),
    throttle: loadThrottleConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(number) && number >= 0 ? number : fallback;
}
