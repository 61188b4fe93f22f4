import { ApiError } from "./ApiError";
import { testRoutes } from "./client.testing";
import { createRouteTable, untilHeld } from "./routeTable";

describe("createRouteTable", () => {
  it("finds a route of a whole table at once", async () => {
    expect(await createRouteTable(testRoutes).routeOf("ping")).toBe(testRoutes.ping);
  });

  it("loads a section once, and loads a failed one again on the next call", async () => {
    const { ping, item } = testRoutes;
    let tries = 0;
    const flaky = () => (++tries === 1 ? Promise.reject(new Error("chunk")) : Promise.resolve({ item }));
    const steady = vi.fn(() => Promise.resolve({ ping }));
    const table = createRouteTable<typeof testRoutes>([steady, flaky]);
    const first = await table.routeOf("item").catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect((first as ApiError).kind).toBe("network");
    expect(await table.routeOf("item")).toBe(item);
    expect(await table.routeOf("ping")).toBe(ping);
    expect(steady).toHaveBeenCalledTimes(1);
  });

  it("names a route no section holds", async () => {
    await expect(createRouteTable<typeof testRoutes>([async () => ({})]).routeOf("ping")).rejects.toThrow('unknown route "ping"');
  });
});

describe("untilHeld", () => {
  it("resolves with the first load that holds the route, before the others settle", async () => {
    let held = false;
    const never = new Promise<void>(() => undefined);
    const arrives = Promise.resolve().then(() => {
      held = true;
    });
    await expect(untilHeld([never, arrives], () => held)).resolves.toBeUndefined();
  });

  it("rejects with the first failure when none holds it, and resolves with nothing to load", async () => {
    const cause = new Error("lost");
    await expect(untilHeld([Promise.reject(cause), Promise.resolve()], () => false)).rejects.toBe(cause);
    await expect(untilHeld([], () => false)).resolves.toBeUndefined();
  });
});
