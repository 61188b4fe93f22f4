import { buildPath, type RouteDef } from "@oficina-virtual/api-contract";
import type { ApiClientOptions, CallOptions, Role } from "./clientTypes";
import { appendQuery, buildQueryString, headerRecord, joinUrl } from "./requestBuilding";

/** How a call's input becomes what fetch is given: the URL, the headers and the body. */

/** A call's input as the client handles it, before the route's types are known. */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: unknown;
  headers?: unknown;
  body?: unknown;
}

/** A call ready to send. */
export interface Prepared {
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

/** The Authorization header a route needs, if any (authorization.ts). */
export type Authorize = (route: RouteDef, routeId: string, call: CallOptions) => Promise<string | undefined>;

/** Separates the call options from the parts that go on the wire. */
export function splitCallOptions(input: unknown): [LooseInput, CallOptions] {
  const { signal, role, ...parts } = (input ?? {}) as LooseInput & CallOptions;
  return [parts, { signal, role }];
}

/** Puts each part of the input through its request schema so what goes on the wire is
 * the contract's normal form (a line in lower case where the call wants it, ids as
 * text, blank filters dropped). A part that does not validate is sent as given: the
 * server is the judge of bad input and answers with the spec's own 4xx code, which the
 * widgets already know how to show. */
export function normalizeInput(route: RouteDef, input: LooseInput): LooseInput {
  const out: LooseInput = { ...input };
  for (const part of ["params", "query", "headers", "body"] as const) {
    const schema = route.request[part];
    if (!schema || input[part] === undefined) continue;
    const parsed = schema.safeParse(input[part]);
    if (parsed.success) (out as Record<string, unknown>)[part] = parsed.data;
  }
  return out;
}

/** The administrators' host for admin routes, and for `byRole` ones when the role (the
 * call's, else the session's) is administrator; the customer host otherwise. */
export function baseUrlFor(options: ApiClientOptions, route: Pick<RouteDef, "host">, role: Role | undefined): string {
  const admin = route.host === "admin" || (route.host === "byRole" && (role ?? options.session.role?.()) === "administrator");
  return admin ? (options.adminApiBaseUrl ?? options.apiBaseUrl) : options.apiBaseUrl;
}

/** `input` already normalized. */
export function urlFor(options: ApiClientOptions, route: RouteDef, input: LooseInput, role: Role | undefined): string {
  const path = buildPath(route.path, input.params ?? {});
  return appendQuery(joinUrl(baseUrlFor(options, route, role), path), buildQueryString(input.query));
}

export async function prepareCall(
  options: ApiClientOptions,
  authorize: Authorize,
  route: RouteDef,
  routeId: string,
  raw: LooseInput,
  call: CallOptions,
): Promise<Prepared> {
  const input = normalizeInput(route, raw);
  const headers: Record<string, string> = {};
  if (route.response.kind === "json") headers.Accept = "application/json";
  if (route.response.kind === "blob") headers.Accept = route.response.accept;
  const language = options.language?.();
  if (language) headers["Accept-Language"] = language;
  Object.assign(headers, headerRecord(input.headers));
  const auth = await authorize(route, routeId, call);
  if (auth) headers.Authorization = auth;
  let body: string | undefined;
  if (input.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(input.body);
  }
  return {
    routeId,
    method: route.method,
    url: urlFor(options, route, input, call.role),
    headers,
    body,
    expiryExempt: route.expiryExempt === true,
    input,
  };
}
