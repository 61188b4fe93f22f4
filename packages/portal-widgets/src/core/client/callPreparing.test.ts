import { baseUrlFor, normalizeInput, prepareCall, splitCallOptions, urlFor } from "./callPreparing";
import { ADMIN_API, API, testRoutes } from "./client.testing";
import type { ApiClientOptions } from "./clientTypes";

const options = (role: "customer" | "administrator" = "customer"): ApiClientOptions => ({
  apiBaseUrl: API,
  adminApiBaseUrl: ADMIN_API,
  session: { accessToken: () => "t", role: () => role },
  language: () => "ca",
});

describe("splitCallOptions", () => {
  it("keeps the signal and the role out of what goes on the wire", () => {
    const signal = new AbortController().signal;
    expect(splitCallOptions({ params: { id: "1" }, signal, role: "administrator" })).toEqual([
      { params: { id: "1" } },
      { signal, role: "administrator" },
    ]);
    expect(splitCallOptions(undefined)).toEqual([{}, { signal: undefined, role: undefined }]);
  });
});

describe("normalizeInput", () => {
  it("sends a part in the schema's normal form, and a part that does not validate as given", () => {
    expect(normalizeInput(testRoutes.item, { params: { id: "7" }, query: { q: "x", page: "two" } })).toEqual({
      params: { id: "7" },
      query: { q: "x", page: "two" },
    });
  });
});

describe("baseUrlFor and urlFor", () => {
  it("picks the host by route, then by the call's role, then by the session's", () => {
    expect(baseUrlFor(options(), testRoutes.adminPing, undefined)).toBe(ADMIN_API);
    expect(baseUrlFor(options(), testRoutes.item, "administrator")).toBe(ADMIN_API);
    expect(baseUrlFor(options("administrator"), testRoutes.item, undefined)).toBe(ADMIN_API);
    expect(baseUrlFor({ ...options("administrator"), adminApiBaseUrl: undefined }, testRoutes.item, undefined)).toBe(API);
    expect(urlFor(options(), testRoutes.item, { params: { id: "a b" }, query: { q: "" } }, undefined)).toBe(`${API}/ov/items/a%20b`);
  });
});

describe("prepareCall", () => {
  it("sets Accept, the language, the authorization and a JSON body", async () => {
    const authorize = vi.fn(async () => "Bearer t");
    const prepared = await prepareCall(options(), authorize, testRoutes.create, "create", { body: { title: "x" } }, {});
    expect(prepared).toEqual({
      routeId: "create",
      method: "POST",
      url: `${API}/ov/items`,
      headers: { Accept: "application/json", "Accept-Language": "ca", Authorization: "Bearer t", "Content-Type": "application/json" },
      body: '{"title":"x"}',
      expiryExempt: false,
      input: { body: { title: "x" } },
    });
    expect(authorize).toHaveBeenCalledWith(testRoutes.create, "create", {});
  });

  it("asks a blob route for its own type and leaves out what is not there", async () => {
    const prepared = await prepareCall(
      { ...options(), language: undefined },
      async () => undefined,
      testRoutes.file,
      "file",
      { params: { name: "a" } },
      {},
    );
    expect(prepared.headers).toEqual({ Accept: "application/pdf" });
    expect(prepared.body).toBeUndefined();
  });
});
