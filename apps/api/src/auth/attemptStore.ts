import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { throttleCounters } from "../db/schema";

/*
 * Fixed-window counters shared by every replica: the login throttle and the e-mail limits
 * count in them. A key's window opens at its first count and closes `windowMs` later;
 * counting after that opens a new one. Counting up is one atomic step per key (an upsert
 * in PostgreSQL, a Lua script in Redis), and the caller decides on the count it got back,
 * so concurrent requests can never all read "4" and all go ahead: the check and the count
 * are the same step. Times come from the caller (`deps.now`) so tests can move the clock.
 */

export interface CounterSpec {
  key: string;
  windowMs: number;
}

/** A key's count right after counting, and when its window closes (epoch ms). */
export interface Count {
  key: string;
  count: number;
  expiresAt: number;
}

export interface AttemptStore {
  /** Counts one on each key (each atomically), opening a new window for a key whose window
   * has passed; answers the counts in the order of `specs`. */
  increment(specs: readonly CounterSpec[], now: Date): Promise<Count[]>;
  /** Takes back one count of each, if its window is still the one that was counted. */
  decrement(counts: readonly Count[]): Promise<void>;
  /** Forgets the key (a successful login). */
  clear(key: string): Promise<void>;
}

const DAY_MS = 86_400_000;
/** How often a process deletes rows of windows long gone. */
const SWEEP_EVERY_MS = 60_000;

/** Counters as rows of throttle_counters. */
export class DatabaseAttemptStore implements AttemptStore {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  async increment(specs: readonly CounterSpec[], now: Date): Promise<Count[]> {
    if (specs.length === 0) return [];
    const nowIso = now.toISOString();
    // Keys in one order, so two upserts that lock the same rows lock them in the same
    // order and cannot deadlock.
    const sorted = [...specs].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const passed = sql`${throttleCounters.expiresAt} <= ${nowIso}::timestamptz`;
    const rows = await this.db
      .insert(throttleCounters)
      .values(sorted.map((spec) => ({ key: spec.key, count: 1, expiresAt: new Date(now.getTime() + spec.windowMs) })))
      .onConflictDoUpdate({
        target: throttleCounters.key,
        set: {
          count: sql`case when ${passed} then 1 else ${throttleCounters.count} + 1 end`,
          expiresAt: sql`case when ${passed} then excluded.expires_at else ${throttleCounters.expiresAt} end`,
        },
      })
      .returning();
    await this.sweep(now);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return specs.map((spec) => {
      const row = byKey.get(spec.key)!;
      return { key: spec.key, count: Number(row.count), expiresAt: new Date(row.expiresAt).getTime() };
    });
  }

  async decrement(counts: readonly Count[]): Promise<void> {
    for (const count of counts) {
      await this.db
        .update(throttleCounters)
        .set({ count: sql`${throttleCounters.count} - 1` })
        .where(
          and(
            eq(throttleCounters.key, count.key),
            eq(throttleCounters.expiresAt, new Date(count.expiresAt)),
            gt(throttleCounters.count, 0),
          ),
        );
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleCounters).where(eq(throttleCounters.key, key));
  }

  /** Rows a day past their window belong to keys nobody has used since. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.db.delete(throttleCounters).where(lt(throttleCounters.expiresAt, new Date(now.getTime() - DAY_MS)));
  }
}

/** Uses `primary` (Redis) and, while it fails, `fallback` (the database), so an outage of
 * Redis degrades the limits to per-database instead of locking everybody out. */
export class FallbackAttemptStore implements AttemptStore {
  constructor(
    private readonly primary: AttemptStore,
    private readonly fallback: AttemptStore,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  private async attempt<T>(run: (store: AttemptStore) => Promise<T>): Promise<T> {
    try {
      return await run(this.primary);
    } catch (error) {
      this.onError(error);
      return run(this.fallback);
    }
  }

  increment(specs: readonly CounterSpec[], now: Date) {
    return this.attempt((store) => store.increment(specs, now));
  }

  decrement(counts: readonly Count[]) {
    return this.attempt((store) => store.decrement(counts));
  }

  clear(key: string) {
    return this.attempt((store) => store.clear(key));
  }
}
