import { ApiError } from "./ApiError";
import { clientToken, createAuthorizer } from "./authorization";
import { API, makeJwt, testRoutes } from "./client.testing";
import type { ApiClientOptions, ClientSession } from "./clientTypes";

function authorizer(session: Partial<ClientSession>, more: Partial<ApiClientOptions> = {}, token = async () => "ct") {
  const expire = vi.fn();
  const options: ApiClientOptions = { apiBaseUrl: API, ...more, session: { accessToken: () => null, expire, ...session } };
  return { ...createAuthorizer(options, token), expire };
}

describe("createAuthorizer", () => {
  it("sends nothing for open routes, Basic for basic ones and a client token for clientCredentials", async () => {
    const { authorize } = authorizer({}, { clientCredentials: { id: "id", secret: "s" } });
    expect(await authorize(testRoutes.ping, "ping", {})).toBeUndefined();
    expect(await authorize(testRoutes.clientToken, "clientToken", {})).toBe(`Basic ${btoa("id:s")}`);
    expect(await authorize(testRoutes.setPassword, "setPassword", {})).toBe("Bearer ct");
  });

  it("refuses a basic route without credentials", async () => {
    await expect(authorizer({}).authorize(testRoutes.clientToken, "clientToken", {})).rejects.toThrow("needs clientCredentials");
  });

  it("ends the session instead of sending a bearer call without a live token", async () => {
    const { bearer, expire } = authorizer({ accessToken: () => makeJwt(-60) });
    const error = await bearer("item", false).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(expire).toHaveBeenCalledWith(error);
  });

  it("renews a lapsed token first, and lets exempt calls go with whatever token there is", async () => {
    const fresh = makeJwt(600);
    let token = makeJwt(-60);
    const renew = vi.fn(async () => {
      token = fresh;
      return "renewed" as const;
    });
    const { bearer } = authorizer({ accessToken: () => token, renew });
    expect(await bearer("item", false)).toBe(`Bearer ${fresh}`);
    expect(await authorizer({}).bearer("logout", true)).toBeUndefined();
  });
});

describe("clientToken", () => {
  it("asks with the grant type as a query and reads access_token", async () => {
    const request = vi.fn(async () => ({ access_token: "abc" }));
    expect(await clientToken("clientToken", testRoutes.clientToken, request)).toBe("abc");
    expect(request).toHaveBeenCalledWith({ query: { grant_type: "client_credentials" } });
  });

  it("sends no query when the path carries the grant type, and refuses an answer without a token", async () => {
    const request = vi.fn(async () => ({}));
    const route = { ...testRoutes.clientToken, path: "/token?grant_type=client_credentials" };
    const error = await clientToken("clientToken", route, request).catch((reason: unknown) => reason);
    expect(request).toHaveBeenCalledWith({});
    expect((error as ApiError).kind).toBe("invalid-response");
  });
});
