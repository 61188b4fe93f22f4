import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { createTokenRenewal } from "../session/tokenRenewal";
import { ApiError } from "./ApiError";
import { API, makeJwt, testRoutes } from "./client.testing";
import { createRouteClient } from "./routeTableClient";

// A call refused with 401 renews once (one refresh however many calls were
// refused together) and is sent once more; a lapsed token is renewed before sending.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(initialToken: string) {
  const state = { accessToken: initialToken as string | null, refreshToken: "r0" as string | null };
  const refresh = vi.fn(async (refreshToken: string) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { access_token: makeJwt(3600, { n: refreshToken }), refresh_token: `${refreshToken}+` };
  });
  const expire = vi.fn();
  const renewal = createTokenRenewal({
    session: {
      getState: () => state as never,
      renewed: ({ accessToken, refreshToken }) => Object.assign(state, { accessToken, refreshToken }),
    },
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    refresh,
    locks: null,
  });
  const client = createRouteClient(testRoutes, {
    apiBaseUrl: API,
    session: { accessToken: () => state.accessToken, expire, renew: (stale) => renewal.renew(stale) },
  });
  return { client, state, refresh, expire };
}

/** Answers 401 to the first token it sees, 200 to any other. */
function itemsRefusing(firstToken: string) {
  const seen: string[] = [];
  server.use(
    http.get(`${API}/ov/items/:id`, ({ request, params }) => {
      const token = request.headers.get("authorization")?.replace("Bearer ", "") ?? "";
      seen.push(token);
      if (token === firstToken) return HttpResponse.json({ code: 401 }, { status: 401 });
      return HttpResponse.json({ id: String(params.id), total: 1 });
    }),
  );
  return seen;
}

describe("renewal on 401", () => {
  it("renews and replays the call once with the new token", async () => {
    const old = makeJwt(3600);
    const seen = itemsRefusing(old);
    const { client, refresh, expire, state } = setup(old);
    await expect(client.call("item", { params: { id: "1" } })).resolves.toEqual({ id: "1", total: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([old, state.accessToken]);
    expect(expire).not.toHaveBeenCalled();
  });

  it("shares one refresh between parallel 401s (single-flight)", async () => {
    const old = makeJwt(3600);
    const seen = itemsRefusing(old);
    const { client, refresh } = setup(old);
    const answers = await Promise.all(["1", "2", "3", "4"].map((id) => client.call("item", { params: { id } })));
    expect(answers.map((answer) => answer?.id)).toEqual(["1", "2", "3", "4"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(8);
  });

  it("a 401 that arrives after another call already renewed reuses the new token, without a refresh", async () => {
    const old = makeJwt(3600);
    itemsRefusing(old);
    const { client, refresh } = setup(old);
    await client.call("item", { params: { id: "1" } });
    // A call sent before that renewal, refused only now: its stale token is not the current one.
    await expect(client.call("item", { params: { id: "2" } })).resolves.toMatchObject({ id: "2" });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("replays once only: a second 401 ends the session", async () => {
    server.use(http.get(`${API}/ov/items/:id`, () => HttpResponse.json({ code: 401 }, { status: 401 })));
    const { client, refresh, expire } = setup(makeJwt(3600));
    await expect(client.call("item", { params: { id: "1" } })).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("a refused renewal takes the expiry path", async () => {
    const old = makeJwt(3600);
    itemsRefusing(old);
    const { client, refresh, expire } = setup(old);
    refresh.mockRejectedValueOnce(new ApiError({ kind: "http", status: 401, message: "refreshToken answered 401" }));
    await expect(client.call("item", { params: { id: "1" } })).rejects.toMatchObject({ status: 401 });
    expect(expire).toHaveBeenCalledTimes(1);
  });
});

describe("a lapsed token", () => {
  it("is renewed before the call is sent; the call goes out once, with the new token", async () => {
    const seen = itemsRefusing("never");
    const { client, refresh, state } = setup(makeJwt(-5));
    await expect(client.call("item", { params: { id: "1" } })).resolves.toMatchObject({ id: "1" });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([state.accessToken]);
  });
});
