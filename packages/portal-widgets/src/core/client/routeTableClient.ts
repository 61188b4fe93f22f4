import type { RouteDef } from "@oficina-virtual/api-contract";
import { type Authorizer, clientToken, createAuthorizer } from "./authorization";
import { baseUrlFor, type LooseInput, normalizeInput, prepareCall, splitCallOptions, urlFor } from "./callPreparing";
import type { AnyRoutes, ApiClient, ApiClientOptions, CallOptions, RawDownloadOptions, RouteTableSource } from "./clientTypes";
import { createRequest, responseKind } from "./renewingRequest";
import { appendQuery, buildQueryString, checkDownloadPath, joinUrl } from "./requestBuilding";
import { type DownloadResult, toDownload } from "./responseReading";
import { createRouteTable } from "./routeTable";
import { createSender, type Send } from "./sending";

/** Builds a client over any route table; `createApiClient` binds it to the contract's. */
export function createRouteClient<Routes extends AnyRoutes>(
  source: RouteTableSource<Routes>,
  options: ApiClientOptions,
): ApiClient<Routes> {
  const routes = createRouteTable(source);
  const send = createSender(options);
  const tokenRouteId = options.clientTokenRouteId ?? "clientToken";
  const authorizer = createAuthorizer(options, async (call) =>
    clientToken(tokenRouteId, await routes.routeOf(tokenRouteId), (input) => request(tokenRouteId, input, call, "json")),
  );
  const prepare = (route: RouteDef, routeId: string, input: LooseInput, call: CallOptions) =>
    prepareCall(options, authorizer.authorize, route, routeId, input, call);
  const request = createRequest({ options, routes, prepare, send });

  return {
    preload: routes.loadAll,
    call(routeId, ...[input]) {
      const [parts, call] = splitCallOptions(input);
      return run(() => request(routeId, parts, call, "any")) as never;
    },
    download(routeId, ...[input]) {
      const [parts, call] = splitCallOptions(input);
      return run(async () => {
        const route = await routes.routeOf(routeId);
        if (responseKind(routeId, route) !== "blob") throw new Error(`Oficina Virtual: "${routeId}" is not a file download.`);
        return request(routeId, parts, call, "download");
      }) as Promise<DownloadResult>;
    },
    rawDownload(path, call = {}) {
      return run(() => rawDownload(options, authorizer, send, path, call));
    },
    async url(routeId, ...[input]) {
      const [parts, call] = splitCallOptions(input);
      const route = await routes.routeOf(routeId);
      return urlFor(options, route, normalizeInput(route, parts), call.role);
    },
  };
}

/** Follows a download path a response carried (an invoice's `Pdf`): same host, `/ov/` only,
 * with the session's token. */
async function rawDownload(
  options: ApiClientOptions,
  authorizer: Authorizer,
  send: Send,
  path: string,
  call: RawDownloadOptions,
): Promise<DownloadResult> {
  const routeId = "rawDownload";
  const safePath = checkDownloadPath(path);
  const headers: Record<string, string> = { Accept: call.accept ?? "application/pdf" };
  const auth = await authorizer.bearer(routeId, false);
  if (auth) headers.Authorization = auth;
  const base = baseUrlFor(options, { host: "byRole" }, call.role);
  const url = appendQuery(joinUrl(base, safePath), buildQueryString(call.query));
  return send({ routeId, method: "GET", url, headers, expiryExempt: false }, call.signal, toDownload);
}

/** Turns synchronous throws (unknown route, missing token) into rejections. */
function run<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task();
  } catch (error) {
    return Promise.reject(error);
  }
}
