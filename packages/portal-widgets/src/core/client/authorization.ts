import type { RouteDef } from "@oficina-virtual/api-contract";
import { isTokenExpired } from "../../domain";
import { ApiError } from "./ApiError";
import type { Authorize, LooseInput } from "./callPreparing";
import type { ApiClientOptions, CallOptions } from "./clientTypes";
import { basicAuthorization } from "./requestBuilding";

/** The Authorization header of each kind of route the contract knows. */
export interface Authorizer {
  authorize: Authorize;
  /** The session token, refusing to send a call that would only come back 401. A token that
   * has lapsed (the customer read a page longer than it lives, a laptop woke up) is renewed
   * first when the session can renew. */
  bearer(routeId: string, expiryExempt: boolean): Promise<string | undefined>;
}

/** `clientToken`: a client-credentials token for the call (clientToken below). */
export function createAuthorizer(options: ApiClientOptions, clientToken: (call: CallOptions) => Promise<string>): Authorizer {
  const now = options.now ?? Date.now;

  async function bearer(routeId: string, expiryExempt: boolean): Promise<string | undefined> {
    let token = options.session.accessToken() ?? undefined;
    if (expiryExempt) return token ? `Bearer ${token}` : undefined;
    if (!token) throw unauthorized(options, routeId, "no access token; request not sent");
    if (isTokenExpired(token, now()) && options.session.renew && (await options.session.renew(token)) === "renewed") {
      token = options.session.accessToken() ?? undefined;
      if (!token) throw unauthorized(options, routeId, "session ended during renewal; request not sent");
    }
    if (isTokenExpired(token, now())) throw unauthorized(options, routeId, "access token expired; request not sent");
    return `Bearer ${token}`;
  }

  async function authorize(route: RouteDef, routeId: string, call: CallOptions): Promise<string | undefined> {
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

  return { authorize, bearer };
}

/** A 401 the client gives itself, without asking: the session ends as for the server's. */
function unauthorized(options: ApiClientOptions, routeId: string, reason: string): ApiError {
  const error = new ApiError({ kind: "http", status: 401, routeId, message: `${routeId}: ${reason}` });
  options.session.expire?.(error);
  return error;
}

/** Asks the client-credentials route (`route`, named `routeId`) for a token through
 * `request`, which sends it as JSON. */
export async function clientToken(routeId: string, route: RouteDef, request: (input: LooseInput) => Promise<unknown>): Promise<string> {
  // The spec writes the grant type into the path; send it as a query unless the
  // route's path already carries it.
  const input = route.path.includes("grant_type=") ? {} : { query: { grant_type: "client_credentials" } };
  const answer = await request(input);
  const token = (answer as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== "string" || token === "") {
    throw new ApiError({
      kind: "invalid-response",
      routeId,
      message: `${routeId}: no access_token in the answer`,
      body: answer,
    });
  }
  return token;
}
