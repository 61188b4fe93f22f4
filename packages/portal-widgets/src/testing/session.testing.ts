// Session fixtures for stories and component tests; not exported from the library.

import { makeJwt } from "../core/client/client.testing";
import { DRAFTS_KEY, type DraftValues } from "../core/session/drafts";
import { SESSION_KEYS } from "../core/session/sessionKeys";
import { sessionOwner } from "../core/session/sessionOwner";
import { readSessionState } from "../core/session/sessionState";
import { memoryStorage } from "../core/session/storage";

/** An unsigned JWT valid for a year: the client only reads its `exp`. */
export function storyJwt(claims: Record<string, unknown> = {}): string {
  return makeJwt(365 * 24 * 3600, { sub: "demo", ...claims });
}

export interface LoggedInOptions {
  admin?: boolean;
  email?: string;
  totalElectricidad?: number;
  totalGas?: number;
  /** Any further stored keys (selectedProduct, cups…), as the spec stores them. */
  extra?: Record<string, string>;
}

/** Storage items of a logged-in customer (or administrator), for `memoryStorage(items)`
 * or a story's `parameters.portal.storage`. */
export function loggedInStorage({
  admin = false,
  email = admin ? "fincas@example.com" : "demo@example.com",
  totalElectricidad = admin ? 30 : 12,
  totalGas = admin ? 10 : 3,
  extra = {},
}: LoggedInOptions = {}): Record<string, string> {
  const token = storyJwt();
  return {
    [SESSION_KEYS.accessToken]: token,
    [SESSION_KEYS.userToken]: token,
    [SESSION_KEYS.refreshToken]: "story-refresh-token",
    [SESSION_KEYS.email]: email,
    [SESSION_KEYS.isAdministrador]: String(admin),
    [SESSION_KEYS.totalElectricidad]: String(totalElectricidad),
    [SESSION_KEYS.totalGas]: String(totalGas),
    [SESSION_KEYS.totalContractsElectricidad]: String(totalElectricidad),
    [SESSION_KEYS.totalContractsGas]: String(totalGas),
    [SESSION_KEYS.profile]: JSON.stringify({ username: admin ? email : "demo", email, firstName: "Lucía", lastName: "García" }),
    ...extra,
  };
}

/** sessionStorage items holding drafts of the user stored in `session` (`loggedInStorage()`
 * by default), for a story's `parameters.portal.drafts` or `memoryStorage(items)`. */
export function draftItems(
  forms: Record<string, DraftValues>,
  { session = loggedInStorage(), savedAt = Date.now() - 5 * 60_000 }: { session?: Record<string, string>; savedAt?: number } = {},
): Record<string, string> {
  const owner = sessionOwner(readSessionState(memoryStorage(session)));
  const stored = Object.fromEntries(Object.entries(forms).map(([form, values]) => [form, { values, savedAt }]));
  return { [DRAFTS_KEY]: JSON.stringify({ v: 1, owner, forms: stored }) };
}
