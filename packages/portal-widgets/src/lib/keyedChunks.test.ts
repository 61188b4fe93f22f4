import { keyedChunks } from "./keyedChunks";

describe("keyedChunks", () => {
  it("gives a ready value at once, without a fetch", async () => {
    const load = vi.fn(() => Promise.resolve("b"));
    const chunks = keyedChunks<"a" | "b", string, "a">({ b: load }, [["a", "A"]]);
    expect(chunks.loaded("a")).toBe("A");
    expect(await chunks.load("a")).toBe("A");
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches a key's chunk once for every caller, and keeps it", async () => {
    const load = vi.fn(() => Promise.resolve("B"));
    const chunks = keyedChunks<"b" | "c", string>({ b: load, c: () => Promise.resolve("C") });
    expect(chunks.loaded("b")).toBeUndefined();
    expect(await Promise.all([chunks.load("b"), chunks.load("b")])).toEqual(["B", "B"]);
    expect(chunks.loaded("b")).toBe("B");
    expect(await chunks.load("b")).toBe("B");
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunks.loaded("c")).toBeUndefined();
  });

  it("forgets a failed fetch, so the next call tries again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue("B");
    const chunks = keyedChunks<"b", string>({ b: load });
    await expect(chunks.load("b")).rejects.toThrow("Failed to fetch");
    expect(chunks.loaded("b")).toBeUndefined();
    expect(await chunks.load("b")).toBe("B");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
