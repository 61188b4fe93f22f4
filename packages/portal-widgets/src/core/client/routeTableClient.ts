import { buildPath, type RouteDef } from "@oficina-virtual/api-contract";
import { isTokenExpired } from "../../domain";
import { ApiError, errorCodeFromBody, retryAfterSeconds } from "./ApiError";
import type { AnyRoutes, ApiClient, ApiClientOptions, CallOptions, RequestInfo, Role, RouteSection, RouteTableSource } from "./clientTypes";
import { appendQuery, basicAuthorization, buildQueryString, checkDownloadPath, headerRecord, joinUrl } from "./requestBuilding";
import { type DownloadResult, parseJson, parseJsonOrText, toDownload, transportError } from "./responseReading";

interface LooseInput {
  params?: Record<string, string | number>;
  query?: unknown;
  headers?: unknown;
  body?: unknown;
}

interface Prepared {
  routeId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** 401s on exempt calls (privateToken, logout) do not end the session. */
  expiryExempt: boolean;
  /** The input as sent (the route's reader sees it). */
  input?: LooseInput;
}

/** Builds a client over any route table; `createApiClient` binds it to the contract's. */
export function createRouteClient<Routes extends AnyRoutes>(
  source: RouteTableSource<Routes>,
  options: ApiClientOptions,
): ApiClient<Routes> {
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  const now = options.now ?? Date.now;
  const clientTokenRouteId = options.clientTokenRouteId ?? "clientToken";

  const sections = isSectionList(source) ? source : [];
  /** The routes that have arrived so far, from every section loaded. */
  const known: Record<string, RouteDef> = isSectionList(source) ? {} : { ...source };
  const loading = new Map<RouteSection<Routes>, Promise<void>>();

  /** Loads one section, once; a failed load (the chunk did not arrive) is tried again by
   * the next call that needs it. */
  function loadSection(section: RouteSection<Routes>): Promise<void> {
    let pending = loading.get(section);
    if (!pending) {
      pending = section().then(
        (part) => void Object.assign(known, part),
        (cause: unknown) => {
          loading.delete(section);
          throw cause;
        },
      );
      loading.set(section, pending);
    }
    return pending;
  }

  /** Every section, one after another, so each is evaluated in a task of its own. */
  async function loadAll(): Promise<void> {
    for (const section of sections) await loadSection(section);
  }

  /** Asks for every section at once and settles as soon as one holding `routeId` has
   * arrived, so a call waits for its own section only; rejects when none holds it and one
   * failed to load. Which section holds a call is learnt from the sections themselves. */
  function loadFor(routeId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let left = sections.length;
      let failure: { cause: unknown } | undefined;
      const settle = () => {
        left -= 1;
        if (Object.hasOwn(known, routeId) || left > 0) return;
        if (failure) reject(failure.cause);
        else resolve();
      };
      if (left === 0) resolve();
      for (const section of sections) {
        loadSection(section).then(
          () => {
            if (Object.hasOwn(known, routeId)) resolve();
            settle();
          },
          (cause: unknown) => {
            failure ??= { cause };
            settle();
          },
        );
      }
    });
  }

  async function routeOf(routeId: string): Promise<RouteDef> {
    if (!Object.hasOwn(known, routeId)) {
      try {
        await loadFor(routeId);
      } catch (cause) {
        throw transportError(routeId, cause, undefined);
      }
    }
    const route = Object.hasOwn(known, routeId) ? known[routeId] : undefined;
    if (!route) throw new Error(`Oficina Virtual: unknown route "${routeId}".`);
    return route;
  }

  function baseUrlFor(route: Pick<RouteDef, "host">, role: Role | undefined): string {
    const admin = route.host === "admin" || (route.host === "byRole" && (role ?? options.session.role?.()) === "administrator");
    return admin ? (options.adminApiBaseUrl ?? options.apiBaseUrl) : options.apiBaseUrl;
  }

  /** `input` already normalized. */
  function urlFor(route: RouteDef, input: LooseInput, role: Role | undefined): string {
    const path = buildPath(route.path, input.params ?? {});
    return appendQuery(joinUrl(baseUrlFor(route, role), path), buildQueryString(input.query));
  }

  function unauthorized(routeId: string, reason: string): ApiError {
    const error = new ApiError({ kind: "http", status: 401, routeId, message: `${routeId}: ${reason}` });
    options.session.expire?.(error);
    return error;
  }

  /** The session token, refusing to send a call that would only come back 401. A token that
   * has lapsed (the customer read a page longer than it lives, a laptop woke up) is renewed
   * first when the session can renew. */
  async function bearer(routeId: string, expiryExempt: boolean): Promise<string | undefined> {
    let token = options.session.accessToken() ?? undefined;
    if (expiryExempt) return token ? `Bearer ${token}` : undefined;
    if (!token) throw unauthorized(routeId, "no access token; request not sent");
    if (isTokenExpired(token, now()) && options.session.renew && (await options.session.renew(token)) === "renewed") {
      token = options.session.accessToken() ?? undefined;
      if (!token) throw unauthorized(routeId, "session ended during renewal; request not sent");
    }
    if (isTokenExpired(token, now())) throw unauthorized(routeId, "access token expired; request not sent");
    return `Bearer ${token}`;
  }

  async function authorization(route: RouteDef, routeId: string, call: CallOptions): Promise<string | undefined> {
    switch (route.auth) {
      case "none":
        return undefined;
      case "bearer":
        return bearer(routeId, route.expiryExempt === true);
      case "basic": {
        const credentials = options.clientCredentials;
        if (!credentials) {
          throw new Error(`Oficina Virtual: "${routeId}" needs clientCredentials; pass them to PortalProvider.`);
        }
        return basicAuthorization(credentials.id, credentials.secret);
      }
      case "clientCredentials":
        return `Bearer ${await clientToken(call)}`;
    }
  }

  async function clientToken(call: CallOptions): Promise<string> {
    const route = await routeOf(clientTokenRouteId);
    // The spec writes the grant type into the path; send it as a query unless the
    // route's path already carries it.
    const input = route.path.includes("grant_type=") ? {} : { query: { grant_type: "client_credentials" } };
    const answer = await request(clientTokenRouteId, input, call, "json");
    const token = (answer as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== "string" || token === "") {
      throw new ApiError({
        kind: "invalid-response",
        routeId: clientTokenRouteId,
        message: `${clientTokenRouteId}: no access_token in the answer`,
        body: answer,
      });
    }
    return token;
  }

  async function prepare(route: RouteDef, routeId: string, raw: LooseInput, call: CallOptions): Promise<Prepared> {
    const input = normalizeInput(route, raw);
    const headers: Record<string, string> = {};
    if (route.response.kind === "json") headers.Accept = "application/json";
    if (route.response.kind === "blob") headers.Accept = route.response.accept;
    const language = options.language?.();
    if (language) headers["Accept-Language"] = language;
    Object.assign(headers, headerRecord(input.headers));
    const auth = await authorization(route, routeId, call);
    if (auth) headers.Authorization = auth;
    let body: string | undefined;
    if (input.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(input.body);
    }
    return {
      routeId,
      method: route.method,
      url: urlFor(route, input, call.role),
      headers,
      body,
      expiryExempt: route.expiryExempt === true,
      input,
    };
  }

  /** Sends a prepared call and reads its body, counted in flight from start to end. With
   * `replayable`, a 401 is left for the caller (it renews and sends again) instead of
   * ending the session here. */
  async function send<T>(prepared: Prepared, signal: AbortSignal | undefined, read: (res: Response) => Promise<T>, replayable = false) {
    const info: RequestInfo = { routeId: prepared.routeId, method: prepared.method, url: prepared.url };
    const counted = options.requests?.start(info);
    try {
      let response: Response;
      try {
        response = await doFetch(prepared.url, {
          method: prepared.method,
          headers: prepared.headers,
          body: prepared.body,
          signal,
        });
      } catch (cause) {
        throw transportError(prepared.routeId, cause, signal);
      }
      if (!response.ok) throw await httpError(prepared, response, signal, replayable);
      try {
        return await read(response);
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        throw transportError(prepared.routeId, cause, signal);
      }
    } finally {
      if (counted !== undefined) options.requests?.end(counted);
    }
  }

  async function httpError(prepared: Prepared, response: Response, signal: AbortSignal | undefined, replayable: boolean) {
    let body: unknown;
    try {
      const text = await response.text();
      body = text === "" ? undefined : parseJsonOrText(text);
    } catch (cause) {
      if (signal?.aborted) return transportError(prepared.routeId, cause, signal);
    }
    const error = new ApiError({
      kind: "http",
      routeId: prepared.routeId,
      status: response.status,
      code: errorCodeFromBody(body),
      body,
      retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")),
      message: `${prepared.method} ${prepared.routeId} answered ${response.status}`,
    });
    if (response.status === 401 && !prepared.expiryExempt && !replayable) options.session.expire?.(error);
    return error;
  }

  async function request(
    routeId: string,
    input: LooseInput,
    call: CallOptions,
    as: "json" | "blob" | "download" | "empty" | "any",
  ): Promise<unknown> {
    const route = await routeOf(routeId);
    if (as === "any") as = kindOf(routeId, route);
    const read = (prepared: Prepared) => async (response: Response) => {
      if (as === "blob") return response.blob();
      if (as === "download") return toDownload(response);
      if (as === "empty") return undefined;
      if (response.status === 204) return null;
      return parseJson(routeId, route, response, prepared.input);
    };
    const prepared = await prepare(route, routeId, input, call);
    const renew = options.session.renew;
    const replayable = renew !== undefined && route.auth === "bearer" && !prepared.expiryExempt;
    try {
      return await send(prepared, call.signal, read(prepared), replayable);
    } catch (error) {
      if (!replayable || !(error instanceof ApiError) || error.kind !== "http" || error.status !== 401) throw error;
      // The access token was refused (it expired on the way, or the server ended it): one
      // renewal, shared with any other call refused meanwhile, then the call once more.
      const sent = prepared.headers.Authorization?.replace(/^Bearer /, "") ?? null;
      if ((await renew(sent)) !== "renewed") {
        options.session.expire?.(error);
        throw error;
      }
      const again = await prepare(route, routeId, input, call);
      return send(again, call.signal, read(again));
    }
  }

  function kindOf(routeId: string, route: RouteDef): "json" | "blob" | "empty" {
    const kind = route.response.kind;
    if (kind === "redirect") {
      throw new Error(`Oficina Virtual: "${routeId}" is a browser redirect; use client.url() and navigate to it.`);
    }
    return kind;
  }

  return {
    preload: loadAll,
    call(routeId, ...[input]) {
      const [parts, call] = split(input);
      return run(() => request(routeId, parts, call, "any")) as never;
    },
    download(routeId, ...[input]) {
      const [parts, call] = split(input);
      return run(async () => {
        const route = await routeOf(routeId);
        if (kindOf(routeId, route) !== "blob") throw new Error(`Oficina Virtual: "${routeId}" is not a file download.`);
        return request(routeId, parts, call, "download");
      }) as Promise<DownloadResult>;
    },
    rawDownload(path, call = {}) {
      return run(async () => {
        const routeId = "rawDownload";
        const safePath = checkDownloadPath(path);
        const headers: Record<string, string> = { Accept: call.accept ?? "application/pdf" };
        const auth = await bearer(routeId, false);
        if (auth) headers.Authorization = auth;
        const base = baseUrlFor({ host: "byRole" }, call.role);
        const url = appendQuery(joinUrl(base, safePath), buildQueryString(call.query));
        return send({ routeId, method: "GET", url, headers, expiryExempt: false }, call.signal, toDownload);
      });
    },
    async url(routeId, ...[input]) {
      const [parts, call] = split(input);
      const route = await routeOf(routeId);
      return urlFor(route, normalizeInput(route, parts), call.role);
    },
  };
}

