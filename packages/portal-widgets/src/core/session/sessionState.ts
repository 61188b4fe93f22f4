import type { UserProfile } from "@oficina-virtual/api-contract";
import { type LogoutReason, SESSION_KEYS } from "./sessionKeys";
import type { StorageAdapter } from "./storage";

/** The spec's authentication status (loading, success, error, logged-out), plus
 * `anonymous` for "nobody has tried yet". */
export type SessionStatus = "anonymous" | "loading" | "authenticated" | "error" | "loggedOut";

/** The profile from `me`, as the contract parses it. */
export type SessionProfile = UserProfile;

/** Contract counts the header and the invoice tabs read; `null` until loaded. */
export interface SessionTotals {
  totalElectricidad: number | null;
  totalGas: number | null;
  totalContractsElectricidad: number | null;
  totalContractsGas: number | null;
}

export type BusinessLine = "Electricidad" | "Gas";

/** The supply point a customer works on (part 2 §3). */
export interface SelectedProduct {
  line: BusinessLine;
  cups: string;
  codAbonado: string;
}

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  refreshToken: string | null;
  email: string | null;
  isAdministrador: boolean;
  profile: SessionProfile | null;
  totals: SessionTotals;
  /** Whether the customer has unified ("únicas") invoices; `null` until known. */
  hasUnicasInvoices: boolean | null;
  /** Set when the session expired; the login screen reads it and then clears it. */
  isLeaving: boolean;
  /** Set when the portal itself logged the customer out (no contracts); the login screen
   * says why, then clears it. */
  logoutReason: LogoutReason | null;
  /** The failed-login code (part 1 §4), `null` unless `status` is `error`. */
  failedCode: number | null;
  selectedProduct: SelectedProduct | null;
  /** The login form's remembered "Administrador de finca" checkbox. */
  rememberedAdministradorFinca: boolean;
  /** Minutes without a refresh after which the server ends the session, as its login or
   * refresh answer said; `null` when it did not say (the provider's value applies). */
  idleMinutes: number | null;
}

export const EMPTY_TOTALS: SessionTotals = Object.freeze({
  totalElectricidad: null,
  totalGas: null,
  totalContractsElectricidad: null,
  totalContractsGas: null,
});

/** What the server renders: nobody logged in, nothing read from storage. Also the
 * snapshot React uses while hydrating, so server and first client render agree. */
export const SERVER_SESSION_STATE: SessionState = Object.freeze({
  status: "anonymous",
  accessToken: null,
  refreshToken: null,
  email: null,
  isAdministrador: false,
  profile: null,
  totals: EMPTY_TOTALS,
  hasUnicasInvoices: null,
  isLeaving: false,
  logoutReason: null,
  failedCode: null,
  selectedProduct: null,
  rememberedAdministradorFinca: false,
  idleMinutes: null,
});

export const TOTAL_FIELDS = [
  "totalElectricidad",
  "totalGas",
  "totalContractsElectricidad",
  "totalContractsGas",
] as const satisfies readonly (keyof SessionTotals & keyof typeof SESSION_KEYS)[];

/** Reads a session back from storage. Stored values are outside input (another tab,
 * an older version of the portal), so each one is checked rather than trusted. */
export function readSessionState(storage: StorageAdapter): SessionState {
  const text = (key: string) => {
    const value = storage.getItem(key);
    return value === null || value === "" ? null : value;
  };
  const accessToken = text(SESSION_KEYS.accessToken) ?? text(SESSION_KEYS.userToken);
  const totals = { ...EMPTY_TOTALS };
  for (const field of TOTAL_FIELDS) totals[field] = toNumber(text(SESSION_KEYS[field]));
  const unicas = text(SESSION_KEYS.hasUnicasInvoices);
  return {
    status: accessToken ? "authenticated" : "anonymous",
    accessToken,
    refreshToken: text(SESSION_KEYS.refreshToken),
    email: text(SESSION_KEYS.email),
    isAdministrador: text(SESSION_KEYS.isAdministrador) === "true",
    profile: toProfile(parseJson(text(SESSION_KEYS.profile))),
    totals,
    hasUnicasInvoices: unicas === null ? null : unicas === "true",
    isLeaving: text(SESSION_KEYS.isLeaving) === "true",
    logoutReason: text(SESSION_KEYS.logoutReason) === "noContracts" ? "noContracts" : null,
    failedCode: null,
    selectedProduct: toSelectedProduct(parseJson(text(SESSION_KEYS.selectedProduct))),
    rememberedAdministradorFinca: text(SESSION_KEYS.rememberedAdministradorFinca) === "true",
    idleMinutes: toIdleMinutes(toNumber(text(SESSION_KEYS.sessionIdleMinutes))),
  };
}

function toNumber(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The contract's bounds of `session_idle_minutes`: whole minutes, 1 to a day. */
export function toIdleMinutes(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 1440 ? value : null;
}

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A stored profile, checked by the rules of the contract's `userProfileSchema` (the `me`
 * answer), written out here because this runs on the first page, which loads no zod;
 * sessionState.test.ts holds the two to the same answers. */
export function toProfile(value: unknown): SessionProfile | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const text = (max: number) => (field: unknown) => typeof field === "string" && field.length <= max;
  const optional = (max: number) => (field: unknown) => field === undefined || field === null || text(max)(field);
  const rules = {
    username: text(100),
    email: text(254),
    firstName: optional(100),
    lastName: optional(100),
    family_name: optional(100),
    given_name: optional(100),
  };
  const profile: Record<string, unknown> = {};
  for (const [key, valid] of Object.entries(rules)) {
    if (!valid(record[key])) return null;
    if (key in record) profile[key] = record[key];
  }
  return profile as SessionProfile;
}

/** The spec warns the line may arrive in any letter case. */
export function toBusinessLine(value: unknown): BusinessLine | null {
  if (typeof value !== "string") return null;
  const lower = value.trim().toLowerCase();
  return lower === "electricidad" ? "Electricidad" : lower === "gas" ? "Gas" : null;
}

function toSelectedProduct(value: unknown): SelectedProduct | null {
  if (typeof value !== "object" || value === null) return null;
  const { line, cups, codAbonado } = value as Record<string, unknown>;
  const businessLine = toBusinessLine(line);
  if (!businessLine || typeof cups !== "string" || (typeof codAbonado !== "string" && typeof codAbonado !== "number")) {
    return null;
  }
  return { line: businessLine, cups, codAbonado: String(codAbonado) };
}
