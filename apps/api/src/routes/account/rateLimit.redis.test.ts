import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { loginKey } from "../../auth/rateLimit";
import { connectRedis, DEFAULT_REDIS_PREFIX } from "../../auth/redisAttemptStore";
import { throttleCounterRows } from "../../db/accounts/accounts.testing";
import { createTestWorld, insertUser, PASSWORD, type TestWorld } from "./account.testing";
import { expectError } from "./requests.testing";

/* The login throttle through Redis, as replicas share it (REDIS_URL set; skipped otherwise).
 * The user name is unique per run, so its keys are too; they are deleted afterwards. */

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("login throttle (Redis)", () => {
  const username = `rl${randomBytes(5).toString("hex")}`;
  const account = loginKey("customer", username);
  const address = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const keys = [
    `${DEFAULT_REDIS_PREFIX}login:account-address:${account}|${address}`,
    `${DEFAULT_REDIS_PREFIX}login:address:${address}`,
    `${DEFAULT_REDIS_PREFIX}login:account:${account}`,
  ];
  let world: TestWorld;
  let redis: Redis;

  const login = (password: string, app = world.app) =>
    app.inject({ method: "POST", url: "/ov/user/api/privateToken", remoteAddress: address, payload: { username, password } });

  beforeAll(async () => {
    world = await createTestWorld({ REDIS_URL: redisUrl });
    redis = connectRedis(redisUrl!);
    await insertUser(world.db, { role: "customer", username, email: `${username}@example.com`, validatedAt: new Date() });
  }, 60_000);
  afterAll(async () => {
    await redis.del(...keys);
    redis.disconnect();
    await world.close();
  }, 60_000);

  it("counts in Redis: 30 parallel wrong passwords → 5 counted, 429 until the window passes, then the login works", async () => {
    const t0 = new Date();
    world.clock.now = t0;
    const answers = await Promise.all(Array.from({ length: 30 }, () => login("Wrong2026!")));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(25);
    expect(await redis.hget(keys[0]!, "count")).toBe("5");
    expect(await redis.hget(keys[2]!, "count")).toBe("5");
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
    expect(await throttleCounterRows(world.db)).toHaveLength(0);

    world.clock.now = new Date(t0.getTime() + 60_000);
    const locked = await login(PASSWORD);
    expectError(locked, 429, 429);
    expect(locked.json().mensaje).toBe("Has superado el número de intentos. Inténtalo de nuevo en 14 minutos.");

    world.clock.now = new Date(t0.getTime() + 15 * 60_000);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect(await redis.exists(keys[0]!)).toBe(0);
  });

  it("keeps each REDIS_PREFIX apart: a database sharing the Redis does not see the other's failures", async () => {
    const prefix = `ov:test-${randomBytes(4).toString("hex")}:`;
    const other = await createTestWorld({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    try {
      await insertUser(other.db, { role: "customer", username, email: `${username}@example.com`, validatedAt: new Date() });
      await redis.del(...keys);
      expectError(await login("Wrong2026!", other.app), 400, 104);
      expect(await redis.hget(`${prefix}login:account:${account}`, "count")).toBe("1");
      expect(await redis.exists(keys[2]!)).toBe(0);
    } finally {
      const own = await redis.keys(`${prefix}*`);
      if (own.length > 0) await redis.del(...own);
      await other.close();
    }
  }, 60_000);

  it("counts failed refreshes in Redis too: 31 junk refreshes from an address never refuse a current token", async () => {
    const prefix = `ov:test-${randomBytes(4).toString("hex")}:`;
    const other = await createTestWorld({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    try {
      await insertUser(other.db, { role: "customer", username, email: `${username}@example.com`, validatedAt: new Date() });
      const signedIn = await other.app.inject({
        method: "POST",
        url: "/ov/user/api/privateToken",
        payload: { username, password: PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
      const refresh = (token: string) =>
        other.app.inject({ method: "POST", url: "/ov/user/api/refreshToken", remoteAddress: address, headers: { refresh_token: token } });
      for (let i = 0; i < 31; i++) expect([401, 429]).toContain((await refresh(`junk-${i}`)).statusCode);
      expectError(await refresh("junk-more"), 429, 429);
      expect(await redis.hget(`${prefix}refresh:address:${address}`, "count")).toBe("30");
      expect((await refresh(signedIn.json().refresh_token)).statusCode).toBe(200);
      expect(await throttleCounterRows(other.db)).toHaveLength(0);
    } finally {
      const own = await redis.keys(`${prefix}*`);
      if (own.length > 0) await redis.del(...own);
      await other.close();
    }
  }, 60_000);
});
