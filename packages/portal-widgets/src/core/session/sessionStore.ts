import { failedLoginCode, isTokenExpired } from "../../domain";
import { ApiError } from "../client/ApiError";
import type { Role } from "../client/clientTypes";
import { LAST_ACTIVITY_KEY } from "./activityKey";
import { KEYS_CLEARED_ON_LOGOUT, type LogoutReason, SESSION_KEYS } from "./sessionKeys";
import {
  EMPTY_TOTALS,
  readSessionState,
  SERVER_SESSION_STATE,
  type SelectedProduct,
  type SessionProfile,
  type SessionState,
  type SessionTotals,
  TOTAL_FIELDS,
} from "./sessionState";
import type { StorageAdapter } from "./storage";
import { expireStoredSession } from "./storedSession";

export interface LoginCredentials {
  username: string;
  password: string;
  isAdministradorFinca: boolean;
}

export interface LoginAnswer {
  access_token: string;
  refresh_token?: string | null | undefined;
  email?: string | null | undefined;
  /** Boolean, or the text "true"/"false" in older answers. */
  isAdministrador?: boolean | string | null | undefined;
}

/** The three calls the session makes. `sessionApiFromClient` builds it from the client;
 * tests may pass a fake. */
export interface SessionApi {
  privateToken(credentials: LoginCredentials, role: Role): Promise<LoginAnswer | null>;
  me(): Promise<SessionProfile | null>;
  logout(refreshToken: string): Promise<unknown>;
}

export type LoginResult = { ok: true; isAdministrador: boolean } | { ok: false; failedCode: number; error: unknown };

export type SessionEndReason = "logout" | "expired";

export interface SessionStoreOptions {
  api?: SessionApi | undefined;
  /** After expiry has cleared the session; the host sends the user to /login. */
  onSessionExpired?: (() => void) | undefined;
  now?: (() => number) | undefined;
  /** A session read back from storage whose access token is already past its `exp` (the
   * portal reopened after a while). The default, `expireStoredSession`, takes the spec's
   * expiry path; token renewal replaces it to try the refresh token first. */
  onStoredTokenExpired?: ((session: SessionStore) => void) | undefined;
}

export interface SessionStore {
  getState(): SessionState;
  /** For `useSyncExternalStore` while server rendering and hydrating. */
  getServerSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Called after logout or expiry has cleared the session (the provider empties the
   * query cache and the in-flight counter here). */
  onSessionEnd(listener: (reason: SessionEndReason) => void): () => void;
  /** A token is present and not past its `exp`. */
  isAuthenticated(nowMs?: number): boolean;
  /** Never rejects: failures land in `status: "error"` and `failedCode`. */
  login(credentials: LoginCredentials): Promise<LoginResult>;
  /** With a `reason`, the portal ended the session by itself: /login says why, once. */
  logout(options?: { reason?: LogoutReason }): Promise<void>;
  /** The spec's expiry path: clears the session, sets isLeaving (the 401 text on /login).
   * Without a token it does nothing, unless `withoutToken`: a missing token on entering
   * the administrator screen is a 401-style logout too (part 1 §8, part 2 §4). */
  expire(options?: { withoutToken?: boolean }): void;
  /** New tokens from a renewal, or those another tab stored (core/session/tokenRenewal.ts).
   * Ignored once the session has ended: a late renewal never logs anyone back in. */
  renewed(tokens: { accessToken: string; refreshToken: string | null }): void;
  setTotals(totals: Partial<SessionTotals>): void;
  setHasUnicas(value: boolean): void;
  setSelectedProduct(product: SelectedProduct | null): void;
  rememberAdministradorFinca(value: boolean): void;
  /** Forgets the one-shot texts of /login: `isLeaving` and `logoutReason`. */
  clearLeaving(): void;
  /** Another tab changed the stored session (crossTab.ts): take its values without
   * writing storage back; with a reason, this tab's session ended too. */
  syncFromOtherTab(patch: Partial<SessionState>, reason?: SessionEndReason): void;
}

