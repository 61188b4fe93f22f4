import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { ApiError } from "./ApiError";
import { ADMIN_API, API, makeJwt, testRoutes } from "./client.testing";
import type { ApiClientOptions } from "./clientTypes";
import { createRouteClient } from "./routeTableClient";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** `onUnauthorized` is the session's `expire`: what a 401 (or a dead token) calls. */
function setup(overrides: Partial<ApiClientOptions> = {}, accessToken: () => string | null = () => makeJwt(3600)) {
  const onUnauthorized = vi.fn<(error: ApiError) => void>();
  const client = createRouteClient(testRoutes, {
    apiBaseUrl: API,
    adminApiBaseUrl: ADMIN_API,
    ...overrides,
    session: { accessToken, expire: onUnauthorized },
  });
  return { client, onUnauthorized };
}

describe("401 answers", () => {
  it("call onUnauthorized on ordinary routes", async () => {
    server.use(http.get(`${API}/ov/items/:id`, () => HttpResponse.json({ code: 401 }, { status: 401 })));
    const { client, onUnauthorized } = setup();
    await expect(client.call("item", { params: { id: "1" } })).rejects.toMatchObject({ kind: "http", status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("do not end the session on the exempt routes (a wrong password at login)", async () => {
    server.use(http.post(`${API}/ov/user/api/privateToken`, () => new HttpResponse(null, { status: 401 })));
    const { client, onUnauthorized } = setup();
    await expect(
      client.call("privateToken", { body: { username: "u", password: "p", isAdministradorFinca: false } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("token expiry before sending", () => {
  it("does not send a bearer call with an expired token, and reports it", async () => {
    const sent = vi.fn();
    server.use(http.get(`${API}/ov/items/:id`, () => (sent(), HttpResponse.json({ id: "1", total: 1 }))));
    const { client, onUnauthorized } = setup({}, () => makeJwt(-60));
    const error = await client.call("item", { params: { id: "1" } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(sent).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("treats a missing token like an expired one", async () => {
    const { client, onUnauthorized } = setup({}, () => null);
    await expect(client.call("create", { body: { title: "x" } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("still sends exempt calls (logout) with the expired token", async () => {
    const token = makeJwt(-60);
    let seen: Request | undefined;
    server.use(
      http.post(`${API}/ov/user/api/logout`, ({ request }) => {
        seen = request;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client, onUnauthorized } = setup({}, () => token);
    await expect(client.call("logout", { headers: { refresh_token: "r1" } })).resolves.toBeUndefined();
    expect(seen?.headers.get("refresh_token")).toBe("r1");
    expect(seen?.headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("client credentials", () => {
  it("gets a token with HTTP basic auth first, then sends it as Bearer", async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/token`, ({ request }) => {
        calls.push(`token ${new URL(request.url).search} ${request.headers.get("Authorization")}`);
        return HttpResponse.json({ access_token: "cc-token" });
      }),
      http.post(`${API}/ov/users/set-password`, async ({ request }) => {
        calls.push(`set ${request.headers.get("Authorization")} ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const { client } = setup({ clientCredentials: { id: "web", secret: "s3cr€t" } }, () => null);
    await client.call("setPassword", { body: { userData: { token: "t", password: "Pw1!aaaa" } } });
    const basic = `Basic ${Buffer.from("web:s3cr€t", "utf8").toString("base64")}`;
    expect(calls).toEqual([
      `token ?grant_type=client_credentials ${basic}`,
      `set Bearer cc-token {"userData":{"token":"t","password":"Pw1!aaaa"}}`,
    ]);
  });

  it("fails before any request when the provider has no client credentials", async () => {
    const { client } = setup();
    await expect(client.call("setPassword", { body: { userData: { token: "t", password: "p" } } })).rejects.toThrow(/clientCredentials/);
  });
});

describe("rawDownload (invoice Pdf paths)", () => {
  it("follows a same-host /ov/ path with the Bearer token and PDF Accept", async () => {
    server.use(
      http.get(`${API}/ov/invoices/api/pdf`, ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get("id")).toBe("9");
        expect(url.searchParams.get("CUPS")).toBe("ES001");
        expect(request.headers.get("Accept")).toBe("application/pdf");
        expect(request.headers.get("Authorization")).toMatch(/^Bearer /);
        return new HttpResponse("pdf", { headers: { "Content-Disposition": "attachment; filename=F-1.pdf" } });
      }),
    );
    const { client } = setup();
    const result = await client.rawDownload("/ov/invoices/api/pdf?id=9", { query: { CUPS: "ES001" } });
    expect(result.fileName).toBe("F-1.pdf");
  });

  it.each(["https://evil.test/ov/x.pdf", "//evil.test/ov/x.pdf", "/other/x.pdf", "/ov/../admin/x.pdf", "/ov/%2e%2e/admin", "ov/x.pdf"])(
    "refuses %s without fetching",
    async (path) => {
      const { client } = setup();
      await expect(client.rawDownload(path)).rejects.toMatchObject({ kind: "invalid-response" });
    },
  );

  it("is a bearer call: an expired token ends the session instead", async () => {
    const { client, onUnauthorized } = setup({}, () => makeJwt(-1));
    await expect(client.rawDownload("/ov/invoices/x.pdf")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
