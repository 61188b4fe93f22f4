import type { Role } from "../client/clientTypes";
import type { LogoutReason } from "./sessionKeys";
import type { SelectedProduct, SessionProfile, SessionState, SessionTotals } from "./sessionState";

/** The session store's interface and what goes in and out of it (sessionStore.ts). */

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
  /** The server's idle timeout (ours; older servers leave it out). */
  session_idle_minutes?: number | null | undefined;
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

/** What a renewal brings; `idleMinutes` left out keeps the timeout the session has. */
export interface RenewedTokens {
  accessToken: string;
  refreshToken: string | null;
  idleMinutes?: number | null | undefined;
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
  renewed(tokens: RenewedTokens): void;
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
