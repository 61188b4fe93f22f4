// UNSTABLE: the parts of @oficina-virtual/portal-widgets that the reference host app,
// Storybook and the library's own tests need beyond the public API (src/index.ts). Nothing
// here is covered by semver: any release may rename, change or remove it. A host of your
// own should need only the main entry; api-report.md lists both.

export { configureZodWithoutEval } from "./core/client/zodWithoutEval";
export { lazyQueryClient, type QueryClientSource } from "./core/queries/queryClientSource";
export { type Access, type AccessInput, mayShow, redirectFor } from "./core/react/access";
export { PortalProviderWithClient, type PortalProviderWithClientProps } from "./core/react/PortalProviderWithClient";
export type { PortalContextValue } from "./core/react/portalContext";
export { useLabels, usePortal } from "./core/react/portalHooks";
export { WithQueryClient } from "./core/react/WithQueryClient";
export { preloadRememberedLocale } from "./core/session/localePreference";
export { memoryStorage } from "./core/session/storage";
export { STORED_KEYS, type StoredKeyInfo } from "./core/session/storedKeys";
export {
  type DeepPartial,
  esES,
  formatMessage,
  type LabelArea,
  labelsOf,
  languageTag,
  loadMessages,
  type MessageArea,
  messagesOf,
} from "./locales";
// The text areas outside the first load, read with useLabels / labelsOf and useMessageArea /
// messagesOf (README, "Texts"); a host overrides them through PortalProvider's `messages`.
export { accessibilityArea } from "./locales/labels/accessibility";
export { accountArea } from "./locales/labels/account";
export { accountLoginArea } from "./locales/labels/accountLogin";
export { homeArea } from "./locales/labels/home";
export { homeFrameArea } from "./locales/labels/homeFrame";
export { insightsArea } from "./locales/labels/insights";
export { invoiceListsArea } from "./locales/labels/invoiceLists";
export { invoicesArea } from "./locales/labels/invoices";
export { powerArea } from "./locales/labels/power";
export { telemetryArea } from "./locales/labels/telemetry";
export { certificateMessages } from "./locales/messageAreas/certificate";
export { changePasswordMessages } from "./locales/messageAreas/changePassword";
export { connectionCheckMessages } from "./locales/messageAreas/connectionCheck";
export { contractsMessages } from "./locales/messageAreas/contracts";
export { dateRangeMessages } from "./locales/messageAreas/dateRange";
export { emailLinkPasswordMessages } from "./locales/messageAreas/emailLinkPassword";
export { exportLimitsMessages } from "./locales/messageAreas/exportLimits";
export { fieldsMessages } from "./locales/messageAreas/fields";
export { fieldsLoginMessages } from "./locales/messageAreas/fieldsLogin";
export { identityMessages } from "./locales/messageAreas/identity";
export { invoicesMessages } from "./locales/messageAreas/invoices";
export { issuesMessages } from "./locales/messageAreas/issues";
export { loadCurveMessages } from "./locales/messageAreas/loadCurve";
export { passwordResetMessages } from "./locales/messageAreas/passwordReset";
export { readingMessages } from "./locales/messageAreas/reading";
export { recoverUsernameMessages } from "./locales/messageAreas/recoverUsername";
export { resendValidationMessages } from "./locales/messageAreas/resendValidation";
export { rulesMessages } from "./locales/messageAreas/rules";
export { setPasswordMessages } from "./locales/messageAreas/setPassword";
export { signupMessages } from "./locales/messageAreas/signup";
export { telemetryMessages } from "./locales/messageAreas/telemetry";
export { tokenPagesMessages } from "./locales/messageAreas/tokenPages";
export { validationMessages } from "./locales/messageAreas/validation";
export { validationLoginMessages } from "./locales/messageAreas/validationLogin";
export { useMessageArea } from "./widgets/shared/messages/useMessageArea";
