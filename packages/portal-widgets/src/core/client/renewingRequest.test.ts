import { ApiError } from "./ApiError";
import type { Prepared } from "./callPreparing";
import { API, testRoutes } from "./client.testing";
import type { ApiClientOptions, ClientSession } from "./clientTypes";
import { answerReader, createRequest, responseKind } from "./renewingRequest";
import { createRouteTable } from "./routeTable";
import type { Send } from "./sending";

const refused = new ApiError({ kind: "http", status: 401, routeId: "item", message: "401" });

function request(session: Partial<ClientSession>, answers: unknown[]) {
  let token = "old";
  const options: ApiClientOptions = { apiBaseUrl: API, session: { accessToken: () => token, ...session } };
  const prepare = vi.fn(
    async (): Promise<Prepared> => ({
      routeId: "item",
      method: "GET",
      url: API,
      headers: { Authorization: `Bearer ${token}` },
      expiryExempt: false,
    }),
  );
  const send = vi.fn(async () => {
    const next = answers.shift();
    token = "new";
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as Send;
  return { run: createRequest({ options, routes: createRouteTable(testRoutes), prepare, send }), prepare, send };
}

describe("createRequest", () => {
  it("renews once after a 401 and sends the call again", async () => {
    const renew = vi.fn(async () => "renewed" as const);
    const { run, prepare } = request({ renew }, [refused, { id: "1", total: 1 }]);
    expect(await run("item", { params: { id: "1" } }, {}, "any")).toEqual({ id: "1", total: 1 });
    expect(renew).toHaveBeenCalledWith("old");
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("ends the session when the renewal does not succeed", async () => {
    const expire = vi.fn();
    const { run } = request({ renew: async () => "refused", expire }, [refused]);
    await expect(run("item", {}, {}, "any")).rejects.toBe(refused);
    expect(expire).toHaveBeenCalledWith(refused);
  });

  it("does not renew for a call without a bearer token", async () => {
    const renew = vi.fn(async () => "renewed" as const);
    const { run } = request({ renew }, [refused]);
    await expect(run("ping", {}, {}, "any")).rejects.toBe(refused);
    expect(renew).not.toHaveBeenCalled();
  });
});

describe("answerReader and responseKind", () => {
  const prepared = { input: {} } as Prepared;

  it("reads null on 204, nothing for empty routes and a download with its name", async () => {
    expect(await answerReader("json", "item", testRoutes.item)(prepared)(new Response(null, { status: 204 }))).toBeNull();
    expect(await answerReader("empty", "logout", testRoutes.logout)(prepared)(new Response("x"))).toBeUndefined();
    const download = await answerReader("download", "file", testRoutes.file)(prepared)(
      new Response("pdf", { headers: { "Content-Disposition": 'attachment; filename="a.pdf"' } }),
    );
    expect(download).toMatchObject({ fileName: "a.pdf" });
  });

  it("refuses to call a redirect route", () => {
    expect(responseKind("item", testRoutes.item)).toBe("json");
    expect(() => responseKind("validation", testRoutes.validation)).toThrow("browser redirect");
  });
});
