// The public API of @oficina-virtual/portal-widgets: the widgets, the provider that holds
// their client, session and configuration, the two ways to give it its QueryClient (now or
// lazily), the hooks a host page reads it with, the API's
// error and the types a host writes against. Hosts override texts through PortalProvider's
// `messages` prop. What the reference host, Storybook and the CMS embed need beyond this is
// in `@oficina-virtual/portal-widgets/internal` (src/internal.ts), which may change in any
// release. api-report.md lists both; `npm run api-report` rewrites it after a change.

export type { Appearance } from "./core/appearance/appearance";
export { ApiError, type ApiErrorKind } from "./core/client/ApiError";
export { createPortalQueryClient } from "./core/queries/queryClient";
export { lazyQueryClient, type QueryClientSource } from "./core/queries/queryClientSource";
export type { PortalLinks } from "./core/react/links";
export { PortalProvider, type PortalProviderProps } from "./core/react/PortalProvider";
export { useAppearance, useIsAuthenticated, useIsBusy, useLocale, useMessages, useSession } from "./core/react/portalHooks";
export type { SessionState } from "./core/session/sessionState";
export type { StorageAdapter } from "./core/session/storage";
export type { LocaleId, Messages } from "./locales";
export { PortalLink } from "./ui/PortalLink";
// Props types are exported for the widgets a host must configure (data they need, or what
// happens after they succeed); for the others, React.ComponentProps<typeof Widget>.
export { AccessibilityStatement } from "./widgets/AccessibilityStatement";
export { AccountMenu } from "./widgets/AccountMenu";
export { AdminHome } from "./widgets/AdminHome";
export { AdminInvoices } from "./widgets/AdminInvoices";
export { AllInvoices } from "./widgets/AllInvoices";
export { BillComparison, type BillComparisonProps } from "./widgets/BillComparison";
export { ConnectionCheck } from "./widgets/ConnectionCheck";
export { ConsumptionCertificate, type ConsumptionCertificateProps } from "./widgets/ConsumptionCertificate";
export { ContactDetails } from "./widgets/ContactDetails";
export { ContactEmailLink, type ContactEmailLinkProps } from "./widgets/ContactEmailLink";
export { ContractDetailsDialog, type ContractDetailsDialogProps } from "./widgets/ContractDetailsDialog";
export { ContractsTable } from "./widgets/ContractsTable";
export { CookiePolicy } from "./widgets/CookiePolicy";
export { CostThisMonth } from "./widgets/CostThisMonth";
export { EmailLinkPasswordChange } from "./widgets/EmailLinkPasswordChange";
export { GasInvoices } from "./widgets/GasInvoices";
export { HomeSummary } from "./widgets/HomeSummary";
export { InvoiceBreakdown, type InvoiceBreakdownProps } from "./widgets/InvoiceBreakdown";
export { InvoiceSearch, type InvoiceSearchProps } from "./widgets/InvoiceSearch";
export { IssueForm, type IssueFormProps } from "./widgets/IssueForm";
export { IssuesView, type IssuesViewProps } from "./widgets/IssuesView";
export { LegalNotice, type LegalSection } from "./widgets/LegalNotice";
export { LoadCurveChart, type LoadCurveChartProps } from "./widgets/LoadCurveChart";
export { LoginForm, type LoginFormProps } from "./widgets/LoginForm";
export { MeterReadingForm, type MeterReadingFormProps } from "./widgets/MeterReadingForm";
export { PasswordResetRequest } from "./widgets/PasswordResetRequest";
export { PaymentStatus, type PaymentStatusProps } from "./widgets/PaymentStatus";
export { PortalFooter } from "./widgets/PortalFooter";
export { PortalHeader } from "./widgets/PortalHeader";
export { PowerAdvice, type PowerAdviceProps } from "./widgets/PowerAdvice";
export { Preferences, type PreferencesProps } from "./widgets/Preferences";
export { PrivacyPolicy } from "./widgets/PrivacyPolicy";
export { RecoverUsername } from "./widgets/RecoverUsername";
export { ResendValidation } from "./widgets/ResendValidation";
export { SessionsActivity, type SessionsActivityProps } from "./widgets/SessionsActivity";
export { SessionTimeout } from "./widgets/SessionTimeout";
export { SetNewPassword } from "./widgets/SetNewPassword";
export { SignupWizard, type SignupWizardProps } from "./widgets/SignupWizard";
export { TelemetryChart, type TelemetryChartProps } from "./widgets/TelemetryChart";
export { ValidationError } from "./widgets/ValidationError";
export { ValidationRedirect } from "./widgets/ValidationRedirect";
export { ValidationSuccess } from "./widgets/ValidationSuccess";
export { VerifyEmail } from "./widgets/VerifyEmail";
