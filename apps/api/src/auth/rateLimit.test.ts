import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { HttpError } from "../errors/httpError";
import { type AttemptStore, DatabaseAttemptStore, FallbackAttemptStore } from "./attemptStore";
import { type LoginLimits, LoginThrottle, loginKey, retryAfterOf } from "./rateLimit";
import { connectRedis, RedisAttemptStore } from "./redisAttemptStore";

const t0 = new Date("2026-03-01T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

let database: DatabaseHandle;
let redis: Redis | undefined;
const redisPrefix = `ov-test:${process.pid}:${randomBytes(4).toString("hex")}:`;

beforeAll(async () => {
  database = await openTestDatabase();
  if (process.env.REDIS_URL) redis = connectRedis(process.env.REDIS_URL);
}, 60_000);
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await database.close();
}, 60_000);

const stores: Array<[string, () => AttemptStore]> = [
  ["the database", () => new DatabaseAttemptStore(database.db)],
  ...(process.env.REDIS_URL ? [["Redis", () => new RedisAttemptStore(redis!, redisPrefix)] as [string, () => AttemptStore]] : []),
];

const limits: LoginLimits = { accountAddress: 5, address: 100, account: 12, windowMs: 15 * 60_000, accountWindowMs: 60 * 60_000 };

describe.each(stores)("the counters and the login throttle in %s", (_name, makeStore) => {
  let account = "";
  let store: AttemptStore;
  let throttle: LoginThrottle;
  beforeEach(() => {
    account = loginKey("customer", `User${randomBytes(4).toString("hex")}`);
    store = makeStore();
    throttle = new LoginThrottle(store, limits);
  });

  /** The 429's message, or null when the attempt was reserved (and then failed). */
  async function fail(now: Date, address = "10.0.0.1"): Promise<string | null> {
    try {
      (await throttle.reserve(account, address, now)).failed();
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      return (error as HttpError).mensaje;
    }
  }

  it("counts atomically: 40 increments at once end at 40, each count answered once", async () => {
    const key = `k${randomBytes(4).toString("hex")}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.increment([{ key, windowMs: 60_000 }], t0)));
    expect(counts.map(([count]) => count!.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // A window that has passed starts again at 1; taking back a count of the old window
    // leaves the new one alone.
    const [fresh] = await store.increment([{ key, windowMs: 60_000 }], at(1));
    expect(fresh).toEqual({ key, count: 1, expiresAt: at(2).getTime() });
    await store.decrement([{ key, count: 40, expiresAt: t0.getTime() + 60_000 }]);
    expect((await store.increment([{ key, windowMs: 60_000 }], at(1)))[0]!.count).toBe(2);
  });

  it("locks an account from one address after 5 failures until the window that the first one opened passes", async () => {
    for (let i = 0; i < 5; i++) expect(await fail(at(i))).toBeNull();
    expect(await fail(at(5))).toBe("Has superado el número de intentos. Inténtalo de nuevo en 10 minutos.");
    expect(await fail(at(14.5))).toBe("Has superado el número de intentos. Inténtalo de nuevo en 1 minuto.");
    expect(await fail(at(15))).toBeNull();
  });

  it("answers the 429 with the seconds left for Retry-After", async () => {
    for (let i = 0; i < 5; i++) await fail(t0);
    const error = await throttle.reserve(account, "10.0.0.1", at(5)).catch((caught: unknown) => caught);
    expect(retryAfterOf(error)).toBe(600);
  });

  it("never lets more than 5 of 30 concurrent attempts through", async () => {
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => throttle.reserve(account, "10.0.0.2", t0)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
  });

  it("a success clears that address's failures and does not count", async () => {
    for (let i = 0; i < 4; i++) await fail(t0);
    await (await throttle.reserve(account, "10.0.0.1", t0)).succeeded();
    for (let i = 0; i < 5; i++) expect(await fail(t0)).toBeNull();
    expect(await fail(t0)).not.toBeNull();
  });

  it("keeps other addresses free, up to the account's ceiling across addresses", async () => {
    for (let i = 0; i < 6; i++) await fail(t0, "10.0.1.1");
    expect(await fail(t0, "10.0.1.2")).toBeNull();
    // 12 failures of the account across addresses (ceiling 12 in these limits) lock it
    // everywhere; refused attempts took their counts back, so they did not count.
    for (let i = 0; i < 6; i++) await fail(t0, "10.0.1.3");
    expect(await fail(t0, "10.0.1.4")).toBeNull();
    expect(await fail(t0, "10.0.1.5")).toBe("Has superado el número de intentos. Inténtalo de nuevo en 60 minutos.");
  });
});

describe("falling back to the database", () => {
  it("counts in the database while the primary store fails", async () => {
    const broken: AttemptStore = {
      increment: () => Promise.reject(new Error("down")),
      decrement: () => Promise.reject(new Error("down")),
      clear: () => Promise.reject(new Error("down")),
    };
    const errors: unknown[] = [];
    const throttle = new LoginThrottle(
      new FallbackAttemptStore(broken, new DatabaseAttemptStore(database.db), (error) => errors.push(error)),
    );
    const account = loginKey("admin", `fallback${randomBytes(3).toString("hex")}@example.com`);
    for (let i = 0; i < 5; i++) (await throttle.reserve(account, "10.0.0.9", t0)).failed();
    await expect(throttle.reserve(account, "10.0.0.9", at(1))).rejects.toMatchObject({ status: 429 });
    expect(errors.length).toBeGreaterThan(0);
  });
});