export function createSessionStore(storage: StorageAdapter, options: SessionStoreOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEndReason) => void>();
  let state = readSessionState(storage);

  function set(patch: Partial<SessionState>) {
    const changed = (Object.keys(patch) as (keyof SessionState)[]).some((key) => !Object.is(state[key], patch[key]));
    if (!changed) return;
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function persist(key: string, value: string | null) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }

  function requireApi(): SessionApi {
    if (!options.api) {
      throw new Error("Oficina Virtual: this session store has no API; create it with createSessionStore(storage, { api }).");
    }
    return options.api;
  }

  /** Removes what the spec says logout clears and resets the matching state. */
  function clearSession(patch: Partial<SessionState>, reason: SessionEndReason) {
    for (const key of KEYS_CLEARED_ON_LOGOUT) storage.removeItem(key);
    // The idle timeout's shared clock goes too: nothing of the session stays behind.
    storage.removeItem(LAST_ACTIVITY_KEY);
    set({
      status: "loggedOut",
      accessToken: null,
      refreshToken: null,
      profile: null,
      selectedProduct: null,
      failedCode: null,
      email: null,
      isAdministrador: false,
      totals: EMPTY_TOTALS,
      hasUnicasInvoices: null,
      ...patch,
    });
    for (const listener of [...endListeners]) listener(reason);
  }

  function fail(error: unknown): LoginResult {
    // Only a real HTTP answer has a status; no answer, or one we cannot read, is 470.
    const response = error instanceof ApiError && error.kind === "http" && error.status ? { status: error.status } : undefined;
    const failedCode = failedLoginCode(response);
    set({ status: "error", failedCode });
    return { ok: false, failedCode, error };
  }

  const store: SessionStore = {
    getState: () => state,
    getServerSnapshot: () => SERVER_SESSION_STATE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    isAuthenticated(nowMs = now()) {
      return state.accessToken !== null && !isTokenExpired(state.accessToken, nowMs);
    },

    async login(credentials) {
      const api = requireApi();
      store.rememberAdministradorFinca(credentials.isAdministradorFinca);
      set({ status: "loading", failedCode: null });
      let answer: LoginAnswer | null;
      try {
        answer = await api.privateToken(credentials, credentials.isAdministradorFinca ? "administrator" : "customer");
      } catch (error) {
        return fail(error);
      }
      if (!answer?.access_token) return fail(undefined);

      const isAdministrador = answer.isAdministrador === true || answer.isAdministrador === "true";
      const accessToken = answer.access_token;
      persist(SESSION_KEYS.accessToken, accessToken);
      persist(SESSION_KEYS.userToken, accessToken);
      persist(SESSION_KEYS.refreshToken, answer.refresh_token ?? null);
      persist(SESSION_KEYS.email, answer.email ?? null);
      persist(SESSION_KEYS.isAdministrador, String(isAdministrador));
      // Values of a previous session that logout keeps (the spec does not list them):
      // reset here so the new user never sees them. isLeaving must go too, or the home
      // would send the user straight back to /login.
      for (const field of TOTAL_FIELDS) storage.removeItem(SESSION_KEYS[field]);
      storage.removeItem(SESSION_KEYS.hasUnicasInvoices);
      storage.removeItem(SESSION_KEYS.isLeaving);
      storage.removeItem(SESSION_KEYS.logoutReason);
      set({
        accessToken,
        refreshToken: answer.refresh_token ?? null,
        email: answer.email ?? null,
        isAdministrador,
        profile: null,
        totals: EMPTY_TOTALS,
        hasUnicasInvoices: null,
        isLeaving: false,
        logoutReason: null,
      });

      // "After success the profile is loaded": a failed profile does not undo a valid
      // login (the header falls back to the e-mail), but a 401 there ends the session.
      let profile: SessionProfile | null = null;
      try {
        profile = (await api.me()) ?? null;
      } catch {
        profile = null;
      }
      if (state.accessToken !== accessToken) {
        return { ok: false, failedCode: 401, error: new ApiError({ kind: "http", status: 401, message: "session ended during login" }) };
      }
      persist(SESSION_KEYS.profile, profile ? JSON.stringify(profile) : null);
      set({ profile, status: "authenticated" });
      return { ok: true, isAdministrador };
    },

    async logout({ reason } = {}) {
      const { refreshToken } = state;
      if (refreshToken && options.api) {
        try {
          await options.api.logout(refreshToken);
        } catch {
          // The spec ignores logout errors: the local session ends either way.
        }
      }
      clearSession({ logoutReason: reason ?? null }, "logout");
      // Written after the clearing, which removes any older reason.
      if (reason) persist(SESSION_KEYS.logoutReason, reason);
    },

    expire({ withoutToken = false } = {}) {
      // Only a session can expire. Without a token this is a late 401 (several calls
      // failing at once) or a query refetching right after a voluntary logout: neither
      // may flag "session expired". Guards send anonymous users to /login anyway.
      if (state.accessToken === null && !withoutToken) return;
      const { refreshToken } = state;
      persist(SESSION_KEYS.isLeaving, "true");
      clearSession({ isLeaving: true }, "expired");
      // "Logs the user out": also revoke the refresh token, without waiting for it.
      // logout is exempt from the expiry rules, so this cannot loop.
      if (refreshToken && options.api) options.api.logout(refreshToken).catch(() => undefined);
      options.onSessionExpired?.();
    },

    renewed({ accessToken, refreshToken }) {
      if (state.accessToken === null) return;
      persist(SESSION_KEYS.accessToken, accessToken);
      persist(SESSION_KEYS.userToken, accessToken);
      persist(SESSION_KEYS.refreshToken, refreshToken);
      set({ accessToken, refreshToken });
    },

    setTotals(totals) {
      const next = { ...state.totals };
      for (const field of TOTAL_FIELDS) {
        const value = totals[field];
        if (value === undefined) continue;
        next[field] = value;
        persist(SESSION_KEYS[field], value === null ? null : String(value));
      }
      if (TOTAL_FIELDS.some((field) => next[field] !== state.totals[field])) set({ totals: next });
    },
    setHasUnicas(value) {
      persist(SESSION_KEYS.hasUnicasInvoices, String(value));
      set({ hasUnicasInvoices: value });
    },
    setSelectedProduct(product) {
      persist(SESSION_KEYS.selectedProduct, product ? JSON.stringify(product) : null);
      set({ selectedProduct: product });
    },
    rememberAdministradorFinca(value) {
      persist(SESSION_KEYS.rememberedAdministradorFinca, String(value));
      set({ rememberedAdministradorFinca: value });
    },
    clearLeaving() {
      storage.removeItem(SESSION_KEYS.isLeaving);
      storage.removeItem(SESSION_KEYS.logoutReason);
      set({ isLeaving: false, logoutReason: null });
    },
    syncFromOtherTab(patch, reason) {
      set(patch);
      if (reason) for (const listener of [...endListeners]) listener(reason);
    },
  };
  if (state.accessToken !== null && isTokenExpired(state.accessToken, now())) {
    (options.onStoredTokenExpired ?? expireStoredSession)(store);
  }
  return store;
}
