import { LAST_ACTIVITY_KEY } from "./activityKey";
import type { SessionCell } from "./sessionCell";
import { KEYS_CLEARED_ON_LOGOUT, type LogoutReason, SESSION_KEYS } from "./sessionKeys";
import { EMPTY_TOTALS, type SessionState } from "./sessionState";
import type { SessionEndReason, SessionStoreOptions } from "./sessionTypes";

/** Removes what the spec says logout clears and resets the matching state. */
export function clearSession(cell: SessionCell, patch: Partial<SessionState>, reason: SessionEndReason): void {
  for (const key of KEYS_CLEARED_ON_LOGOUT) cell.storage.removeItem(key);
  // The idle timeout's shared clock goes too: nothing of the session stays behind.
  cell.storage.removeItem(LAST_ACTIVITY_KEY);
  cell.set({
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
    idleMinutes: null,
    ...patch,
  });
  cell.ended(reason);
}

/** Revokes the refresh token (errors ignored, as the spec does) and clears the session;
 * with a `reason`, /login says why, once. */
export async function logOut(cell: SessionCell, api: SessionStoreOptions["api"], reason: LogoutReason | undefined): Promise<void> {
  const { refreshToken } = cell.state();
  if (refreshToken && api) {
    try {
      await api.logout(refreshToken);
    } catch {
      // The spec ignores logout errors: the local session ends either way.
    }
  }
  clearSession(cell, { logoutReason: reason ?? null }, "logout");
  // Written after the clearing, which removes any older reason.
  if (reason) cell.persist(SESSION_KEYS.logoutReason, reason);
}

/** The spec's expiry path: clears the session and sets isLeaving (the 401 text on /login). */
export function expireSession(cell: SessionCell, options: SessionStoreOptions, withoutToken: boolean): void {
  // Only a session can expire. Without a token this is a late 401 (several calls
  // failing at once) or a query refetching right after a voluntary logout: neither
  // may flag "session expired". Guards send anonymous users to /login anyway.
  if (cell.state().accessToken === null && !withoutToken) return;
  const { refreshToken } = cell.state();
  cell.persist(SESSION_KEYS.isLeaving, "true");
  clearSession(cell, { isLeaving: true }, "expired");
  // "Logs the user out": also revoke the refresh token, without waiting for it.
  // logout is exempt from the expiry rules, so this cannot loop.
  if (refreshToken && options.api) options.api.logout(refreshToken).catch(() => undefined);
  options.onSessionExpired?.();
}
