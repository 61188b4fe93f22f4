import type { z } from "zod";

/** Which API host serves a call: the customer host, the administrator host, or the
 * one chosen by the caller's role (the spec's `isAdministradorFinca` flows). */
export type ApiHost = "customer" | "admin" | "byRole";

/** How a call authenticates:
 * - `bearer`: the session's access token in `Authorization: Bearer …`;
 * - `none`: anonymous;
 * - `clientCredentials`: a token obtained from `/token?grant_type=client_credentials`
 *   (the set-password flow), sent as Bearer;
 * - `basic`: HTTP basic with the client id and secret (the `/token` call itself). */
export type AuthKind = "bearer" | "none" | "clientCredentials" | "basic";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type ResponseDef =
  | { kind: "json"; schema: z.ZodType; read?: AnswerReader }
  /** A file: `accept` is the Accept header the client sends. */
  | { kind: "blob"; accept: string }
  /** A browser redirect (the client never calls it with fetch). */
  | { kind: "redirect" }
  /** No body that the client reads (204, or a body it ignores). */
  | { kind: "empty" };

/** Turns a parsed JSON answer (the schema's output, as the server sends it) into what a
 * client hands to its callers: the spec's quirks (two names for one field, a message that
 * means "empty") end here, once. `request` is the call's input as sent. Only clients run it:
 * the server answers, and checks its answer against, `schema` alone, so the wire and the
 * OpenAPI document stay as the spec writes them. */
// `never` parameters: any reader fits; `json(schema, read)` types it against the schema.
export type AnswerReader = (answer: never, request: never) => unknown;

export interface RequestDef {
  /** `{name}` placeholders in `path`. */
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
}

export interface RouteDef<Req extends RequestDef = RequestDef, Res extends ResponseDef = ResponseDef, Auth extends AuthKind = AuthKind> {
  method: HttpMethod;
  /** Path as the spec writes it, with a leading slash and `{name}` placeholders. */
  path: string;
  host: ApiHost;
  auth: Auth;
  request: Req;
  response: Res;
  /** Calls exempt from the token-expiry check: the spec's privateToken and logout, and our
   * refreshToken (a 401 there is the renewal's to handle). */
  expiryExempt?: boolean;
  /** One line on what the call is for (OpenAPI summary). */
  summary: string;
  /** Success statuses when not only the answer kind's default (200 for JSON and files,
   * 204 for `empty`): a search's 204 "no data", a creation's 201. The OpenAPI document
   * lists exactly these (openapi.ts), and the API suite checks every answer against it. */
  success?: readonly number[];
  /** Error statuses (body `{ code, mensaje }`) besides those every route of its kind may
   * answer (`commonErrors`): those the reference server sends, and those the spec's tables
   * give the call (412 on set-password) that the portal must handle from the real back end. */
  errors?: readonly number[];
}

export function defineRoute<const Req extends RequestDef, const Res extends ResponseDef, const Auth extends AuthKind>(
  route: RouteDef<Req, Res, Auth>,
): RouteDef<Req, Res, Auth> {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

type Field<R, K extends keyof RequestDef> = R extends { request: infer Req }
  ? Req extends Record<K, infer S>
    ? undefined extends InputOf<S>
      ? { [P in K]?: InputOf<S> }
      : { [P in K]: InputOf<S> }
    : { [P in K]?: never }
  : never;

/** What a caller passes to call route `R`: `params`, `query`, `headers`, `body`, each
 * present exactly when the route declares it, typed by the schema's input. */
export type RouteInput<R extends RouteDef> = Field<R, "params"> & Field<R, "query"> & Field<R, "headers"> & Field<R, "body">;

/** What a call to route `R` resolves to: the parsed JSON (through the route's reader when
 * it has one), a Blob, or nothing. */
export type RouteOutput<R extends RouteDef> = R["response"] extends { kind: "json"; read: (...args: never[]) => infer T }
  ? T
  : R["response"] extends { kind: "json"; schema: infer S }
    ? OutputOf<S>
    : R["response"] extends { kind: "blob" }
      ? Blob
      : void;

/** What the server answers to route `R` (JSON routes): the response schema's output, before
 * any client reader. */
export type RouteAnswer<R extends RouteDef> = R["response"] extends { kind: "json"; schema: infer S } ? OutputOf<S> : never;

/** Fills `{name}` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
