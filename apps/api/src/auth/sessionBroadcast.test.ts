import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { shareSessionEnds } from "./sessionBroadcast";
import { forgetSessions, sessionIsOpen } from "./sessions";

/* Two replicas sharing one Redis channel: a session one ends is refused by the other at once. */

/** A Redis's publish/subscribe, in memory: every subscribed connection gets every message. */
class FakeRedis extends EventEmitter {
  constructor(private readonly bus: Set<FakeRedis>) {
    super();
  }
  channels = new Set<string>();
  async subscribe(channel: string) {
    this.channels.add(channel);
    this.bus.add(this);
    return 1;
  }
  async publish(channel: string, message: string) {
    for (const connection of this.bus) if (connection.channels.has(channel)) connection.emit("message", channel, message);
    return 1;
  }
  disconnect() {
    this.bus.delete(this);
  }
}

// A database that must not be asked: a replica told of the end answers from its memory.
const untouchable = () =>
  new Proxy({} as Database, {
    get: () => {
      throw new Error("the database was asked");
    },
  });

describe("sharing ended sessions between replicas", () => {
  it("a session ended on one replica is ended on the other at once, without a query there", async () => {
    const bus = new Set<FakeRedis>();
    const replicaA = untouchable();
    const replicaB = untouchable();
    const stops = [replicaA, replicaB].map((db) =>
      shareSessionEnds(db, new FakeRedis(bus) as unknown as Redis, new FakeRedis(bus) as unknown as Redis, "test:", () => undefined),
    );
    await Promise.resolve();
    forgetSessions(replicaA, [41, 42]);
    await Promise.resolve();
    expect(await sessionIsOpen(replicaB, 41, 7)).toBe(false);
    expect(await sessionIsOpen(replicaB, 42, 7)).toBe(false);
    for (const stop of stops) stop();
  });

  it("ignores messages it cannot read", async () => {
    const bus = new Set<FakeRedis>();
    const warn = vi.fn();
    const subscriber = new FakeRedis(bus);
    shareSessionEnds(untouchable(), new FakeRedis(bus) as unknown as Redis, subscriber as unknown as Redis, "test:", warn);
    await Promise.resolve();
    expect(() => subscriber.emit("message", "test:sessions-ended", "not json")).not.toThrow();
    expect(() => subscriber.emit("message", "test:sessions-ended", JSON.stringify({ from: "x", ids: "1" }))).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