function isSectionList<Routes extends AnyRoutes>(source: RouteTableSource<Routes>): source is readonly RouteSection<Routes>[] {
  return Array.isArray(source);
}

/** Separates the call options from the parts that go on the wire. */
function split(input: unknown): [LooseInput, CallOptions] {
  const { signal, role, ...parts } = (input ?? {}) as LooseInput & CallOptions;
  return [parts, { signal, role }];
}

/** Puts each part of the input through its request schema so what goes on the wire is
 * the contract's normal form (a line in lower case where the call wants it, ids as
 * text, blank filters dropped). A part that does not validate is sent as given: the
 * server is the judge of bad input and answers with the spec's own 4xx code, which the
 * widgets already know how to show. */
function normalizeInput(route: RouteDef, input: LooseInput): LooseInput {
  const out: LooseInput = { ...input };
  for (const part of ["params", "query", "headers", "body"] as const) {
    const schema = route.request[part];
    if (!schema || input[part] === undefined) continue;
    const parsed = schema.safeParse(input[part]);
    if (parsed.success) (out as Record<string, unknown>)[part] = parsed.data;
  }
  return out;
}

/** Turns synchronous throws (unknown route, missing token) into rejections. */
function run<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task();
  } catch (error) {
    return Promise.reject(error);
  }
}
