// The public API of @oficina-virtual/portal-widgets. Nothing that is not exported here is
// public: widgets, hooks and helpers import each other through their own modules.

export {
  APPEARANCE_ELEMENTS,
  type Appearance,
  type AppearanceElement,
  type ColorScheme,
  type ColorSchemePreference,
} from "./core/appearance/appearance";
export { COLOR_SCHEME_KEY } from "./core/appearance/colorScheme";
export { THEME_TOKENS, type ThemeToken, type ThemeVariables } from "./core/appearance/tokens";
export { ApiError, type ApiErrorKind, isApiError } from "./core/client/ApiError";
export type {
  ApiClientOptions,
  CallOptions,
  ClientSession,
  DownloadResult,
  RawDownloadOptions,
  RequestCounter,
  RequestInfo,
  Role,
} from "./core/client/clientTypes";
export { createApiClient, type PortalApiClient, type PortalRoutes } from "./core/client/contractClient";
export { lazyQueryClient, type QueryClientSource, readyQueryClient } from "./core/queries/queryClientSource";
export { defaultLinks, type PortalLinks } from "./core/react/links";
export { PortalProvider, type PortalProviderProps } from "./core/react/PortalProvider";
export { PortalProviderWithClient, type PortalProviderWithClientProps } from "./core/react/PortalProviderWithClient";
export type { AppearanceState, ConnectionCheckConfig, PortalConfig, PortalContainer, PortalContextValue } from "./core/react/portalContext";
export {
  useAppearance,
  useElementClass,
  useIsAuthenticated,
  useIsBusy,
  useLocale,
  useMessages,
  usePortal,
  useSession,
  useTexts,
} from "./core/react/portalHooks";
export { useFormat } from "./core/react/useFormat";
export { WithQueryClient } from "./core/react/WithQueryClient";
export { LOCALE_KEY, preloadRememberedLocale } from "./core/session/localePreference";
export { type LogoutReason, SESSION_KEYS, type SessionKey } from "./core/session/sessionKeys";
export type {
  BusinessLine,
  SelectedProduct,
  SessionProfile,
  SessionState,
  SessionStatus,
  SessionTotals,
} from "./core/session/sessionState";
export type { LoginCredentials, LoginResult, SessionStore } from "./core/session/sessionStore";
export { browserStorage, memoryStorage, type StorageAdapter } from "./core/session/storage";
export { type BrowserStorageArea, STORED_KEYS, type StoredKeyInfo } from "./core/session/storedKeys";
// Beside the widgets, a host page may reuse the formatting helpers (es-ES unless given a locale;
// useFormat() for the provider's), the message catalogues and PortalLink.
export { type Formatters, formatAmount, formatDate, formatNumber, formattersFor } from "./domain/format";
export {
  DEFAULT_LOCALE,
  type DeepPartial,
  esES,
  formatMessage,
  LOCALE_NAMES,
  LOCALES,
  type LocaleId,
  languageTag,
  loadMessages,
  type Messages,
  matchLocale,
  type TextArea,
  textsOf,
} from "./locales";
// The text areas outside the first load, for useTexts / textsOf (README, "Texts").
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
export { accessibilityArea } from "./locales/es-ES/labels/accessibility";
export { accountArea } from "./locales/es-ES/labels/account";
export { accountLoginArea } from "./locales/es-ES/labels/accountLogin";
export { homeArea } from "./locales/es-ES/labels/home";
export { homeFrameArea } from "./locales/es-ES/labels/homeFrame";
export { insightsArea } from "./locales/es-ES/labels/insights";
export { invoiceListsArea } from "./locales/es-ES/labels/invoiceLists";
export { invoicesArea } from "./locales/es-ES/labels/invoices";
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
export { PortalLink, type PortalLinkProps } from "./ui/PortalLink";
export { AccessibilityStatement, type AccessibilityStatementProps } from "./widgets/AccessibilityStatement";
export { AccountMenu, type AccountMenuProps } from "./widgets/AccountMenu";
export { AdminHome, type AdminHomeProps } from "./widgets/AdminHome";
export { AdminInvoices, type AdminInvoicesProps } from "./widgets/AdminInvoices";
export { AllInvoices, type AllInvoicesProps } from "./widgets/AllInvoices";
export { BillComparison, type BillComparisonProps } from "./widgets/BillComparison";
export {
  ConnectionCheck,
  type ConnectionCheckProps,
  type ConnectionReport,
  type ProbeResult,
  type ProbeState,
} from "./widgets/ConnectionCheck";
export { ConsumptionCertificate, type ConsumptionCertificateProps } from "./widgets/ConsumptionCertificate";
export {
  ContractDetailsDialog,
  type ContractDetailsDialogProps,
  type ContractDetailsTarget,
} from "./widgets/ContractDetailsDialog";
export { ContractsTable, type ContractsTableProps } from "./widgets/ContractsTable";
export { CookiePolicy, type CookiePolicyProps } from "./widgets/CookiePolicy";
export { CostThisMonth, type CostThisMonthProps } from "./widgets/CostThisMonth";
export { EmailLinkPasswordChange, type EmailLinkPasswordChangeProps } from "./widgets/EmailLinkPasswordChange";
export { GasInvoices, type GasInvoicesProps } from "./widgets/GasInvoices";
export { HomeSummary, type HomeSummaryProps } from "./widgets/HomeSummary";
export { InvoiceBreakdown, type InvoiceBreakdownProps } from "./widgets/InvoiceBreakdown";
export { InvoiceSearch, type InvoiceSearchProps } from "./widgets/InvoiceSearch";
export { IssueForm, type IssueFormProps } from "./widgets/IssueForm";
export { IssuesView, type IssuesViewProps } from "./widgets/IssuesView";
export { LegalNotice, type LegalNoticeProps, type LegalSection } from "./widgets/LegalNotice";
export { LoadCurveChart, type LoadCurveChartProps } from "./widgets/LoadCurveChart";
export { LoginForm, type LoginFormProps } from "./widgets/LoginForm";
export { MeterReadingForm, type MeterReadingFormProps } from "./widgets/MeterReadingForm";
export { PasswordResetRequest, type PasswordResetRequestProps } from "./widgets/PasswordResetRequest";
export { PortalFooter, type PortalFooterProps } from "./widgets/PortalFooter";
export { DEFAULT_SOCIAL_LINKS, PortalHeader, type PortalHeaderProps, type SocialLink } from "./widgets/PortalHeader";
export { PowerAdvice, type PowerAdviceProps } from "./widgets/PowerAdvice";
export { PrivacyPolicy, type PrivacyPolicyProps } from "./widgets/PrivacyPolicy";
export { RecoverUsername, type RecoverUsernameProps } from "./widgets/RecoverUsername";
export { ResendValidation, type ResendValidationProps } from "./widgets/ResendValidation";
export { SessionTimeout } from "./widgets/SessionTimeout";
export { SetNewPassword, type SetNewPasswordProps } from "./widgets/SetNewPassword";
export { SignupWizard, type SignupWizardProps } from "./widgets/SignupWizard";
export { TelemetryChart, type TelemetryChartProps } from "./widgets/TelemetryChart";
export { ValidationError, type ValidationErrorProps } from "./widgets/ValidationError";
export { ValidationRedirect, type ValidationRedirectProps } from "./widgets/ValidationRedirect";
export { ValidationSuccess, type ValidationSuccessProps } from "./widgets/ValidationSuccess";
export { VerifyEmail, type VerifyEmailProps } from "./widgets/VerifyEmail";
