import type { SessionCell } from "./sessionCell";
import { SESSION_KEYS } from "./sessionKeys";
import { type SessionState, toIdleMinutes } from "./sessionState";
import type { RenewedTokens } from "./sessionTypes";

/** Stores the tokens of a login or a renewal, under both of the spec's names for the access
 * token, with the server's idle timeout when the answer gave one (a timeout that does not
 * fit the contract is dropped, as the contract's schema would). Returns the state to set,
 * which the caller merges into one change. */
export function persistTokens(cell: SessionCell, { accessToken, refreshToken, idleMinutes }: RenewedTokens): Partial<SessionState> {
  cell.persist(SESSION_KEYS.accessToken, accessToken);
  cell.persist(SESSION_KEYS.userToken, accessToken);
  cell.persist(SESSION_KEYS.refreshToken, refreshToken);
  if (idleMinutes === undefined) return { accessToken, refreshToken };
  const minutes = toIdleMinutes(idleMinutes);
  cell.persist(SESSION_KEYS.sessionIdleMinutes, minutes === null ? null : String(minutes));
  return { accessToken, refreshToken, idleMinutes: minutes };
}
