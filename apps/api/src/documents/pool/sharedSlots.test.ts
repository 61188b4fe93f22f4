import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { connectRedis } from "../../auth/redisAttemptStore";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../db/database.testing";
import { DocumentService } from "./documentService";
import { ExportBusyError } from "./exportGate";
import { DatabaseSlots, FallbackSlots, RedisSlots, type SharedSlots } from "./sharedSlots";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

/** Six requests of one user at once, split over two replicas' stores: how many got a slot. */
async function sixAtOnce(a: SharedSlots, b: SharedSlots, user: string) {
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).take(user, 2)));
  return answers.filter((release) => release !== null);
}

describe("DatabaseSlots", () => {
  it("admits two documents of a user across replicas, gives slots back, and frees an expired lease", async () => {
    const user = `user:${randomUUID()}`;
    const [a, b] = [new DatabaseSlots(handle.db), new DatabaseSlots(handle.db)];
    const taken = await sixAtOnce(a, b, user);
    expect(taken).toHaveLength(2);
    expect(await b.take(`user:${randomUUID()}`, 2)).not.toBeNull();
    await taken[0]!();
    const again = await a.take(user, 2);
    expect(again).not.toBeNull();
    expect(await b.take(user, 2)).toBeNull();
    // A replica killed mid-document never gives its slot back: the lease ends it.
    await handle.db.execute(sql`update export_slots set expires_at = now() - interval '1 second' where user_key = ${user}`);
    expect(await b.take(user, 2)).not.toBeNull();
  });
});

describe.skipIf(!process.env.REDIS_URL)("RedisSlots (REDIS_URL)", () => {
  it("admits two documents of a user across replicas and gives slots back", async () => {
    const [one, two] = [connectRedis(process.env.REDIS_URL!), connectRedis(process.env.REDIS_URL!)];
    try {
      const prefix = `ov:test:${randomUUID()}:`;
      const [a, b] = [new RedisSlots(one, prefix), new RedisSlots(two, prefix)];
      const taken = await sixAtOnce(a, b, "user:1");
      expect(taken).toHaveLength(2);
      await taken[1]!();
      expect(await a.take("user:1", 2)).not.toBeNull();
      expect(await a.take("user:1", 2)).toBeNull();
      await one.del(`${prefix}user:1`);
    } finally {
      one.disconnect();
      two.disconnect();
    }
  });
});

describe("FallbackSlots", () => {
  it("counts in the database while Redis does not answer", async () => {
    const down = connectRedis("redis://127.0.0.1:1");
    try {
      const slots = new FallbackSlots(new RedisSlots(down), new DatabaseSlots(handle.db));
      const user = `user:${randomUUID()}`;
      expect(await slots.take(user, 1)).not.toBeNull();
      expect(await slots.take(user, 1)).toBeNull();
    } finally {
      down.disconnect();
    }
  }, 15_000);
});

describe("DocumentService.enter with shared slots", () => {
  const idle = { run: () => Promise.reject(new Error("unused")), close: () => Promise.resolve() };
  const config = { exportWorkers: 1, exportsPerUser: 2, exportQueueLimit: 8 };

  it("refuses with the user's 429 when the other replicas hold the user's slots, and keeps no local slot", async () => {
    const shared = new DatabaseSlots(handle.db);
    const user = `user:${randomUUID()}`;
    const elsewhere = [await shared.take(user, 2), await shared.take(user, 2)];
    const service = new DocumentService(config, idle, shared);
    await expect(service.enter(user)).rejects.toBeInstanceOf(ExportBusyError);
    expect(service.gate.count(user)).toBe(0);
    await elsewhere[0]!();
    const release = await service.enter(user);
    expect(service.gate.count(user)).toBe(1);
    release();
    release();
    expect(service.gate.count(user)).toBe(0);
  });
});
