import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { clientBucket } from "../../auth/clientAddress";
import { connectRedis } from "../../auth/redisAttemptStore";
import { throttleCounterRows } from "../../db/accounts/accounts.testing";
import { createTestWorld, seedAccountFixtures, type TestWorld } from "./account.testing";

/* The signup lookups' limits through Redis, as replicas share them (REDIS_URL set; skipped
 * otherwise). Each run has its own prefix; its keys are deleted afterwards. */

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("signup lookup limits (Redis)", () => {
  const prefix = `ov:test-lookup-${randomBytes(4).toString("hex")}:`;
  let world: TestWorld;
  let redis: Redis;

  beforeAll(async () => {
    world = await createTestWorld({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    await seedAccountFixtures(world.db);
    redis = connectRedis(redisUrl!);
  }, 60_000);
  afterAll(async () => {
    const own = await redis.keys(`${prefix}*`);
    if (own.length > 0) await redis.del(...own);
    redis.disconnect();
    await world.close();
  }, 60_000);

  it("counts a NIF's failures from 50 addresses in Redis and stops the guessing after 10", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const phone = `6${String(20_000_000 + i).padStart(8, "0")}`;
      const response = await world.app.inject({
        method: "GET",
        url: `/ov/user/api/userCups?nif=12345678Z&telefono=${phone}`,
        remoteAddress: `198.18.0.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect(await redis.hget(`${prefix}lookup:subject:nif:12345678Z`, "count")).toBe("10");
    expect(await redis.hget(`${prefix}lookup:caller:${clientBucket("198.18.0.1")}`, "count")).toBe("1");
    expect(await throttleCounterRows(world.db)).toHaveLength(0);
  });
});
