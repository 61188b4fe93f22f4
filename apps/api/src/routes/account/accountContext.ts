import type { FastifyInstance } from "fastify";
import { type AttemptStore, DatabaseAttemptStore, FallbackAttemptStore } from "../../auth/attemptStore";
import { LookupLimiter } from "../../auth/lookupLimit";
import { MailLimiter } from "../../auth/mailLimit";
import { LoginThrottle } from "../../auth/rateLimit";
import { connectRedis, RedisAttemptStore } from "../../auth/redisAttemptStore";
import { RefreshThrottle } from "../../auth/refreshLimit";
import type { AppDeps } from "../../context";

/** What the account routes share: the app's deps, the login and refresh throttles, the e-mail and the signup lookups' limits. */
export interface AccountContext {
  deps: AppDeps;
  throttle: LoginThrottle;
  refreshThrottle: RefreshThrottle;
  mailLimiter: MailLimiter;
  lookupLimiter: LookupLimiter;
}

/** The counters of the configuration: Redis when REDIS_URL is set (the database while
 * Redis is unreachable), else the throttle_counters table. The Redis connection closes
 * with the app. */
export function createAccountContext(app: FastifyInstance, deps: AppDeps): AccountContext {
  const database = new DatabaseAttemptStore(deps.db);
  let store: AttemptStore = database;
  const redisUrl = deps.config.redisUrl;
  if (redisUrl) {
    const warn = (error: unknown) => app.log.warn({ err: error }, "login rate limit: Redis unavailable, counting in the database");
    const redis = connectRedis(redisUrl, warn);
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
    store = new FallbackAttemptStore(new RedisAttemptStore(redis, deps.config.redisPrefix), database, warn);
  }
  const limits = deps.config.throttle;
  return {
    deps,
    throttle: new LoginThrottle(store, limits?.login),
    refreshThrottle: new RefreshThrottle(store, limits?.refresh),
    mailLimiter: new MailLimiter(store, limits?.mail),
    lookupLimiter: new LookupLimiter(store, limits?.lookup),
  };
}

/** Routes mounted in their own plugin scope, so hooks added there (client credentials,
 * signup's missing-field check) apply to those routes only. */
export function scoped(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => register(scope));
}
