import type { LazyMessageKey } from "./messages";

// A record, so an area added to LazyMessages must be listed here too (withOverrides keeps a
// host's overrides of these areas, which es-ES leaves out).
const LAZY_MESSAGES: Record<LazyMessageKey, true> = {
  fields: true,
  validation: true,
  rules: true,
  emailLinkPassword: true,
  dateRange: true,
  reading: true,
  identity: true,
  signup: true,
  changePassword: true,
  resendValidation: true,
  passwordReset: true,
  setPassword: true,
  recoverUsername: true,
  tokenPages: true,
  issues: true,
  contracts: true,
  invoices: true,
  exportLimits: true,
  connectionCheck: true,
  telemetry: true,
  loadCurve: true,
  certificate: true,
};
export const LAZY_MESSAGE_KEYS = Object.keys(LAZY_MESSAGES) as LazyMessageKey[];
