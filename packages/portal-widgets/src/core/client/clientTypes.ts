import type { RequestDef, RouteDef, RouteOutput } from "@oficina-virtual/api-contract";
import type { z } from "zod";
import type { ApiError } from "./ApiError";
import type { DownloadResult } from "./responseReading";

export type { DownloadResult };

/** Which API host a `byRole` route goes to. */
export type Role = "customer" | "administrator";

export type AnyRoutes = Record<string, RouteDef>;

/** A JSON route resolves to its parsed schema output, or `null` on 204 (the spec's
 * "no data"); a blob route to a Blob; an empty route to nothing. */
export type CallOutput<R extends RouteDef> = R["response"] extends { kind: "json" } ? RouteOutput<R> | null : RouteOutput<R>;

/** Travel in the input object beside params, query, headers and body:
 * `client.call("issuesList", { signal })`. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Overrides the session's role for `byRole` routes: the account flows pass the
   * "Administrador de finca" checkbox here before anyone is logged in. */
  role?: Role | undefined;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

type InputField<Req, K extends keyof RequestDef> = [Req] extends [Record<K, infer S>]
  ? undefined extends SchemaInput<S>
    ? { [P in K]?: SchemaInput<S> }
    : { [P in K]: SchemaInput<S> }
  : { [P in K]?: never };

/** What a caller passes: the same as the contract's RouteInput for one route, but not
 * distributive. While it infers a route id, the compiler looks at the input type over
 * all routes at once; RouteInput distributes over that union in each of its four fields
 * and their intersection is 50⁴ members ("union type too complex"). */
export type CallInput<R extends RouteDef> = InputField<R["request"], "params"> &
  InputField<R["request"], "query"> &
  InputField<R["request"], "headers"> &
  InputField<R["request"], "body">;

/** The input is optional when the route declares nothing required. */
export type CallArgs<R extends RouteDef> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R> & CallOptions] : [input: CallInput<R> & CallOptions];

export type RouteIdOf<Routes extends AnyRoutes> = keyof Routes & string;

export type BlobRouteId<Routes extends AnyRoutes> = {
  [K in RouteIdOf<Routes>]: Routes[K]["response"] extends { kind: "blob" } ? K : never;
}[RouteIdOf<Routes>];

export interface RawDownloadOptions extends CallOptions {
  /** Extra query appended to the path (the per-contract view adds `CUPS`). */
  query?: Record<string, string | number | boolean | undefined>;
  /** Accept header; PDF by default (the invoice `Pdf` field). */
  accept?: string;
}

export interface RequestInfo {
  routeId: string;
  method: string;
  url: string;
}

/** The session a client works for: where the token and the role come from, and what a
 * 401 ends. The portal passes its session store through this (react/portalCore.ts). */
export interface ClientSession {
  accessToken(): string | null | undefined;
  /** Which host a `byRole` call goes to, unless the call names a role; customer by default. */
  role?(): Role;
  /** A 401 answer, or a missing/expired token before a bearer call. */
  expire?(error: ApiError): void;
  /** Renews the access token (core/session/tokenRenewal.ts). With it, a bearer call whose
   * token has lapsed renews before it is sent, and one answered 401 renews and is sent once
   * more; `expire` comes only when the renewal is not `renewed`. */
  renew?(staleToken: string | null): Promise<"renewed" | "refused" | "failed">;
}

/** Counts the requests in flight (the global loading indicator): `start` when a request
 * leaves, `end` with the id `start` returned once it has settled. */
export interface RequestCounter {
  start(info: RequestInfo): symbol;
  end(id: symbol): void;
}

export interface ApiClientOptions {
  apiBaseUrl: string;
  /** The property administrators' host; defaults to `apiBaseUrl`. */
  adminApiBaseUrl?: string | undefined;
  session: ClientSession;
  requests?: RequestCounter | undefined;
  /** For the set-password flow (`auth: "clientCredentials"`). */
  clientCredentials?: { id: string; secret: string } | undefined;
  fetch?: typeof fetch | undefined;
  /** The route that issues client-credentials tokens. */
  clientTokenRouteId?: string | undefined;
  now?: (() => number) | undefined;
  /** The user's language ('ca'), sent as `Accept-Language` so the server writes its e-mails in
   * it; read on each call, as the user may change it at any time. */
  language?: (() => string | undefined) | undefined;
}

/** One section of a route table, loaded on demand (the contract's `routeSections`). */
export type RouteSection<Routes extends AnyRoutes> = () => Promise<Partial<Routes>>;

/** The route table, or its sections as loaders. A call waits for the section that holds
 * its route; `preload()` loads them all. The portal's client loads the contract's table
 * (every call's zod schemas) this way, instead of with the first page. */
export type RouteTableSource<Routes extends AnyRoutes> = Routes | readonly RouteSection<Routes>[];

export interface ApiClient<Routes extends AnyRoutes> {
  /** Starts loading every section of a lazy route table; resolves once they are there. */
  preload(): Promise<void>;
  /** `client.call("issueDetail", { query: { issueId }, signal })`: JSON routes resolve to
   * the schema's output (null on 204), blob routes to a Blob, empty routes to nothing;
   * every failure rejects with an ApiError. */
  call<K extends RouteIdOf<Routes>>(routeId: K, ...args: CallArgs<Routes[K]>): Promise<CallOutput<Routes[K]>>;
  /** A blob route's file together with the name from `Content-Disposition`. */
  download<K extends BlobRouteId<Routes>>(routeId: K, ...args: CallArgs<Routes[K]>): Promise<DownloadResult>;
  /** Follows a download path carried by a response (an invoice's `Pdf` field). Only
   * same-host paths under `/ov/` are accepted; anything else rejects with
   * `invalid-response` and nothing is fetched. */
  rawDownload(path: string, options?: RawDownloadOptions): Promise<DownloadResult>;
  /** The full URL of a call, for `redirect` routes the browser opens itself. */
  url<K extends RouteIdOf<Routes>>(routeId: K, ...args: CallArgs<Routes[K]>): Promise<string>;
}
