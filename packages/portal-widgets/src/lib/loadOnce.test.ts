import { loadOnce } from "./loadOnce";

describe("loadOnce", () => {
  it("loads once for every caller, and again after a failure", async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(7);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Failed to fetch");
    expect(await Promise.all([get(), get()])).toEqual([7, 7]);
    expect(await get()).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
