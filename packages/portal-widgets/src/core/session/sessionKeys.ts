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
  /** JSON. */
  profile: "profile",
  cups: "cups",
  contracts: "contracts",
  selectedProduct: "selectedProduct",
  issues: "issues",
  categoryIDCached: "categoryIDCached",
  subcategoriesSelected: "subcategoriesSelected",
  /** The remembered "Administrador de finca" checkbox of the login form. */
  rememberedAdministradorFinca: "isAdministradorFinca",
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** What logout (and expiry) remove, exactly the spec's list: "the token, profile, cups,
 * contracts, selected product, issues". The remembered checkbox, the e-mail, the role
 * flag and the totals stay until the next login overwrites them. */
export const KEYS_CLEARED_ON_LOGOUT: readonly SessionKey[] = [
  SESSION_KEYS.accessToken,
  SESSION_KEYS.refreshToken,
  SESSION_KEYS.userToken,
  SESSION_KEYS.profile,
  SESSION_KEYS.cups,
  SESSION_KEYS.contracts,
  SESSION_KEYS.selectedProduct,
  SESSION_KEYS.issues,
];
