import { createApiClient, type PortalApiClient } from "./apiClient";
import type { RequestInfo } from "./apiClientTypes";
import { createRequestTracker, type RequestTracker } from "./requestTracker";
import { sessionApiFromClient } from "./sessionApi";
import { createSessionStore, type SessionStore } from "./sessionStore";
import type { StorageAdapter } from "./storage";

export interface PortalCoreOptions {
  apiBaseUrl: string;
  adminApiBaseUrl?: string | undefined;
  storage: StorageAdapter;
  clientCredentials?: { id: string; secret: string } | undefined;
  fetch?: typeof fetch | undefined;
  onSessionExpired: () => void;
}

export interface PortalCore {
  client: PortalApiClient;
  session: SessionStore;
  requests: RequestTracker;
}

/** Wires the client, the session and the in-flight counter together, without React:
 * the provider and the CMS embed both start from here. The client reads the token and
 * the role from the session, and a 401 (or an expired token) ends the session. */
export function createPortalCore(options: PortalCoreOptions): PortalCore {
  const requests = createRequestTracker();
  const inFlight = new WeakMap<RequestInfo, symbol>();
  const client = createApiClient({
    apiBaseUrl: options.apiBaseUrl,
    adminApiBaseUrl: options.adminApiBaseUrl,
    clientCredentials: options.clientCredentials,
    fetch: options.fetch,
    getAccessToken: () => session.getState().accessToken,
    getRole: () => (session.getState().isAdministrador ? "administrator" : "customer"),
    onUnauthorized: () => session.expire(),
    onRequestStart: (info) => void inFlight.set(info, requests.start()),
    onRequestEnd: (info) => {
      const id = inFlight.get(info);
      if (id) requests.end(id);
    },
  });
  const session = createSessionStore(options.storage, {
    api: sessionApiFromClient(client),
    onSessionExpired: options.onSessionExpired,
  });
  return { client, session, requests };
}
