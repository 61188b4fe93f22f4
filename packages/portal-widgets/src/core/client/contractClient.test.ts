import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { API, makeJwt } from "./client.testing";
import { createApiClient } from "./contractClient";

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
