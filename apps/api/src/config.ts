import { loadThrottleConfig, parseTrustProxy, type ThrottleConfig } from "./auth/throttleConfig";
import { embedOriginsFrom, isDemo, secretsFrom } from "./runMode";

/** Server settings from the environment. Demo mode (`OV_DEMO=1`, set by `npm start`) has
 * defaults for everything; production needs JWT_SECRET and OV_CLIENT_SECRET (runMode.ts).
 * Throws a ConfigError naming the variable when a setting is missing or unusable. */
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
  /** Demo mode: the demo seed, `/dev/outbox` and the published secrets. */
  demo: boolean;
  /** EMBED_ORIGINS: origins allowed to call the API and load the embed cross-origin. */
  embedOrigins: string[];
  /** Memory for finished telemetry and load-curve answers of past days (0 switches it off). */
  measureCacheMb: number;
  /** Login throttling and e-mail limits (defaults when absent). */
  throttle?: ThrottleConfig;
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For names the client. */
  trustProxy?: false | number | string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const demo = isDemo(env);
  const { jwtSecret, clientSecret } = secretsFrom(env, demo);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret,
    accessTokenMinutes: Number(env.ACCESS_TOKEN_MINUTES ?? 15),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    clientId: env.OV_CLIENT_ID ?? "oficina-virtual",
    clientSecret,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demo,
    embedOrigins: embedOriginsFrom(env.EMBED_ORIGINS),
    measureCacheMb: nonNegative(env.MEASURE_CACHE_MB, 64),
    throttle: loadThrottleConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(number) && number >= 0 ? number : fallback;
}
