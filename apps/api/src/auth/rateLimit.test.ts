import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/testDatabase";
import { HttpError } from "../http/errors";
import {
  DatabaseAttemptStore,
  FallbackAttemptStore,
  LOGIN_WINDOW_MS,
  LoginRateLimiter,
  loginKey,
  type LoginAttemptStore,
} from "./rateLimit";
import { RedisAttemptStore, connectRedis } from "./redisAttemptStore";

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

const stores: Array<[string, () => LoginAttemptStore]> = [
  ["the database", () => new DatabaseAttemptStore(database.db)],
  ...(process.env.REDIS_URL ? [["Redis", () => new RedisAttemptStore(redis!, redisPrefix)] as [string, () => LoginAttemptStore]] : []),
];

describe.each(stores)("login rate limit in %s", (_name, makeStore) => {
  let key = "";
  let limiter: LoginRateLimiter;
  beforeEach(() => {
    key = loginKey("customer", `User${randomBytes(4).toString("hex")}`);
    limiter = new LoginRateLimiter(makeStore());
  });

  async function lockedMessage(now: Date): Promise<string | null> {
    try {
      await limiter.assertAllowed(key, now);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      return (error as HttpError).mensaje;
    }
  }

  it("locks a user out after 5 failures until the window that the first one opened passes", async () => {
    for (let i = 0; i < 4; i++) await limiter.recordFailure(key, at(i));
    expect(await lockedMessage(at(4))).toBeNull();
    expect(await limiter.recordFailure(key, at(4))).toEqual({ failures: 5, startedAt: t0.getTime() });
    expect(await lockedMessage(at(5))).toBe("Has superado el número de intentos. Inténtalo de nuevo en 10 minutos.");
    expect(await lockedMessage(at(14.5))).toBe("Has superado el número de intentos. Inténtalo de nuevo en 1 minuto.");
    expect(await lockedMessage(at(15))).toBeNull();
    // The next failure opens a fresh window.
    expect(await limiter.recordFailure(key, at(16))).toEqual({ failures: 1, startedAt: at(16).getTime() });
  });

  it("forgets the failures on reset (a successful login)", async () => {
    for (let i = 0; i < 5; i++) await limiter.recordFailure(key, at(0));
    expect(await lockedMessage(at(1))).not.toBeNull();
    await limiter.reset(key);
    expect(await lockedMessage(at(1))).toBeNull();
  });

  it("counts each key apart, ignoring the case of the identifier", async () => {
    expect(loginKey("customer", " Demo ")).toBe(loginKey("customer", "demo"));
    expect(loginKey("customer", "demo")).not.toBe(loginKey("admin", "demo"));
    const other = `${key}-other`;
    for (let i = 0; i < 5; i++) await limiter.recordFailure(key, at(0));
    expect(await limiter.lockedFor(other, at(1))).toBe(0);
  });
});

describe("falling back to the database", () => {
  it("counts in the database while the primary store fails", async () => {
    const broken: LoginAttemptStore = {
      window: () => Promise.reject(new Error("down")),
      recordFailure: () => Promise.reject(new Error("down")),
      reset: () => Promise.reject(new Error("down")),
    };
    const errors: unknown[] = [];
    const limiter = new LoginRateLimiter(
      new FallbackAttemptStore(broken, new DatabaseAttemptStore(database.db), (error) => errors.push(error)),
    );
    const key = loginKey("admin", "fallback@example.com");
    for (let i = 0; i < 5; i++) await limiter.recordFailure(key, t0);
    expect(await limiter.lockedFor(key, at(1))).toBe(LOGIN_WINDOW_MS - 60_000);
    expect(errors.length).toBeGreaterThan(0);
  });
});
