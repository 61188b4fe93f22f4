import { defineRoute } from "@oficina-virtual/api-contract";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { z } from "zod";
import { ApiError } from "./ApiError";
import { ADMIN_API, API, makeJwt, testRoutes } from "./client.testing";
import type { ApiClientOptions, ClientSession, Role } from "./clientTypes";
import { createRouteClient } from "./routeTableClient";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}, session: Partial<ClientSession> = {}) {
  return createRouteClient(testRoutes, {
    apiBaseUrl: API,
    adminApiBaseUrl: ADMIN_API,
    ...overrides,
    session: { accessToken: () => makeJwt(3600), role: () => "customer", ...session },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("base URL by host and role", () => {
  beforeEach(() => {
    for (const base of [API, ADMIN_API]) {
      server.use(
        http.get(`${base}/ov/items/:id`, () => HttpResponse.json({ id: base, total: 1 })),
        http.get(`${base}/ov/test/admin`, () => HttpResponse.json({ ok: base === ADMIN_API })),
      );
    }
  });

  it("sends customer routes to the customer host and admin routes to the admin host", async () => {
    expect(await client().call("adminPing")).toEqual({ ok: true });
  });

  it.each<[Role, string]>([
    ["customer", API],
    ["administrator", ADMIN_API],
  ])("sends byRole routes for a %s to %s", async (role, host) => {
    const answer = await client({}, { role: () => role }).call("item", { params: { id: "1" } });
    expect(answer?.id).toBe(host);
  });

  it("lets the caller's role win over the session's (account flows before login)", async () => {
    const answer = await client().call("item", { params: { id: "1" }, role: "administrator" });
    expect(answer?.id).toBe(ADMIN_API);
  });

  it("falls back to the customer host when no admin host is configured", async () => {
    const answer = await client({ adminApiBaseUrl: undefined }, { role: () => "administrator" }).call("item", {
      params: { id: "1" },
    });
    expect(answer?.id).toBe(API);
  });
});

describe("requests", () => {
  it("fills path params, builds the query without empty values and sends the Bearer token", async () => {
    const token = makeJwt(3600);
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/ov/items/:id`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: "a b", total: 2 });
      }),
    );
    await client({}, { accessToken: () => token }).call("item", {
      params: { id: "a b" },
      query: { q: "", page: 2, flag: false },
    });
    const url = new URL(seen!.url);
    expect(url.pathname).toBe("/ov/items/a%20b");
    expect(url.search).toBe("?page=2&flag=false");
    expect(seen!.headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(seen!.headers.get("Accept")).toBe("application/json");
  });

  it("sends JSON bodies", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/ov/items`, async ({ request }) => {
        expect(request.headers.get("Content-Type")).toBe("application/json");
        body = await request.json();
        return HttpResponse.json({ id: "n1" }, { status: 201 });
      }),
    );
    expect(await client().call("create", { body: { title: 'say "hi"' } })).toEqual({ id: "n1" });
    expect(body).toEqual({ title: 'say "hi"' });
  });

  it("sends route headers and no Authorization on anonymous routes", async () => {
    server.use(
      http.get(`${API}/ov/test/ping`, ({ request }) => {
        expect(request.headers.get("Authorization")).toBeNull();
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await client({}, { accessToken: () => null }).call("ping")).toEqual({ ok: true });
  });

  it("builds URLs for redirect routes and refuses to fetch them", async () => {
    expect(await client().url("validation", { query: { token: "t/1" } })).toBe(`${API}/ov/users/validation?token=t%2F1`);
    await expect(client().call("validation", { query: { token: "t" } })).rejects.toThrow(/client.url/);
  });

  it("reports start and end of each request", async () => {
    const events: string[] = [];
    server.use(http.get(`${API}/ov/test/ping`, () => HttpResponse.json({ ok: true })));
    await client({
      requests: {
        start: (info) => (events.push(`start ${info.routeId}`), Symbol(info.routeId)),
        end: (id) => void events.push(`end ${id.description}`),
      },
    }).call("ping");
    expect(events).toEqual(["start ping", "end ping"]);
  });
});

describe("responses", () => {
  const readRoutes = {
    read: defineRoute({
      method: "GET",
      path: "/ov/test/read",
      host: "customer",
      auth: "none",
      request: { query: z.object({ unit: z.string() }) },
      response: {
        kind: "json",
        schema: z.object({ Importe: z.coerce.number() }),
        read: (answer: { Importe: number }, request: { query?: unknown }) => ({
          amount: answer.Importe,
          unit: (request.query as { unit: string }).unit,
        }),
      },
      summary: "test",
    }),
  };

  it("hands a parsed answer to the route's reader, with the input sent", async () => {
    server.use(http.get(`${API}/ov/test/read`, () => HttpResponse.json({ Importe: "12.5" })));
    const reading = createRouteClient(readRoutes, { apiBaseUrl: API, session: { accessToken: () => null } });
    const answer: { amount: number; unit: string } | null = await reading.call("read", { query: { unit: "EUR" } });
    expect(answer).toEqual({ amount: 12.5, unit: "EUR" });
  });

  it("reports a reader that cannot read the answer as invalid-response", async () => {
    server.use(http.get(`${API}/ov/test/read`, () => HttpResponse.json({ Importe: 1 })));
    const broken = {
      read: {
        ...readRoutes.read,
        response: {
          ...readRoutes.read.response,
          read: () => {
            throw new Error("no");
          },
        },
      },
    };
    const error = await failure(
      createRouteClient(broken, { apiBaseUrl: API, session: { accessToken: () => null } }).call("read", { query: { unit: "EUR" } }),
    );
    expect(error).toMatchObject({ kind: "invalid-response", routeId: "read", body: { Importe: 1 } });
  });

  it("parses JSON through the route's schema", async () => {
    server.use(http.get(`${API}/ov/items/:id`, () => HttpResponse.json({ id: "x", total: 3, extra: "dropped" })));
    expect(await client().call("item", { params: { id: "x" } })).toEqual({ id: "x", total: 3 });
  });

  it("turns an answer that does not fit into an invalid-response ApiError with the zod issues", async () => {
    server.use(http.get(`${API}/ov/items/:id`, () => HttpResponse.json({ id: 7 })));
    const error = await failure(client().call("item", { params: { id: "x" } }));
    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(200);
    expect(error.issues?.map((issue) => issue.path.join("."))).toEqual(["id", "total"]);
  });

  it("turns a non-JSON answer into invalid-response", async () => {
    server.use(http.get(`${API}/ov/test/ping`, () => HttpResponse.text("<html>maintenance</html>")));
    expect((await failure(client().call("ping"))).kind).toBe("invalid-response");
  });

  it("resolves a 204 on a JSON route to null", async () => {
    server.use(http.get(`${API}/ov/items/:id`, () => new HttpResponse(null, { status: 204 })));
    expect(await client().call("item", { params: { id: "x" } })).toBeNull();
  });

  it("reads http errors: status and the code from code, mensaje or error", async () => {
    server.use(
      http.get(`${API}/ov/items/:id`, ({ params }) => {
        const bodies: Record<string, object> = {
          a: { code: 147, mensaje: "ignored" },
          b: { mensaje: "Error al validar usuario." },
          c: { error: "boom" },
        };
        return HttpResponse.json(bodies[params.id as string], { status: 400 });
      }),
    );
    const codes = [];
    for (const id of ["a", "b", "c"]) {
      const error = await failure(client().call("item", { params: { id } }));
      expect(error).toMatchObject({ kind: "http", status: 400 });
      codes.push(error.code);
    }
    expect(codes).toEqual([147, "Error al validar usuario.", "boom"]);
  });

  it("keeps an error's Retry-After in seconds (a screen outside es-ES says the wait itself)", async () => {
    server.use(
      http.get(`${API}/ov/items/:id`, ({ params }) =>
        HttpResponse.json(
          { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 2 minutos." },
          { status: 429, headers: params.id === "date" ? { "Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT" } : { "Retry-After": "90" } },
        ),
      ),
    );
    expect((await failure(client().call("item", { params: { id: "n" } }))).retryAfterSeconds).toBe(90);
    expect((await failure(client().call("item", { params: { id: "date" } }))).retryAfterSeconds).toBeUndefined();
  });

  it("downloads a blob with the route's Accept and the Content-Disposition file name", async () => {
    server.use(
      http.get(`${API}/ov/files/:name`, ({ request }) => {
        expect(request.headers.get("Accept")).toBe("application/pdf");
        return new HttpResponse("%PDF-1.4 demo", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename="x.pdf"; filename*=UTF-8''Factura-%C3%91A1.pdf`,
          },
        });
      }),
    );
    const { blob, fileName } = await client().download("file", { params: { name: "a" } });
    expect(fileName).toBe("Factura-ÑA1.pdf");
    expect(await blob.text()).toBe("%PDF-1.4 demo");
    const plain = await client().call("file", { params: { name: "a" } });
    expect(plain.size).toBe(13);
  });

  it("leaves the file name out when the server sends none", async () => {
    server.use(http.get(`${API}/ov/files/:name`, () => new HttpResponse("data")));
    expect(await client().download("file", { params: { name: "a" } })).not.toHaveProperty("fileName");
  });
});

describe("failures without an answer", () => {
  it("maps a network failure to kind network", async () => {
    server.use(http.get(`${API}/ov/test/ping`, () => HttpResponse.error()));
    const ends: string[] = [];
    const error = await failure(
      client({ requests: { start: (info) => Symbol(info.routeId), end: (id) => void ends.push(String(id.description)) } }).call("ping"),
    );
    expect(error.kind).toBe("network");
    expect(ends).toEqual(["ping"]);
  });

  it("maps an abort to kind aborted", async () => {
    const controller = new AbortController();
    server.use(
      http.get(`${API}/ov/test/ping`, async () => {
        controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ ok: true });
      }),
    );
    const error = await failure(client().call("ping", { signal: controller.signal }));
    expect(error.kind).toBe("aborted");
  });
});

describe("a route table loaded on demand", () => {
  const options = { apiBaseUrl: API, session: { accessToken: () => makeJwt(3600) } };

  it("loads it once, on the first call or on preload", async () => {
    server.use(http.get(`${API}/ov/test/ping`, () => HttpResponse.json({ ok: true })));
    const load = vi.fn(async () => testRoutes);
    const lazy = createRouteClient<typeof testRoutes>([load], options);
    expect(load).not.toHaveBeenCalled();
    await lazy.preload();
    expect(await lazy.call("ping")).toEqual({ ok: true });
    expect(await lazy.url("validation", { query: { token: "t" } })).toBe(`${API}/ov/users/validation?token=t`);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets a call wait only for the section that holds its route; loads each section once", async () => {
    server.use(
      http.get(`${API}/ov/test/ping`, () => HttpResponse.json({ ok: true })),
      http.get(`${API}/ov/test/admin`, () => HttpResponse.json({ ok: true })),
    );
    const { ping, adminPing, ...rest } = testRoutes;
    let arrive: (part: typeof rest) => void = () => undefined;
    const pingSection = vi.fn(async () => ({ ping, adminPing }));
    const slowSection = vi.fn(() => new Promise<typeof rest>((resolve) => (arrive = resolve)));
    const lazy = createRouteClient<typeof testRoutes>([slowSection, pingSection], options);
    expect(await lazy.call("ping")).toEqual({ ok: true });
    expect(await lazy.call("adminPing")).toEqual({ ok: true });

    const url = lazy.url("validation", { query: { token: "t" } });
    arrive(rest);
    expect(await url).toBe(`${API}/ov/users/validation?token=t`);
    await lazy.preload();
    expect(pingSection).toHaveBeenCalledTimes(1);
    expect(slowSection).toHaveBeenCalledTimes(1);
  });

  it("says which route it does not know when no section holds it", async () => {
    const lazy = createRouteClient<typeof testRoutes>([async () => ({})], options);
    await expect(lazy.call("ping")).rejects.toThrow('unknown route "ping"');
  });

  it("reports a table that did not arrive as a network failure, and tries again on the next call", async () => {
    server.use(http.get(`${API}/ov/test/ping`, () => HttpResponse.json({ ok: true })));
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue(testRoutes);
    const lazy = createRouteClient<typeof testRoutes>([load as () => Promise<typeof testRoutes>], options);
    const error = await failure(lazy.call("ping"));
    expect(error.kind).toBe("network");
    expect(await lazy.call("ping")).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
