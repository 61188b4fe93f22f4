/** The names the spec stores values under (part 1 §3, part 2 §3). The host app and the
 * CMS embed share them with any page still reading the old keys, so they stay as the
 * spec writes them. */
export const SESSION_KEYS = {
  accessToken: "accessToken",
  /** The spec only says "refresh token"; this is the name we chose. */
  refreshToken: "refreshToken",
  /** Written together with `accessToken` (the spec's "user token"). */
  userToken: "user-token",
  email: "email",
  /** The text "true" or "false". */
  isAdministrador: "isAdministrador",
  totalElectricidad: "totalElectricidad",
  totalGas: "totalGas",
  totalContractsElectricidad: "totalContractsElectricidad",
  totalContractsGas: "totalContractsGas",
  hasUnicasInvoices: "hasUnicasInvoices",
  isLeaving: "isLeaving",
  /** Why the portal itself ended the session ("noContracts"): /login explains it once. */
  logoutReason: "logoutReason",
  /** JSON. */
  profile: "profile",
  cups: "cups",
  contracts: "contracts",
  selectedProduct: "selectedProduct",
  issues: "issues",
  categoryIDCached: "categoryIDCached",
  subcategoriesSelected: "subcategoriesSelected",
  /** Ours: the server's idle timeout in minutes, as the login or the last refresh said it
   * (the warning comes one minute before). */
  sessionIdleMinutes: "sessionIdleMinutes",
  /** The remembered "Administrador de finca" checkbox of the login form. */
  rememberedAdministradorFinca: "isAdministradorFinca",
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Why the portal logged the customer out by itself, for /login to say (part 1 §4: an
 * empty first contracts answer). */
export type LogoutReason = "noContracts";

/** What logout (and expiry) remove: everything the session stored. The spec lists less
 * ("the token, profile, cups, contracts, selected product, issues") and left the e-mail,
 * the role flag and the totals behind for anyone who opens the browser next; we go
 * further on purpose, so that nothing of a session outlives it on a shared computer. Two keys stay: the remembered "Administrador de finca"
 * checkbox, a preference of this browser rather than of a session, and `isLeaving`, which
 * expiry sets for the login screen to read (logout never sets it). `logoutReason` is
 * removed like the rest and written again only by the logout that gives one. Form drafts live
 * elsewhere (sessionStorage, core/session/drafts.ts): logout clears them, expiry keeps them. */
export const KEYS_CLEARED_ON_LOGOUT: readonly SessionKey[] = (Object.values(SESSION_KEYS) as SessionKey[]).filter(
  (key) => key !== SESSION_KEYS.rememberedAdministradorFinca && key !== SESSION_KEYS.isLeaving,
);
