import { AnswerCache } from "./answerCache";

// Half the bytes as JSON, half gzipped: the cache counts both.
const body = (bytes: number) => ({ json: Buffer.alloc(bytes / 2, 1), gzip: Buffer.alloc(bytes / 2, 2) });
const sizeOf = (answer: { json: Buffer; gzip: Buffer } | undefined) => (answer ? answer.json.length + answer.gzip.length : undefined);

describe("AnswerCache", () => {
  it("gives back what it keeps until the entry is ttlMs old", () => {
    let now = 0;
    const cache = new AnswerCache({ maxBytes: 100, ttlMs: 1000, now: () => now });
    cache.set("a", body(10));
    now = 999;
    expect(sizeOf(cache.get("a"))).toBe(10);
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("drops the least recently used entries beyond maxBytes", () => {
    const cache = new AnswerCache({ maxBytes: 30, ttlMs: 60_000 });
    cache.set("a", body(10));
    cache.set("b", body(10));
    cache.set("c", body(10));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("d", body(10));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 30 });
  });

  it("replaces an entry in place and never keeps one larger than the whole budget", () => {
    const cache = new AnswerCache({ maxBytes: 30, ttlMs: 60_000 });
    cache.set("a", body(10));
    cache.set("a", body(20));
    expect(cache.size).toEqual({ entries: 1, bytes: 20 });
    cache.set("huge", body(32));
    expect(cache.get("huge")).toBeUndefined();
    expect(sizeOf(cache.get("a"))).toBe(20);
  });

  it("keeps nothing with a zero budget (the cache switched off)", () => {
    const cache = new AnswerCache({ maxBytes: 0, ttlMs: 60_000 });
    cache.set("a", body(2));
    expect(cache.get("a")).toBeUndefined();
  });
});
