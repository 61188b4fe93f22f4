import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import type { Database } from "../db/client";
import { type AttemptStore, DatabaseAttemptStore, FallbackAttemptStore } from "./attemptStore";
import { LookupLimiter } from "./lookupLimit";
import { MailLimiter } from "./mailLimit";
import { LoginThrottle } from "./rateLimit";
import { connectRedis, DEFAULT_REDIS_PREFIX, RedisAttemptStore } from "./redisAttemptStore";
import { RefreshThrottle } from "./refreshLimit";
import { shareSessionEnds } from "./sessionBroadcast";
import { WriteLimiter } from "./writeQuota";

/** Every limit of the server, counting in one store: the login and refresh throttles, the
 * e-mail limits and the write quotas. */
export interface Limits {
  store: AttemptStore;
  login: LoginThrottle;
  refresh: RefreshThrottle;
  mail: MailLimiter;
  writes: WriteLimiter;
  lookup: LookupLimiter;
}

/** The counters of the configuration: Redis when REDIS_URL is set (the database while
 * Redis is unreachable), else the throttle_counters table. With Redis, the replicas also
 * share which sessions ended. The Redis connections close with the app. */
export function createLimits(app: FastifyInstance, config: ServerConfig, db: Database): Limits {
  const database = new DatabaseAttemptStore(db);
  let store: AttemptStore = database;
  if (config.redisUrl) {
    const warn = (error: unknown) => app.log.warn({ err: error }, "rate limits: Redis unavailable, counting in the database");
    const redis = connectRedis(config.redisUrl, warn);
    // The same Redis tells the other replicas which sessions ended (auth/sessionBroadcast.ts).
    const stopSharing = shareSessionEnds(db, redis, redis.duplicate(), config.redisPrefix ?? DEFAULT_REDIS_PREFIX, (error) =>
      app.log.warn({ err: error }, "sessions: Redis unavailable, other replicas see ended sessions within a second"),
    );
    app.addHook("onClose", async () => {
      stopSharing();
      redis.disconnect();
    });
    store = new FallbackAttemptStore(new RedisAttemptStore(redis, config.redisPrefix), database, warn);
  }
  return limitsOver(store, config);
}

/** The limits of `config`, counting in `store`. */
export function limitsOver(store: AttemptStore, config: Pick<ServerConfig, "throttle">): Limits {
  const limits = config.throttle;
  return {
    store,
    login: new LoginThrottle(store, limits?.login),
    refresh: new RefreshThrottle(store, limits?.refresh),
    mail: new MailLimiter(store, limits?.mail),
    writes: new WriteLimiter(store, limits?.writes),
    lookup: new LookupLimiter(store, limits?.lookup),
  };
}
