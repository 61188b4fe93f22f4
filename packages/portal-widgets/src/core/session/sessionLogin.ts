import { failedLoginCode } from "../../domain";
import { ApiError } from "../client/ApiError";
import type { SessionCell } from "./sessionCell";
import { SESSION_KEYS } from "./sessionKeys";
import { EMPTY_TOTALS, type SessionProfile, TOTAL_FIELDS } from "./sessionState";
import { persistTokens } from "./sessionTokens";
import type { LoginAnswer, LoginCredentials, LoginResult, SessionApi } from "./sessionTypes";

/** Logs in: the tokens, then the profile. Never rejects: failures land in `status: "error"`
 * and `failedCode`. */
export async function logIn(cell: SessionCell, api: SessionApi, credentials: LoginCredentials): Promise<LoginResult> {
  cell.set({ status: "loading", failedCode: null });
  let answer: LoginAnswer | null;
  try {
    answer = await api.privateToken(credentials, credentials.isAdministradorFinca ? "administrator" : "customer");
  } catch (error) {
    return failLogin(cell, error);
  }
  if (!answer?.access_token) return failLogin(cell, undefined);
  const isAdministrador = storeLoginAnswer(cell, answer);
  const accessToken = answer.access_token;

  // "After success the profile is loaded": a failed profile does not undo a valid
  // login (the header falls back to the e-mail), but a 401 there ends the session.
  let profile: SessionProfile | null = null;
  try {
    profile = (await api.me()) ?? null;
  } catch {
    profile = null;
  }
  if (cell.state().accessToken !== accessToken) {
    return { ok: false, failedCode: 401, error: new ApiError({ kind: "http", status: 401, message: "session ended during login" }) };
  }
  cell.persist(SESSION_KEYS.profile, profile ? JSON.stringify(profile) : null);
  cell.set({ profile, status: "authenticated" });
  return { ok: true, isAdministrador };
}

/** Stores a successful login answer and forgets what a previous session left; returns
 * whether the user is an administrator. */
export function storeLoginAnswer(cell: SessionCell, answer: LoginAnswer): boolean {
  const isAdministrador = answer.isAdministrador === true || answer.isAdministrador === "true";
  const tokens = persistTokens(cell, {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    idleMinutes: answer.session_idle_minutes ?? null,
  });
  cell.persist(SESSION_KEYS.email, answer.email ?? null);
  cell.persist(SESSION_KEYS.isAdministrador, String(isAdministrador));
  // Values of a previous session that logout keeps (the spec does not list them):
  // reset here so the new user never sees them. isLeaving must go too, or the home
  // would send the user straight back to /login.
  for (const field of TOTAL_FIELDS) cell.storage.removeItem(SESSION_KEYS[field]);
  cell.storage.removeItem(SESSION_KEYS.hasUnicasInvoices);
  cell.storage.removeItem(SESSION_KEYS.isLeaving);
  cell.storage.removeItem(SESSION_KEYS.logoutReason);
  cell.set({
    ...tokens,
    email: answer.email ?? null,
    isAdministrador,
    profile: null,
    totals: EMPTY_TOTALS,
    hasUnicasInvoices: null,
    isLeaving: false,
    logoutReason: null,
  });
  return isAdministrador;
}

/** A failed login: the spec's code for it (470 when there was no HTTP answer to read). */
export function failLogin(cell: SessionCell, error: unknown): LoginResult {
  const response = error instanceof ApiError && error.kind === "http" && error.status ? { status: error.status } : undefined;
  const failedCode = failedLoginCode(response);
  cell.set({ status: "error", failedCode });
  return { ok: false, failedCode, error };
}
