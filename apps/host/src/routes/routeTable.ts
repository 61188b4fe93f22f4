import type { Messages } from "@oficina-virtual/portal-widgets";
import type { Access } from "@oficina-virtual/portal-widgets/internal";
import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";

/** A page's title in the catalogue (labels.pages.titles): the tab reads it in the locale on
 * screen, "Aviso Legal | Oficina Virtual" in Spanish (documentTitle.ts). */
export type PageTitle = keyof Messages["labels"]["pages"]["titles"];

export interface RouteDefinition {
  path: string;
  /** The document title after navigation (route metadata, as the spec asks). */
  title: PageTitle;
  access: Access;
  /** Each page is its own chunk: chart libraries load only with the pages that draw. */
  load: () => Promise<{ default: ComponentType }>;
  /** The page's widgets make no TanStack Query call: it opens without the QueryClient, which
   * every other page loads beside its chunk (TanStack Query's core stays out of the login
   * page's first load). routeTable.test.tsx renders each such page
   * without a client. */
  withoutQueries?: true;
  /** The page's tables may use a wide screen's whole width; reading pages (legal texts,
   * forms) keep the narrower column, where lines stay comfortable to read. */
  wide?: true;
}

// /issues and /issues/:issueId share one page module (and one preload list).
const issuesPage = () => import("../pages/IssuesPage");

/** Every route of part 1 §2 and part 2 §2.1, with its access rule. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: "/", title: "home", access: "home", load: () => import("../pages/HomePage"), wide: true },
  { path: "/login", title: "login", access: "anonymous", load: () => import("../pages/account/LoginPage"), withoutQueries: true },
  { path: "/signup", title: "signup", access: "anonymous", load: () => import("../pages/account/SignupPage") },
  {
    path: "/user-validation-request",
    title: "validationRequest",
    access: "anonymous",
    load: () => import("../pages/account/ValidationRequestPage"),
  },
  {
    path: "/user-validation",
    title: "validationSuccess",
    access: "anonymous",
    load: () => import("../pages/account/ValidationSuccessPage"),
  },
  {
    path: "/user-validation-error",
    title: "validationError",
    access: "anonymous",
    load: () => import("../pages/account/ValidationErrorPage"),
  },
  {
    path: "/recovery-username",
    title: "recoverUsername",
    access: "anonymous",
    load: () => import("../pages/account/RecoverUsernamePage"),
  },
  {
    path: "/user-validation-resend",
    title: "resendValidation",
    access: "anonymous",
    load: () => import("../pages/account/ResendValidationPage"),
  },
  {
    path: "/password-reset",
    title: "passwordReset",
    access: "anonymous",
    load: () => import("../pages/account/PasswordResetPage"),
  },
  {
    path: "/password-change",
    title: "setNewPassword",
    access: "anonymous",
    load: () => import("../pages/account/SetNewPasswordPage"),
  },
  {
    path: "/user-change-password",
    title: "emailLinkPassword",
    access: "anonymous",
    load: () => import("../pages/account/EmailLinkPasswordPage"),
  },
  {
    path: "/user-verify-email",
    title: "verifyEmail",
    access: "anonymous",
    load: () => import("../pages/account/VerifyEmailPage"),
  },
  {
    path: "/user-confirm-email-change",
    title: "confirmEmailChange",
    access: "public",
    load: () => import("../pages/account/ContactEmailLinkPage").then((m) => ({ default: m.ConfirmEmailChangePage })),
  },
  {
    path: "/user-undo-email-change",
    title: "undoEmailChange",
    access: "public",
    load: () => import("../pages/account/ContactEmailLinkPage").then((m) => ({ default: m.UndoEmailChangePage })),
  },
  { path: "/admin", title: "account", access: "authenticated", load: () => import("../pages/account/AccountPage") },
  { path: "/issues", title: "issues", access: "authenticated", load: issuesPage },
  { path: "/issues/:issueId", title: "issueDetail", access: "authenticated", load: issuesPage },
  { path: "/new-issue", title: "newIssue", access: "authenticated", load: () => import("../pages/NewIssuePage") },
  { path: "/invoices/:id", title: "invoices", access: "authenticated", load: () => import("../pages/invoices/InvoicesPage"), wide: true },
  {
    path: "/allinvoices",
    title: "allInvoices",
    access: "authenticated",
    load: () => import("../pages/invoices/AllInvoicesPage"),
    wide: true,
  },
  {
    path: "/allinvoices-gas",
    title: "gasInvoices",
    access: "authenticated",
    load: () => import("../pages/invoices/GasInvoicesPage"),
    wide: true,
  },
  {
    path: "/administrador-fincas",
    title: "administrator",
    access: "administrator",
    load: () => import("../pages/invoices/AdminPage"),
    wide: true,
  },
  {
    path: "/telemetry/:id",
    title: "telemetry",
    access: "authenticated",
    load: () => import("../pages/measures/TelemetryPage"),
  },
  {
    path: "/loadcurve/:id",
    title: "loadCurve",
    access: "authenticated",
    load: () => import("../pages/measures/LoadCurvePage"),
  },
  {
    path: "/potencia/:id",
    title: "power",
    access: "authenticated",
    load: () => import("../pages/measures/PowerPage"),
  },
  {
    path: "/certificate/:id",
    title: "certificate",
    access: "authenticated",
    load: () => import("../pages/measures/CertificatePage"),
  },
  {
    path: "/readinginput/:id",
    title: "readingInput",
    access: "authenticated",
    load: () => import("../pages/measures/ReadingInputPage"),
  },
  {
    path: "/aviso-legal",
    title: "legalNotice",
    access: "public",
    load: () => import("../pages/legal/LegalNoticePage"),
    withoutQueries: true,
  },
  {
    path: "/politica-de-cookies",
    title: "cookiePolicy",
    access: "public",
    load: () => import("../pages/legal/CookiePolicyPage"),
    withoutQueries: true,
  },
  {
    path: "/politica-de-privacidad",
    title: "privacyPolicy",
    access: "public",
    load: () => import("../pages/legal/PrivacyPolicyPage"),
    withoutQueries: true,
  },
  {
    path: "/accesibilidad",
    title: "accessibility",
    access: "public",
    load: () => import("../pages/legal/AccessibilityPage"),
    withoutQueries: true,
  },
];

export const NOT_FOUND_TITLE: PageTitle = "notFound";

/** Whether the page at this address is one of the wide ones. */
export const isWidePath = (pathname: string) => ROUTES.some((route) => route.wide && matchPath(route.path, pathname) !== null);
