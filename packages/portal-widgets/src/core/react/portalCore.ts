import { createApiClient, type PortalApiClient } from "../client/contractClient";
import { createRequestTracker, type RequestTracker } from "../client/requestTracker";
import { sessionApiFromClient } from "../session/sessionApi";
import { createSessionStore, type SessionStore } from "../session/sessionStore";
import type { StorageAdapter } from "../session/storage";

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
  const client = createApiClient({
    apiBaseUrl: options.apiBaseUrl,
    adminApiBaseUrl: options.adminApiBaseUrl,
    clientCredentials: options.clientCredentials,
    fetch: options.fetch,
    // The store is created below (it logs in through the client), hence the arrows.
    session: {
      accessToken: () => session.getState().accessToken,
      role: () => (session.getState().isAdministrador ? "administrator" : "customer"),
      expire: () => session.expire(),
    },
    requests,
  });
  const session = createSessionStore(options.storage, {
    api: sessionApiFromClient(client),
    onSessionExpired: options.onSessionExpired,
  });
  return { client, session, requests };
}
