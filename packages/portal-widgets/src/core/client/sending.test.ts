import { ApiError } from "./ApiError";
import type { Prepared } from "./callPreparing";
import { API } from "./client.testing";
import type { ApiClientOptions } from "./clientTypes";
import { createSender, httpError } from "./sending";

const prepared: Prepared = {
  routeId: "item",
  method: "GET",
  url: `${API}/x`,
  headers: { Accept: "application/json" },
  expiryExempt: false,
};

function options(fetch: typeof globalThis.fetch) {
  const expire = vi.fn();
  const ids: symbol[] = [];
  const requests = { start: vi.fn(() => ids[ids.push(Symbol("r")) - 1] as symbol), end: vi.fn() };
  const value: ApiClientOptions = { apiBaseUrl: API, fetch, requests, session: { accessToken: () => "t", expire } };
  return { value, expire, requests };
}

describe("createSender", () => {
  it("counts the request in flight until its body has been read", async () => {
    const { value, requests } = options(async () => new Response("hello"));
    const send = createSender(value);
    expect(await send(prepared, undefined, (response) => response.text())).toBe("hello");
    expect(requests.start).toHaveBeenCalledWith({ routeId: "item", method: "GET", url: `${API}/x` });
    expect(requests.end).toHaveBeenCalledTimes(1);
  });

  it("names a failed fetch a network error and an aborted one aborted", async () => {
    const { value } = options(async () => {
      throw new TypeError("offline");
    });
    const send = createSender(value);
    expect(await send(prepared, undefined, async () => 1).catch((e: ApiError) => e.kind)).toBe("network");
    const controller = new AbortController();
    controller.abort();
    expect(await send(prepared, controller.signal, async () => 1).catch((e: ApiError) => e.kind)).toBe("aborted");
  });

  it("ends the session on a 401 unless the call will be sent again", async () => {
    const { value, expire } = options(async () => new Response("", { status: 401 }));
    const send = createSender(value);
    await expect(send(prepared, undefined, async () => 1, true)).rejects.toBeInstanceOf(ApiError);
    expect(expire).not.toHaveBeenCalled();
    await expect(send(prepared, undefined, async () => 1)).rejects.toBeInstanceOf(ApiError);
    expect(expire).toHaveBeenCalledTimes(1);
  });
});

describe("httpError", () => {
  it("carries the status, the body's code and Retry-After, and spares exempt calls", async () => {
    const expire = vi.fn();
    const response = new Response(JSON.stringify({ code: 429, mensaje: "x" }), { status: 429, headers: { "Retry-After": "30" } });
    const error = await httpError({ session: { accessToken: () => "t", expire } }, prepared, response, undefined, false);
    expect(error).toMatchObject({ kind: "http", status: 429, retryAfterSeconds: 30, body: { code: 429, mensaje: "x" } });
    await httpError(
      { session: { accessToken: () => "t", expire } },
      { ...prepared, expiryExempt: true },
      new Response(null, { status: 401 }),
      undefined,
      false,
    );
    expect(expire).not.toHaveBeenCalled();
  });
});
