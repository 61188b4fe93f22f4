import { SESSION_KEYS } from "./sessionKeys";
import { sessionOwner } from "./sessionOwner";
import { readSessionState } from "./sessionState";
import type { SessionStore } from "./sessionStore";
import type { StorageAdapter } from "./storage";

export interface OtherTabHandlers {
  /** Another tab logged out: this tab's session ended too (go to /login, no expiry text). */
  onLoggedOut?: (() => void) | undefined;
  /** The session expired in another tab: the same expiry path as here. */
  onExpired?: (() => void) | undefined;
  /** Another user logged in elsewhere: this tab now holds their session (go to their home). */
  onUserChanged?: ((isAdministrador: boolean) => void) | undefined;
}

const SHARED_KEYS = new Set<string>(Object.values(SESSION_KEYS));

/**
 * Keeps this tab's session in step with the others that share its storage. The session
 * lives in localStorage, which every tab shares, but each tab holds its state in memory:
 * without this, a tab kept showing (and calling the API as) a user who had logged out, or
 * who was replaced by another, in a second tab.
 *
 * Works on `storage` events (the adapter's `watch`), which every browser fires in the
 * other tabs and never in the one that wrote. They arrive in the order the writes were
 * made, so expiry, which writes `isLeaving` before removing the token, is told apart from
 * a logout, which does not. Nothing here writes storage: the tab that ended the session
 * already did, and a write would echo back to it.
 */
export function watchOtherTabs(
  session: SessionStore,
  storage: StorageAdapter,
  handlers: OtherTabHandlers = {},
  options: { catchUp?: boolean } = {},
): () => void {
  if (!storage.watch) return () => undefined;
  let leavingSeen = false;

  const stop = storage.watch(onChange);
  // Started late (its code is a chunk loaded after the first render): what another tab did
  // meanwhile sent no event this watch heard, so compare with storage once, as for an
  // unknown change (`key` null).
  if (options.catchUp) onChange({ key: null, newValue: null }, true);
  return stop;

  function onChange({ key, newValue }: { key: string | null; newValue: string | null }, catchingUp = false) {
    if (key !== null && !SHARED_KEYS.has(key)) return;
    if (key === SESSION_KEYS.isLeaving) leavingSeen = newValue === "true";
    const mine = session.getState();
    // This tab is logging in itself: its own answer decides.
    if (mine.status === "loading") return;
    const stored = readSessionState(storage);
    if (catchingUp && stored.accessToken === mine.accessToken) return;

    if (mine.accessToken !== null && stored.accessToken === null) {
      const expired = leavingSeen || stored.isLeaving;
      leavingSeen = false;
      session.syncFromOtherTab({ ...stored, status: "loggedOut", failedCode: null, isLeaving: expired }, expired ? "expired" : "logout");
      if (expired) handlers.onExpired?.();
      else handlers.onLoggedOut?.();
      return;
    }
    if (stored.accessToken === null) {
      // Signed out here and there: only the remembered checkbox is worth taking. Not
      // isLeaving: the other tab's login screen clearing it must not hide this one's text.
      session.syncFromOtherTab({ rememberedAdministradorFinca: stored.rememberedAdministradorFinca });
      return;
    }
    const before = sessionOwner(mine);
    const after = sessionOwner(stored);
    const replaced = mine.accessToken !== null && before !== after;
    // The same user with a new token (a login in another tab, a renewal), or a login while
    // this tab was signed out: take the stored session as it is. Another user: the
    // previous one's session ended in this tab, so their cached data goes first.
    session.syncFromOtherTab({ ...stored, status: "authenticated", failedCode: null, isLeaving: false }, replaced ? "logout" : undefined);
    if (replaced) handlers.onUserChanged?.(stored.isAdministrador);
  }
}
