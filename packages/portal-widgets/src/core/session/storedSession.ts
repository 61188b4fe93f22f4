/**
 * What a session read back from storage does when its access token has already expired
 * (the portal reopened after the token's `exp`): the spec's expiry path, as for a 401 —
 * the stale token and profile leave storage, `isLeaving` is set so /login says
 * 'La sesión ha caducado…', and the provider's `onSessionExpired` runs (the provider holds
 * it until it has mounted). Drafts are kept: it was not a logout.
 *
 * The hook point for token renewal: `createSessionStore(storage, { onStoredTokenExpired })`
 * replaces this with a function that tries the refresh token first and calls
 * `session.expire()` only when that fails.
 */
// Typed by what it uses, not SessionStore: sessionStore.ts imports this file.
export function expireStoredSession(session: { expire(): void }): void {
  session.expire();
}
