import type { ComponentType } from "react";
import type { Access } from "./access";

export interface RouteDefinition {
  path: string;
  /** The document title after navigation (route metadata, as the spec asks). */
  title: string;
  access: Access;
  /** Each page is its own chunk: chart libraries load only with the pages that draw. */
  load: () => Promise<{ default: ComponentType }>;
}

const page = (title: string) => `${title} | Oficina Virtual`;

/** Every route of part 1 §2 and part 2 §2.1, with its access rule. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: "/", title: page("Inicio"), access: "home", load: () => import("../pages/HomePage") },
  { path: "/login", title: page("Iniciar sesión"), access: "anonymous", load: () => import("../pages/account/LoginPage") },
  { path: "/signup", title: page("Regístrate"), access: "anonymous", load: () => import("../pages/account/SignupPage") },
  {
    path: "/user-validation-request",
    title: page("Validación de usuario"),
    access: "anonymous",
    load: () => import("../pages/account/ValidationRequestPage"),
  },
  {
    path: "/user-validation",
    title: page("Usuario validado"),
    access: "anonymous",
    load: () => import("../pages/account/ValidationSuccessPage"),
  },
  {
    path: "/user-validation-error",
    title: page("Error de validación"),
    access: "anonymous",
    load: () => import("../pages/account/ValidationErrorPage"),
  },
  {
    path: "/recovery-username",
    title: page("Recuperar usuario"),
    access: "anonymous",
    load: () => import("../pages/account/RecoverUsernamePage"),
  },
  {
    path: "/user-validation-resend",
    title: page("Reenviar validación"),
    access: "anonymous",
    load: () => import("../pages/account/ResendValidationPage"),
  },
  {
    path: "/password-reset",
    title: page("Recuperar contraseña"),
    access: "anonymous",
    load: () => import("../pages/account/PasswordResetPage"),
  },
  {
    path: "/password-change",
    title: page("Nueva contraseña"),
    access: "anonymous",
    load: () => import("../pages/account/SetNewPasswordPage"),
  },
  {
    path: "/user-change-password",
    title: page("Cambio de contraseña"),
    access: "anonymous",
    load: () => import("../pages/account/EmailLinkPasswordPage"),
  },
  {
    path: "/user-verify-email",
    title: page("Verificación de e-mail"),
    access: "anonymous",
    load: () => import("../pages/account/VerifyEmailPage"),
  },
  { path: "/admin", title: page("Mi cuenta"), access: "authenticated", load: () => import("../pages/account/AccountPage") },
  { path: "/issues", title: page("Solicitudes"), access: "authenticated", load: () => import("../pages/IssuesPage") },
  { path: "/issues/:issueId", title: page("Detalle de solicitud"), access: "authenticated", load: () => import("../pages/IssuesPage") },
  { path: "/new-issue", title: page("Crear Solicitud"), access: "authenticated", load: () => import("../pages/NewIssuePage") },
  { path: "/invoices/:id", title: page("Buscar Facturas"), access: "authenticated", load: () => import("../pages/invoices/InvoicesPage") },
  { path: "/allinvoices", title: page("Facturas"), access: "authenticated", load: () => import("../pages/invoices/AllInvoicesPage") },
  {
    path: "/allinvoices-gas",
    title: page("Buscar Facturas de Gas"),
    access: "authenticated",
    load: () => import("../pages/invoices/GasInvoicesPage"),
  },
  {
    path: "/administrador-fincas",
    title: page("Administrador de finca"),
    access: "administrator",
    load: () => import("../pages/invoices/AdminPage"),
  },
  {
    path: "/telemetry/:id",
    title: page("Buscar telemedida"),
    access: "authenticated",
    load: () => import("../pages/measures/TelemetryPage"),
  },
  {
    path: "/loadcurve/:id",
    title: page("Buscar curva de carga"),
    access: "authenticated",
    load: () => import("../pages/measures/LoadCurvePage"),
  },
  {
    path: "/potencia/:id",
    title: page("Potencia óptima"),
    access: "authenticated",
    load: () => import("../pages/measures/PowerPage"),
  },
  {
    path: "/certificate/:id",
    title: page("Certificado de Consumos"),
    access: "authenticated",
    load: () => import("../pages/measures/CertificatePage"),
  },
  {
    path: "/readinginput/:id",
    title: page("Aporte de lecturas"),
    access: "authenticated",
    load: () => import("../pages/measures/ReadingInputPage"),
  },
  { path: "/aviso-legal", title: page("Aviso Legal"), access: "public", load: () => import("../pages/legal/LegalNoticePage") },
  {
    path: "/politica-de-cookies",
    title: page("Política de Cookies"),
    access: "public",
    load: () => import("../pages/legal/CookiePolicyPage"),
  },
  {
    path: "/politica-de-privacidad",
    title: page("Política de Privacidad"),
    access: "public",
    load: () => import("../pages/legal/PrivacyPolicyPage"),
  },
  {
    path: "/accesibilidad",
    title: page("Declaración de accesibilidad"),
    access: "public",
    load: () => import("../pages/legal/AccessibilityPage"),
  },
];

export const NOT_FOUND_TITLE = page("Página no encontrada");
