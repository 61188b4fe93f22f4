import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { isApiError } from "./ApiError";
import { API, makeJwt } from "./client.testing";
import { createApiClient, lazyApiClient, type PortalApiClient } from "./contractClient";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const client = () => createApiClient({ apiBaseUrl: API, session: { accessToken: () => makeJwt(600) } });

describe("the contract's client", () => {
  it("answers a call from the section that holds it", async () => {
    server.use(http.get(`${API}/ov/issues/api/status/open`, () => HttpResponse.json({ total_count: 2 })));
    await expect(client().call("issuesOpenCount")).resolves.toEqual({ total_count: 2 });
  });

  it("has every section after preload, and says which call it does not know", async () => {
    const preloaded = client();
    await preloaded.preload();
    expect(await preloaded.url("userValidation", { query: { token: "t" } })).toBe(`${API}/ov/users/validation?token=t`);
    await expect((preloaded.call as (id: string) => Promise<unknown>)("noSuchCall")).rejects.toThrow('unknown route "noSuchCall"');
  });
});

describe("lazyApiClient (the client's mechanics arrive as a chunk)", () => {
  it("loads once for every call, and a chunk that did not arrive fails the call as a network error, then is tried again", async () => {
    server.use(http.get(`${API}/ov/issues/api/status/open`, () => HttpResponse.json({ total_count: 3 })));
    const load = vi
      .fn<() => Promise<PortalApiClient>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockImplementation(async () => client());
    const lazy = lazyApiClient(load);

    const failure = await lazy.call("issuesOpenCount").catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe("network");
    expect(isApiError(failure) && failure.routeId).toBe("issuesOpenCount");

    const [first, second] = await Promise.all([lazy.call("issuesOpenCount"), lazy.url("userValidation", { query: { token: "t" } })]);
    expect(first).toEqual({ total_count: 3 });
    expect(second).toBe(`${API}/ov/users/validation?token=t`);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
