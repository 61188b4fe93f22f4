import { decodeJwtPayload, isTokenExpired } from "../../domain";
import { ApiError } from "../client/ApiError";
import { SESSION_KEYS } from "./sessionKeys";
import type { SessionStore } from "./sessionStore";
import type { StorageAdapter } from "./storage";

/*
 * Renewing the access token with the refresh token (our refreshToken call). The server
 * rotates the refresh token on every use and treats a token redeemed twice as stolen: it
 * ends the session (apps/api/src/auth/rotation.ts). So the one rule here is that a refresh
 * token is never sent twice, neither by two calls of this tab nor by two tabs:
 *
 * - in a tab, renewals are single-flight: whoever asks while one is running gets its answer;
 * - across tabs (they share localStorage), a renewal runs under a Web Lock
 *   (navigator.locks, every current browser) and, holding it, reads the stored tokens again:
 *   if another tab has renewed meanwhile, this one adopts its tokens instead of sending the
 *   spent refresh token. Without Web Locks only that re-read remains, which narrows the race
 *   to one round trip but cannot close it.
 */

/** What a renewal came to: new tokens (`renewed`), the session is over (`refused`: the
 * server said 401, or there is nothing to renew with) or it could not be told (`failed`:
 * no answer, a 429; try again later). */
export type RenewalOutcome = "renewed" | "refused" | "failed";

export interface TokenRenewal {
  /** Renews unless the access token is no longer `staleToken` (someone already did). Never
   * rejects. */
  renew(staleToken?: string | null): Promise<RenewalOutcome>;
}

/** The part of `navigator.locks` used here. */
export interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The refreshToken answer; `session_idle_minutes` is the server's idle timeout, when it
 * says it. */
export interface RefreshAnswer {
  access_token: string;
  refresh_token: string;
  session_idle_minutes?: number | null | undefined;
}

export interface TokenRenewalOptions {
  session: Pick<SessionStore, "getState" | "renewed">;
  storage: StorageAdapter;
  /** The refreshToken call. */
  refresh(refreshToken: string): Promise<RefreshAnswer | null>;
  /** `navigator.locks` by default, when the browser has it; null for none. */
  locks?: LockLike | null | undefined;
  now?: (() => number) | undefined;
}

export const RENEWAL_LOCK = "oficina-virtual:token-renewal";
/** A token another tab stored is taken as it is when it has at least this long to live. */
const ADOPT_MIN_LEFT_MS = 30_000;

export function createTokenRenewal(options: TokenRenewalOptions): TokenRenewal {
  const now = options.now ?? Date.now;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  let running: Promise<RenewalOutcome> | null = null;

  async function renewHoldingLock(staleToken: string | null | undefined): Promise<RenewalOutcome> {
    const { session, storage } = options;
    const held = session.getState();
    if (held.accessToken === null) return "refused";
    if (staleToken && held.accessToken !== staleToken) return "renewed";

    // Another tab may have rotated the refresh token this tab holds.
    const storedRefresh = storage.getItem(SESSION_KEYS.refreshToken);
    const storedAccess = storage.getItem(SESSION_KEYS.accessToken);
    let refreshToken = held.refreshToken;
    if (storedAccess !== null && storedAccess !== held.accessToken) {
      session.renewed({ accessToken: storedAccess, refreshToken: storedRefresh });
      if (!isTokenExpired(storedAccess, now() + ADOPT_MIN_LEFT_MS)) return "renewed";
      refreshToken = storedRefresh;
    } else if (storedRefresh !== null && storedRefresh !== held.refreshToken) {
      refreshToken = storedRefresh;
    }
    if (!refreshToken) return "refused";

    let answer: RefreshAnswer | null;
    try {
      answer = await options.refresh(refreshToken);
    } catch (error) {
      return refusedBy(error) ? "refused" : "failed";
    }
    if (!answer?.access_token || decodeJwtPayload(answer.access_token) === null) return "failed";
    // Logged out (or expired) while the call was out: the new tokens are not wanted.
    if (session.getState().accessToken === null) return "refused";
    session.renewed({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      // A server that does not say keeps the timeout the login gave.
      ...(answer.session_idle_minutes == null ? {} : { idleMinutes: answer.session_idle_minutes }),
    });
    return "renewed";
  }

  return {
    renew(staleToken) {
      if (!running) {
        const task = () => renewHoldingLock(staleToken).catch((): RenewalOutcome => "failed");
        running = (locks ? locks.request(RENEWAL_LOCK, task) : task()).catch((): RenewalOutcome => "failed");
        void running.finally(() => {
          running = null;
        });
      }
      return running;
    },
  };
}

/** The server's word that the refresh token is no good: 401, or 400 for one it cannot even
 * read. A 429 or a 5xx says nothing about the session. */
function refusedBy(error: unknown): boolean {
  return error instanceof ApiError && error.kind === "http" && (error.status === 401 || error.status === 400);
}

function browserLocks(): LockLike | null {
  try {
    const locks = typeof navigator === "undefined" ? undefined : (navigator as { locks?: LockLike }).locks;
    return locks && typeof locks.request === "function" ? locks : null;
  } catch {
    return null;
  }
}
