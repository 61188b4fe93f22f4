import { createApiClient, type PortalApiClient } from "../client/contractClient";
import { createRequestTracker, type RequestTracker } from "../client/requestTracker";
import { createDraftStore, type DraftStore, draftsAfterSessionEnd } from "../session/drafts";
import { sessionApiFromClient } from "../session/sessionApi";
import { lazyTokenRenewal } from "../session/sessionKeeping";
import { sessionOwner } from "../session/sessionOwner";
import { createSessionStore, type SessionStore } from "../session/sessionStore";
import { memoryStorage, type StorageAdapter } from "../session/storage";
import type { TokenRenewal } from "../session/tokenRenewal";

export interface PortalCoreOptions {
  apiBaseUrl: string;
  adminApiBaseUrl?: string | undefined;
  storage: StorageAdapter;
  /** Where form drafts are kept; in memory when not given. */
  draftStorage?: StorageAdapter | undefined;
  clientCredentials?: { id: string; secret: string } | undefined;
  fetch?: typeof fetch | undefined;
  /** The language the widgets are shown in, for the server's e-mails (`Accept-Language`). */
  language?: (() => string | undefined) | undefined;
  onSessionExpired: () => void;
}

export interface PortalCore {
  client: PortalApiClient;
  session: SessionStore;
  requests: RequestTracker;
  drafts: DraftStore;
  /** The session's storage, for the cross-tab watch. */
  storage: StorageAdapter;
  /** Renews the access token: the client on a lapsed token or a 401, the session keeper
   * while the customer is active. */
  renewal: TokenRenewal;
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
    language: options.language,
    // The store is created below (it logs in through the client), hence the arrows.
    session: {
      accessToken: () => session.getState().accessToken,
      role: () => (session.getState().isAdministrador ? "administrator" : "customer"),
      expire: () => session.expire(),
      renew: (staleToken) => renewal.renew(staleToken),
    },
    requests,
  });
  const session = createSessionStore(options.storage, {
    api: sessionApiFromClient(client),
    onSessionExpired: options.onSessionExpired,
  });
  const drafts = createDraftStore(options.draftStorage ?? memoryStorage());
  session.onSessionEnd((reason) => draftsAfterSessionEnd(drafts, reason));
  // Another user logging in on this tab never finds the previous one's drafts stored.
  let token = session.getState().accessToken;
  let owner = sessionOwner(session.getState());
  session.subscribe(() => {
    const state = session.getState();
    if (state.accessToken === token) return;
    token = state.accessToken;
    const next = sessionOwner(state);
    if (next !== null && next !== owner) drafts.keepOnly(next);
    owner = next;
  });
  const renewal = lazyTokenRenewal(() =>
    import("../session/tokenRenewal").then((module) =>
      module.createTokenRenewal({
        session,
        storage: options.storage,
        refresh: (refreshToken) => client.call("refreshToken", { headers: { refresh_token: refreshToken } }),
      }),
    ),
  );
  return { client, session, requests, drafts, storage: options.storage, renewal };
}
