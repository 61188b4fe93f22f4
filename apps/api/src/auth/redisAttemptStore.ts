import { Redis } from "ioredis";
import type { FailureWindow, LoginAttemptStore } from "./rateLimit";

/*
 * Login failures in Redis, shared by every replica: one hash per key with the window's
 * start and its failure count. The count goes up with HINCRBY (Redis's INCR for a hash
 * field) and the key gets a PEXPIRE at the end of the window, so Redis forgets it by
 * itself; the stored start also lets the server close the window by its own clock
 * (`deps.now`), which tests move. Opening, counting and expiring run as one Lua script,
 * so two replicas counting at once never lose a failure or leave a key without expiry.
 */

const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
if (not start) or (now - start >= windowMs) then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'start', ARGV[1])
  start = now
end
local failures = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('PEXPIRE', KEYS[1], math.max(1, start + windowMs - now))
return {failures, tostring(start)}
`;

export const DEFAULT_REDIS_PREFIX = "ov:login-failures:";

export class RedisAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = DEFAULT_REDIS_PREFIX,
  ) {}

  async window(key: string, now: Date, windowMs: number): Promise<FailureWindow | null> {
    const [start, count] = await this.redis.hmget(this.prefix + key, "start", "count");
    if (start === null || count === null) return null;
    const startedAt = Number(start);
    if (!Number.isFinite(startedAt) || now.getTime() - startedAt >= windowMs) return null;
    return { failures: Number(count), startedAt };
  }

  async recordFailure(key: string, now: Date, windowMs: number): Promise<FailureWindow> {
    const [failures, start] = (await this.redis.eval(
      RECORD_FAILURE,
      1,
      this.prefix + key,
      String(now.getTime()),
      String(windowMs),
    )) as [number, string];
    return { failures: Number(failures), startedAt: Number(start) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** A connection for the rate limit: connects on first use, gives up on a command after
 * one retry (so the database fallback takes over quickly) and never crashes the process
 * on a connection error. */
export function connectRedis(url: string, onError: (error: unknown) => void = () => undefined): Redis {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", onError);
  return redis;
}
