import { Redis } from "ioredis";
import type { AttemptStore, Count, CounterSpec } from "./attemptStore";

/*
 * The counters in Redis, shared by every replica: one hash per key with the end of its
 * window and its count. Opening a window, counting (HINCRBY, Redis's INCR for a hash field)
 * and the PEXPIRE that makes Redis forget the key run as one Lua script, so two replicas
 * counting at once never lose a count or leave a key without expiry. The stored end also
 * lets the server close a window by its own clock (`deps.now`), which tests move.
 */

const INCREMENT = `
local now = tonumber(ARGV[1])
local out = {}
for i, key in ipairs(KEYS) do
  local windowMs = tonumber(ARGV[i + 1])
  local expires = tonumber(redis.call('HGET', key, 'expires'))
  if (not expires) or (expires <= now) then
    redis.call('DEL', key)
    expires = now + windowMs
    redis.call('HSET', key, 'expires', tostring(expires))
  end
  local count = redis.call('HINCRBY', key, 'count', 1)
  redis.call('PEXPIRE', key, math.max(1, expires - now))
  out[#out + 1] = count
  out[#out + 1] = tostring(expires)
end
return out
`;

// Only the window that was counted: a new window opened meanwhile keeps its count.
const DECREMENT = `
if redis.call('HGET', KEYS[1], 'expires') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

export const DEFAULT_REDIS_PREFIX = "ov:login-failures:";

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = DEFAULT_REDIS_PREFIX,
  ) {}

  async increment(specs: readonly CounterSpec[], now: Date): Promise<Count[]> {
    if (specs.length === 0) return [];
    const reply = (await this.redis.eval(
      INCREMENT,
      specs.length,
      ...specs.map((spec) => this.prefix + spec.key),
      String(now.getTime()),
      ...specs.map((spec) => String(spec.windowMs)),
    )) as Array<number | string>;
    return specs.map((spec, i) => ({ key: spec.key, count: Number(reply[2 * i]), expiresAt: Number(reply[2 * i + 1]) }));
  }

  async decrement(counts: readonly Count[]): Promise<void> {
    for (const count of counts) await this.redis.eval(DECREMENT, 1, this.prefix + count.key, String(count.expiresAt));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** A connection for the counters: connects on first use, gives up on a command after one
 * retry (so the database fallback takes over quickly) and never crashes the process on a
 * connection error. */
export function connectRedis(url: string, onError: (error: unknown) => void = () => undefined): Redis {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", onError);
  return redis;
}
