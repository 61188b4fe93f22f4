import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/queryRows";

/*
 * The per-user limit on documents in flight (EXPORTS_PER_USER), counted across every replica:
 * each replica's own gate (exportGate.ts) bounds its threads and memory, but a user whose six
 * exports a balancer spreads over two replicas would otherwise get four at once.
 *
 * A slot is a lease with an expiry, not a bare counter: a replica killed in the middle of a
 * document never gives its slot back, and a lease lets the slot come free on its own. In Redis
 * (REDIS_URL) the leases of a user are one sorted set scored by expiry, checked and taken in one
 * Lua script; without Redis, or while it does not answer, they are rows of export_slots, taken
 * under a transaction lock on the user.
 */

/** A document may take this long before its slot is given to another; far above any document
 * the server makes (the ZIP of a year is seconds). */
export const SLOT_LEASE_MS = 10 * 60_000;

export interface SharedSlots {
  /** A release for a new slot of `user`, or null when they have `limit` in flight already. */
  take(user: string, limit: number): Promise<(() => Promise<void>) | null>;
}

const TAKE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[3]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) - now)
return 1
`;

export const DEFAULT_SLOTS_PREFIX = "ov:export-slots:";

export class RedisSlots implements SharedSlots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = DEFAULT_SLOTS_PREFIX,
  ) {}

  async take(user: string, limit: number) {
    const key = this.prefix + user;
    const id = randomUUID();
    const now = Date.now();
    const taken = await this.redis.eval(TAKE, 1, key, String(now), String(limit), String(now + SLOT_LEASE_MS), id);
    if (Number(taken) !== 1) return null;
    return async () => {
      await this.redis.zrem(key, id);
    };
  }
}

export class DatabaseSlots implements SharedSlots {
  constructor(private readonly db: Database) {}

  async take(user: string, limit: number) {
    const id = randomUUID();
    const taken = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // One taker per user at a time: the count and the insert must see each other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ov-export:${user}`}))`);
      await tx.execute(sql`delete from export_slots where user_key = ${user} and expires_at <= now()`);
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from export_slots where user_key = ${user}`);
      if ((row?.n ?? 0) >= limit) return false;
      await tx.execute(
        sql`insert into export_slots (id, user_key, expires_at) values (${id}, ${user}, now() + make_interval(secs => ${SLOT_LEASE_MS / 1000}))`,
      );
      return true;
    });
    if (!taken) return null;
    return async () => {
      await this.db.execute(sql`delete from export_slots where id = ${id}`);
    };
  }
}

/** Redis, and the database while Redis does not answer. */
export class FallbackSlots implements SharedSlots {
  constructor(
    private readonly primary: SharedSlots,
    private readonly fallback: SharedSlots,
    private readonly warn: (error: unknown) => void = () => undefined,
  ) {}

  async take(user: string, limit: number) {
    try {
      return await this.primary.take(user, limit);
    } catch (error) {
      this.warn(error);
      return this.fallback.take(user, limit);
    }
  }
}
