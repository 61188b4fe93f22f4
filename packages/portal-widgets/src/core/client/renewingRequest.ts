import type { RouteDef } from "@oficina-virtual/api-contract";
import { ApiError } from "./ApiError";
import type { LooseInput, Prepared } from "./callPreparing";
import type { ApiClientOptions, CallOptions } from "./clientTypes";
import { parseJson, toDownload } from "./responseReading";
import type { RouteTable } from "./routeTable";
import type { Send } from "./sending";

/** How a call's answer is read; `any` by its route's response kind. */
export type ReadAs = "json" | "blob" | "download" | "empty" | "any";

/** Sends one call and reads its answer; a bearer call answered 401 renews once and is sent
 * again. */
export type Request = (routeId: string, input: LooseInput, call: CallOptions, as: ReadAs) => Promise<unknown>;

export interface RequestParts {
  options: ApiClientOptions;
  routes: RouteTable;
  prepare(route: RouteDef, routeId: string, input: LooseInput, call: CallOptions): Promise<Prepared>;
  send: Send;
}

export function createRequest({ options, routes, prepare, send }: RequestParts): Request {
  return async (routeId, input, call, as) => {
    const route = await routes.routeOf(routeId);
    const read = answerReader(as === "any" ? responseKind(routeId, route) : as, routeId, route);
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
  };
}

/** Reads an answer as asked: a Blob, a download with its file name, nothing, or JSON put
 * through the route's schema (null on 204). */
export function answerReader(as: Exclude<ReadAs, "any">, routeId: string, route: RouteDef) {
  return (prepared: Prepared) =>
    async (response: Response): Promise<unknown> => {
      if (as === "blob") return response.blob();
      if (as === "download") return toDownload(response);
      if (as === "empty") return undefined;
      if (response.status === 204) return null;
      return parseJson(routeId, route, response, prepared.input);
    };
}

/** What a route answers; a redirect is not a call the client makes. */
export function responseKind(routeId: string, route: RouteDef): "json" | "blob" | "empty" {
  const kind = route.response.kind;
  if (kind === "redirect") {
    throw new Error(`Oficina Virtual: "${routeId}" is a browser redirect; use client.url() and navigate to it.`);
  }
  return kind;
}
