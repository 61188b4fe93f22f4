// The public API of @oficina-virtual/portal-widgets. Nothing that is not exported here is
// public: widgets, hooks and helpers import each other through their own modules.

// ---------------------------------------------------------------- provider and hooks
export { PortalProvider, type PortalProviderProps } from "./core/react/PortalProvider";
export { useIsAuthenticated, useIsBusy, useMessages, usePortal, useSession } from "./core/react/portalHooks";
export type { ConnectionCheckConfig, PortalConfig, PortalContainer, PortalContextValue } from "./core/react/portalContext";
export { defaultLinks, type PortalLinks } from "./core/react/links";

// ---------------------------------------------------------------- API client
export { ApiError, isApiError, type ApiErrorKind } from "./core/client/ApiError";
export { createApiClient, type PortalApiClient, type PortalRoutes } from "./core/client/contractClient";
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

// ---------------------------------------------------------------- session
export { browserStorage, memoryStorage, type StorageAdapter } from "./core/session/storage";
export { SESSION_KEYS, type SessionKey } from "./core/session/sessionKeys";
export type {
  BusinessLine,
  SelectedProduct,
  SessionProfile,
  SessionState,
  SessionStatus,
  SessionTotals,
} from "./core/session/sessionState";
export type { LoginCredentials, LoginResult, SessionStore } from "./core/session/sessionStore";

// ---------------------------------------------------------------- messages
export { esES, type DeepPartial, type Messages } from "./locales";

// ---------------------------------------------------------------- domain and forms
// Helpers a host page may want beside the widgets (same es-ES formatting).
export { formatAmount, formatDate, formatNumber } from "./domain";

// ---------------------------------------------------------------- widgets
// Account (part 1 §2: login, signup, validation and recovery screens, /admin)
export { LoginForm, type LoginFormProps } from "./widgets/LoginForm";
export {
  ConnectionCheck,
  type ConnectionCheckProps,
  type ConnectionReport,
  type ProbeResult,
  type ProbeState,
} from "./widgets/ConnectionCheck";
export { SignupWizard, type SignupWizardProps } from "./widgets/SignupWizard";
export { ResendValidation, type ResendValidationProps } from "./widgets/ResendValidation";
export { PasswordResetRequest, type PasswordResetRequestProps } from "./widgets/PasswordResetRequest";
export { SetNewPassword, type SetNewPasswordProps } from "./widgets/SetNewPassword";
export { RecoverUsername, type RecoverUsernameProps } from "./widgets/RecoverUsername";
export { EmailLinkPasswordChange, type EmailLinkPasswordChangeProps } from "./widgets/EmailLinkPasswordChange";
export { ValidationRedirect, type ValidationRedirectProps } from "./widgets/ValidationRedirect";
export { ValidationSuccess, type ValidationSuccessProps } from "./widgets/ValidationSuccess";
export { ValidationError, type ValidationErrorProps } from "./widgets/ValidationError";
export { VerifyEmail, type VerifyEmailProps } from "./widgets/VerifyEmail";
export { AccountMenu, type AccountMenuProps } from "./widgets/AccountMenu";

// Page frame, home, contracts and support requests (part 1 §1–§2)
export { PortalHeader, DEFAULT_SOCIAL_LINKS, type PortalHeaderProps, type SocialLink } from "./widgets/PortalHeader";
export { PortalFooter, type PortalFooterProps } from "./widgets/PortalFooter";
export { HomeSummary, type HomeSummaryProps } from "./widgets/HomeSummary";
export { ContractsTable, type ContractsTableProps } from "./widgets/ContractsTable";
export { IssuesView, type IssuesViewProps } from "./widgets/IssuesView";
export { IssueForm, type IssueFormProps } from "./widgets/IssueForm";
export { AdminHome, type AdminHomeProps } from "./widgets/AdminHome";

// Invoices (part 2 §2.2–§2.5)
export { InvoiceSearch, type InvoiceSearchProps } from "./widgets/InvoiceSearch";
export { AllInvoices, type AllInvoicesProps } from "./widgets/AllInvoices";
export { GasInvoices, type GasInvoicesProps } from "./widgets/GasInvoices";
export { AdminInvoices, type AdminInvoicesProps } from "./widgets/AdminInvoices";
export {
  ContractDetailsDialog,
  type ContractDetailsDialogProps,
  type ContractDetailsTarget,
} from "./widgets/ContractDetailsDialog";

// Telemetry, load curve, certificate, readings and legal pages (part 2 §2.6–§2.10)
export { TelemetryChart, type TelemetryChartProps } from "./widgets/TelemetryChart";
export { LoadCurveChart, type LoadCurveChartProps } from "./widgets/LoadCurveChart";
export { ConsumptionCertificate, type ConsumptionCertificateProps } from "./widgets/ConsumptionCertificate";
export { MeterReadingForm, type MeterReadingFormProps } from "./widgets/MeterReadingForm";
export { LegalNotice, type LegalNoticeProps, type LegalSection } from "./widgets/LegalNotice";
export { CookiePolicy, type CookiePolicyProps } from "./widgets/CookiePolicy";
export { PrivacyPolicy, type PrivacyPolicyProps } from "./widgets/PrivacyPolicy";

// Primitives a host page may reuse beside the widgets
export { PortalLink, type PortalLinkProps } from "./ui/PortalLink";
