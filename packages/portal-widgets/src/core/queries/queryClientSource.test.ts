import { QueryClient } from "@tanstack/react-query";
import { lazyQueryClient, readyQueryClient } from "./queryClientSource";

describe("lazyQueryClient", () => {
  it("creates nothing until asked, then one client for every caller, and tells subscribers once", async () => {
    const create = vi.fn(async () => new QueryClient());
    const source = lazyQueryClient(create);
    const listener = vi.fn();
    source.subscribe(listener);
    expect(create).not.toHaveBeenCalled();
    expect(source.current).toBeNull();

    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(source.current).toBe(first);
    expect(await source.load()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (the chunk did not arrive)", async () => {
    const client = new QueryClient();
    const create = vi.fn<() => Promise<QueryClient>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(client);
    const source = lazyQueryClient(create);
    await expect(source.load()).rejects.toThrow("Failed to fetch");
    expect(source.current).toBeNull();
    expect(await source.load()).toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("stops telling a listener that unsubscribed", async () => {
    const source = lazyQueryClient(async () => new QueryClient());
    const listener = vi.fn();
    source.subscribe(listener)();
    await source.load();
    expect(listener).not.toHaveBeenCalled();
  });

  it("creates the portal's client by default (no retries for a 4xx)", async () => {
    const client = await lazyQueryClient().load();
    expect(client).toBeInstanceOf(QueryClient);
    expect(typeof client.getDefaultOptions().queries?.retry).toBe("function");
  });
});

describe("readyQueryClient", () => {
  it("holds the client given", async () => {
    const client = new QueryClient();
    const source = readyQueryClient(client);
    expect(source.current).toBe(client);
    expect(await source.load()).toBe(client);
  });
});
