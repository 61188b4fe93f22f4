// UNSTABLE: the parts of @oficina-virtual/portal-widgets that the reference host app,
// Storybook and the library's own tests need beyond the public API (src/index.ts). Nothing
// here is covered by semver: any release may rename, change or remove it. A host of your
// own should need only the main entry; api-report.md lists both.

export { configureZodWithoutEval } from "./core/client/zodWithoutEval";
export { type Access, type AccessInput, mayShow, redirectFor } from "./core/react/access";
export type { PortalContextValue } from "./core/react/portalContext";
export { usePortal, useTexts } from "./core/react/portalHooks";
export { WithQueryClient } from "./core/react/WithQueryClient";
export { preloadRememberedLocale } from "./core/session/localePreference";
export { memoryStorage } from "./core/session/storage";
export { STORED_KEYS, type StoredKeyInfo } from "./core/session/storedKeys";
export { type DeepPartial, esES, formatMessage, languageTag, loadMessages, type TextArea, textsOf } from "./locales";
export { certificateMessages } from "./locales/es-ES/certificate";
export { changePasswordMessages } from "./locales/es-ES/changePassword";
export { connectionCheckMessages } from "./locales/es-ES/connectionCheck";
export { contractsMessages } from "./locales/es-ES/contracts";
export { dateRangeMessages } from "./locales/es-ES/dateRange";
export { emailLinkPasswordMessages } from "./locales/es-ES/emailLinkPassword";
export { exportLimitsMessages } from "./locales/es-ES/exportLimits";
export { fieldsMessages } from "./locales/es-ES/fields";
export { fieldsLoginMessages } from "./locales/es-ES/fieldsLogin";
export { identityMessages } from "./locales/es-ES/identity";
export { invoicesMessages } from "./locales/es-ES/invoices";
export { issuesMessages } from "./locales/es-ES/issues";
// The text areas a host reads with useTexts / textsOf (README, "Texts"); a host overrides
// them through PortalProvider's `messages`.
export { accessibilityArea } from "./locales/es-ES/labels/accessibility";
export { accountArea } from "./locales/es-ES/labels/account";
export { accountLoginArea } from "./locales/es-ES/labels/accountLogin";
export { homeArea } from "./locales/es-ES/labels/home";
export { homeFrameArea } from "./locales/es-ES/labels/homeFrame";
export { insightsArea } from "./locales/es-ES/labels/insights";
export { invoiceListsArea } from "./locales/es-ES/labels/invoiceLists";
export { invoicesArea } from "./locales/es-ES/labels/invoices";
export { pagesArea } from "./locales/es-ES/labels/pages";
export { powerArea } from "./locales/es-ES/labels/power";
export { telemetryArea } from "./locales/es-ES/labels/telemetry";
export { loadCurveMessages } from "./locales/es-ES/loadCurve";
export { passwordResetMessages } from "./locales/es-ES/passwordReset";
export { readingMessages } from "./locales/es-ES/reading";
export { recoverUsernameMessages } from "./locales/es-ES/recoverUsername";
export { resendValidationMessages } from "./locales/es-ES/resendValidation";
export { rulesMessages } from "./locales/es-ES/rules";
export { setPasswordMessages } from "./locales/es-ES/setPassword";
export { signupMessages } from "./locales/es-ES/signup";
export { telemetryMessages } from "./locales/es-ES/telemetry";
export { tokenPagesMessages } from "./locales/es-ES/tokenPages";
export { validationMessages } from "./locales/es-ES/validation";
export { validationLoginMessages } from "./locales/es-ES/validationLogin";
