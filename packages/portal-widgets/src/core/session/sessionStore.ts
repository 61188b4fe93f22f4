import { failedLoginCode, isTokenExpired } from "../../domain";
import { loadOnce } from "../../lib/loadOnce";
import { createSessionCell } from "./sessionCell";
import { expireSession, logOut } from "./sessionEnding";
import { sessionFacts } from "./sessionFacts";
import { SERVER_SESSION_STATE } from "./sessionState";
import { persistTokens } from "./sessionTokens";
import type { SessionApi, SessionStore, SessionStoreOptions } from "./sessionTypes";
import type { StorageAdapter } from "./storage";
import { expireStoredSession } from "./storedSession";

export type {
  LoginAnswer,
  LoginCredentials,
  LoginResult,
  RenewedTokens,
  SessionApi,
  SessionEndReason,
  SessionStore,
  SessionStoreOptions,
} from "./sessionTypes";

/** The session: its state and storage (sessionCell.ts), login (sessionLogin.ts), its end
 * (sessionEnding.ts) and what it learns on the way (sessionFacts.ts). */
// Logging in (the tokens, the profile, forgetting a previous session's values) runs on the
// login form's submit only: a chunk of its own, out of every page's first load.
const loadLogin = loadOnce(() => import("./sessionLogin"));

export function createSessionStore(storage: StorageAdapter, options: SessionStoreOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  const cell = createSessionCell(storage);
  const facts = sessionFacts(cell);

  const store: SessionStore = {
    ...facts,
    getState: cell.state,
    getServerSnapshot: () => SERVER_SESSION_STATE,
    subscribe: cell.subscribe,
    onSessionEnd: cell.onEnd,
    isAuthenticated(nowMs = now()) {
      const { accessToken } = cell.state();
      return accessToken !== null && !isTokenExpired(accessToken, nowMs);
    },
    async login(credentials) {
      const api = requireApi(options.api);
      facts.rememberAdministradorFinca(credentials.isAdministradorFinca);
      cell.set({ status: "loading", failedCode: null });
      try {
        const { logIn } = await loadLogin();
        return await logIn(cell, api, credentials);
      } catch (error) {
        // The login's chunk did not arrive: a failure without an HTTP answer, as a lost
        // connection is (logIn itself never rejects).
        const failedCode = failedLoginCode(undefined);
        cell.set({ status: "error", failedCode });
        return { ok: false, failedCode, error };
      }
    },
    logout: ({ reason } = {}) => logOut(cell, options.api, reason),
    expire: ({ withoutToken = false } = {}) => expireSession(cell, options, withoutToken),
    renewed(tokens) {
      if (cell.state().accessToken === null) return;
      cell.set(persistTokens(cell, tokens));
    },
    syncFromOtherTab(patch, reason) {
      cell.set(patch);
      if (reason) cell.ended(reason);
    },
  };
  const { accessToken } = cell.state();
  if (accessToken !== null && isTokenExpired(accessToken, now())) {
    (options.onStoredTokenExpired ?? expireStoredSession)(store);
  }
  return store;
}

function requireApi(api: SessionApi | undefined): SessionApi {
  if (!api) {
    throw new Error("Oficina Virtual: this session store has no API; create it with createSessionStore(storage, { api }).");
  }
  return api;
}
