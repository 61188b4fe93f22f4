import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { loginKey } from "../../auth/rateLimit";
import { DEFAULT_REDIS_PREFIX, connectRedis } from "../../auth/redisAttemptStore";
import { loginFailures } from "../../db/schema";
import { PASSWORD, createTestWorld, expectError, insertUser, login, type TestWorld } from "./testFixtures";

/* The login rate limit through Redis, as replicas share it (REDIS_URL set; skipped otherwise).
 * The user name is unique per run, so its key is too; the key is deleted afterwards. */

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("login rate limit (Redis)", () => {
  const username = `rl${randomBytes(5).toString("hex")}`;
  const redisKey = DEFAULT_REDIS_PREFIX + loginKey("customer", username);
  let world: TestWorld;
  let redis: Redis;

  beforeAll(async () => {
    world = await createTestWorld({ REDIS_URL: redisUrl });
    redis = connectRedis(redisUrl!);
    await insertUser(world.db, { role: "customer", username, email: `${username}@example.com`, validatedAt: new Date() });
  }, 60_000);
  afterAll(async () => {
    await redis.del(redisKey);
    redis.disconnect();
    await world.close();
  }, 60_000);

  it("counts in Redis: 5 failures → 429 until the window passes, then the login works and the key is gone", async () => {
    const t0 = new Date();
    for (let i = 0; i < 5; i++) {
      world.clock.now = new Date(t0.getTime() + i * 1000);
      expectError(await login(world.app, username, "Wrong2026!"), 400, 104);
    }
    expect(await redis.hget(redisKey, "count")).toBe("5");
    expect(await redis.pttl(redisKey)).toBeGreaterThan(0);
    expect(await world.db.select().from(loginFailures)).toHaveLength(0);

    world.clock.now = new Date(t0.getTime() + 60_000);
    const locked = await login(world.app, username);
    expectError(locked, 429, 429);
    expect(locked.json().mensaje).toBe("Has superado el número de intentos. Inténtalo de nuevo en 14 minutos.");

    world.clock.now = new Date(t0.getTime() + 15 * 60_000);
    expect((await login(world.app, username, PASSWORD)).statusCode).toBe(200);
    expect(await redis.exists(redisKey)).toBe(0);
  });

  it("keeps each REDIS_PREFIX apart: a database sharing the Redis does not see the other's failures", async () => {
    const prefix = `ov:test-${randomBytes(4).toString("hex")}:`;
    const other = await createTestWorld({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    try {
      await insertUser(other.db, { role: "customer", username, email: `${username}@example.com`, validatedAt: new Date() });
      expectError(await login(other.app, username, "Wrong2026!"), 400, 104);
      expect(await redis.hget(prefix + loginKey("customer", username), "count")).toBe("1");
      expect(await redis.exists(redisKey)).toBe(0);
    } finally {
      await redis.del(prefix + loginKey("customer", username));
      await other.close();
    }
  }, 60_000);
});
