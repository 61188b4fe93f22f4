import { randomBytes } from "node:crypto";
import { writeQuotaMessage } from "@oficina-virtual/api-contract";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { HttpError } from "../errors/httpError";
import { type AttemptStore, DatabaseAttemptStore } from "./attemptStore";
import { retryAfterOf } from "./rateLimit";
import { connectRedis, RedisAttemptStore } from "./redisAttemptStore";
import { ADDRESS_SHARE, WriteLimiter, type WriteQuotas } from "./writeQuota";

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

const quotas: WriteQuotas = {
  issues: 3,
  readings: 4,
  debugLogs: 5,
  alerts: 2,
  contact: 2,
  bankAccounts: 2,
  sessions: 2,
  dataExports: 2,
  preferences: 2,
};

/** The 429 a call answers, or undefined when it was counted. */
async function refusal(call: Promise<void>): Promise<HttpError | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe.each(stores)("write quotas in %s", (_name, makeStore) => {
  let limiter: WriteLimiter;
  let user = 0;
  let address = "";
  beforeEach(() => {
    limiter = new WriteLimiter(makeStore(), quotas);
    // Ids and addresses of their own per test: the counters outlive a test.
    user = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  });

  it("lets one user write the quota in an hour, then answers 429 with the wait until the window closes", async () => {
    for (let i = 0; i < 3; i++) expect(await refusal(limiter.count("issues", user, address, at(i)))).toBeUndefined();
    const refused = await refusal(limiter.count("issues", user, address, at(20)));
    expect(refused).toMatchObject({ status: 429, code: 429, mensaje: writeQuotaMessage(40) });
    expect(refused!.mensaje).toBe("Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 40 minutos.");
    expect(retryAfterOf(refused)).toBe(40 * 60);
    // Another kind has a quota of its own; the hour past, the user writes again.
    expect(await refusal(limiter.count("readings", user, address, at(21)))).toBeUndefined();
    expect(await refusal(limiter.count("issues", user, address, at(60)))).toBeUndefined();
  });

  it("does not count refused calls: retrying while refused never lengthens the wait", async () => {
    for (let i = 0; i < 2; i++) await limiter.count("alerts", user, address, at(0));
    for (let i = 0; i < 10; i++) expect(await refusal(limiter.count("alerts", user, address, at(30)))).toBeDefined();
    expect(await refusal(limiter.count("alerts", user, address, at(60)))).toBeUndefined();
    expect(await refusal(limiter.count("alerts", user, address, at(61)))).toBeUndefined();
    expect(await refusal(limiter.count("alerts", user, address, at(62)))).toBeDefined();
  });

  it("lets one address write ADDRESS_SHARE users' quotas, then refuses every user from it but not from elsewhere", async () => {
    const share = quotas.debugLogs * ADDRESS_SHARE;
    for (let i = 0; i < share; i++) {
      expect(await refusal(limiter.count("debugLogs", user + Math.floor(i / quotas.debugLogs), address, at(1)))).toBeUndefined();
    }
    expect(await refusal(limiter.count("debugLogs", user + 100, address, at(2)))).toMatchObject({ status: 429 });
    expect(await refusal(limiter.count("debugLogs", user + 100, `${address}0`, at(2)))).toBeUndefined();
  });

  it("holds the quota when the calls arrive at once", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => refusal(limiter.count("readings", user, address, at(0)))));
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(4);
  });
});
