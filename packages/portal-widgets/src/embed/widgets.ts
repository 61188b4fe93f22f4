// Every widget of the library as a custom element: its tag, attributes, events and who may
// see it. Each widget's code is a chunk loaded when the first such element appears, so the
// core every page downloads is only React, the provider, the client and the contract.
import type * as React from "react";
import type { Access as RouteAccess } from "../core/react/access";
import { type AttributeSpec, attributes, type EventSpec } from "./attributes";

// Props are checked by each widget; the embed hands over what the attributes say.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = React.ComponentType<any>;

/** Who sees the widget, by the host app's route rules (core/react/access.ts): the others
 * render nothing (the element stays, empty) until the session allows it, and appear or
 * vanish as it changes. No element is the customer home, so "home" is not among them. */
export type Access = Exclude<RouteAccess, "home">;

export interface WidgetDefinition {
  /** The library's export name, for `OficinaVirtual.mount(element, name, props)`. */
  name: string;
  tag: `ov-${string}`;
  access: Access;
  attributes: Record<string, AttributeSpec>;
  events: readonly EventSpec[];
  /** The widget's chunk, loaded when the first such element appears. */
  load: () => Promise<AnyComponent>;
}

const heading = "heading-level:number";
const contract = ["contract>codAbonado", "cod-abonado>codAbonado"];
// An invoice as its row names it: `serie-factura="ENERGIA" numero-factura="123"`, or the
// shorter `series` / `invoice`.
const invoice = ["serie-factura", "numero-factura", "series>serieFactura", "invoice>numeroFactura"];
const success: EventSpec = { prop: "onSuccess", event: "ov-success" };

const definitions: WidgetDefinition[] = [
  // Account
  {
    name: "LoginForm",
    tag: "ov-login-form",
    access: "anonymous",
    load: () => import("../widgets/LoginForm").then((m) => m.LoginForm),
    attributes: attributes(heading),
    events: [success],
  },
  {
    name: "ConnectionCheck",
    tag: "ov-connection-check",
    access: "public",
    load: () => import("../widgets/ConnectionCheck").then((m) => m.ConnectionCheck),
    attributes: {},
    events: [{ prop: "onResult", event: "ov-result" }],
  },
  {
    name: "SignupWizard",
    tag: "ov-signup-wizard",
    access: "anonymous",
    load: () => import("../widgets/SignupWizard").then((m) => m.SignupWizard),
    attributes: attributes("administrator:boolean", "contact-email", heading),
    events: [success],
  },
  {
    name: "ResendValidation",
    tag: "ov-resend-validation",
    access: "anonymous",
    load: () => import("../widgets/ResendValidation").then((m) => m.ResendValidation),
    attributes: attributes(heading),
    events: [success],
  },
  {
    name: "PasswordResetRequest",
    tag: "ov-password-reset-request",
    access: "anonymous",
    load: () => import("../widgets/PasswordResetRequest").then((m) => m.PasswordResetRequest),
    attributes: attributes("username", "email", heading),
    events: [success],
  },
  {
    name: "SetNewPassword",
    tag: "ov-set-new-password",
    access: "anonymous",
    load: () => import("../widgets/SetNewPassword").then((m) => m.SetNewPassword),
    attributes: attributes("confirmation", heading),
    events: [success],
  },
  {
    name: "RecoverUsername",
    tag: "ov-recover-username",
    access: "anonymous",
    load: () => import("../widgets/RecoverUsername").then((m) => m.RecoverUsername),
    attributes: attributes(heading),
    events: [success],
  },
  {
    name: "EmailLinkPasswordChange",
    tag: "ov-email-link-password-change",
    access: "public",
    load: () => import("../widgets/EmailLinkPasswordChange").then((m) => m.EmailLinkPasswordChange),
    attributes: attributes("token", heading),
    events: [success],
  },
  {
    name: "ValidationRedirect",
    tag: "ov-validation-redirect",
    access: "public",
    load: () => import("../widgets/ValidationRedirect").then((m) => m.ValidationRedirect),
    attributes: attributes("token"),
    events: [],
  },
  {
    name: "ValidationSuccess",
    tag: "ov-validation-success",
    access: "public",
    load: () => import("../widgets/ValidationSuccess").then((m) => m.ValidationSuccess),
    attributes: attributes("user", heading),
    events: [],
  },
  {
    name: "ValidationError",
    tag: "ov-validation-error",
    access: "public",
    load: () => import("../widgets/ValidationError").then((m) => m.ValidationError),
    attributes: attributes(heading),
    events: [],
  },
  {
    name: "VerifyEmail",
    tag: "ov-verify-email",
    access: "public",
    load: () => import("../widgets/VerifyEmail").then((m) => m.VerifyEmail),
    attributes: attributes("token", heading),
    events: [success],
  },
  {
    name: "ContactDetails",
    tag: "ov-contact-details",
    access: "authenticated",
    load: () => import("../widgets/ContactDetails").then((m) => m.ContactDetails),
    attributes: attributes(heading),
    events: [],
  },
  {
    name: "ContactEmailLink",
    tag: "ov-contact-email-link",
    access: "public",
    load: () => import("../widgets/ContactEmailLink").then((m) => m.ContactEmailLink),
    attributes: attributes("action", "token", heading),
    events: [],
  },
  {
    name: "AccountMenu",
    tag: "ov-account-menu",
    access: "authenticated",
    load: () => import("../widgets/AccountMenu").then((m) => m.AccountMenu),
    attributes: attributes(heading),
    events: [
      { prop: "onPasswordChanged", event: "ov-password-changed" },
      { prop: "onLogout", event: "ov-logout" },
    ],
  },
  // Page frame, home, contracts and requests
  {
    name: "PortalHeader",
    tag: "ov-portal-header",
    access: "public",
    load: () => import("../widgets/PortalHeader").then((m) => m.PortalHeader),
    attributes: attributes("social-links:json"),
    events: [],
  },
  {
    name: "PortalFooter",
    tag: "ov-portal-footer",
    access: "public",
    load: () => import("../widgets/PortalFooter").then((m) => m.PortalFooter),
    attributes: {},
    events: [],
  },
  {
    name: "HomeSummary",
    tag: "ov-home-summary",
    access: "authenticated",
    load: () => import("../widgets/HomeSummary").then((m) => m.HomeSummary),
    attributes: attributes(heading),
    events: [],
  },
  {
    name: "ContractsTable",
    tag: "ov-contracts-table",
    access: "authenticated",
    load: () => import("../widgets/ContractsTable").then((m) => m.ContractsTable),
    // `line="Gas"` is the editor's shorthand for `lines='["Gas"]'`.
    attributes: { ...attributes("lines:json", heading), line: { prop: "lines", type: "string", map: (line) => [line] } },
    events: [],
  },
  {
    name: "IssuesView",
    tag: "ov-issues-view",
    access: "authenticated",
    load: () => import("../widgets/IssuesView").then((m) => m.IssuesView),
    attributes: attributes("issue-id", heading),
    events: [{ prop: "onIssueChange", event: "ov-issue-change", detail: (issueId) => ({ issueId }) }],
  },
  {
    name: "IssueForm",
    tag: "ov-issue-form",
    access: "authenticated",
    load: () => import("../widgets/IssueForm").then((m) => m.IssueForm),
    attributes: attributes(heading),
    events: [success],
  },
  {
    name: "AdminHome",
    tag: "ov-admin-home",
    access: "administrator",
    load: () => import("../widgets/AdminHome").then((m) => m.AdminHome),
    attributes: attributes(heading),
    events: [],
  },
  {
    name: "ContractDetailsDialog",
    tag: "ov-contract-details-dialog",
    access: "authenticated",
    load: () => import("../widgets/ContractDetailsDialog").then((m) => m.ContractDetailsDialog),
    // Like <dialog open>: the element shows the dialog while `open` is present and removes the
    // attribute itself when the user closes it.
    attributes: attributes("contract-code", "contract>contractCode", "line", "open:boolean"),
    events: [
      { prop: "onClose", event: "ov-close", removesAttribute: "open" },
      { prop: "onError", event: "ov-error", detail: (message, error) => ({ message, error }) },
    ],
  },
  // Invoices (recharts): lazy chunks
  {
    name: "InvoiceSearch",
    tag: "ov-invoice-search",
    access: "authenticated",
    load: () => import("../widgets/InvoiceSearch").then((m) => m.InvoiceSearch),
    attributes: attributes(...contract, "initial-search:json"),
    events: [],
  },
  {
    name: "AllInvoices",
    tag: "ov-all-invoices",
    access: "authenticated",
    load: () => import("../widgets/AllInvoices").then((m) => m.AllInvoices),
    attributes: attributes("default-line", heading),
    events: [],
  },
  {
    name: "GasInvoices",
    tag: "ov-gas-invoices",
    access: "authenticated",
    load: () => import("../widgets/GasInvoices").then((m) => m.GasInvoices),
    attributes: attributes(heading),
    events: [],
  },
  {
    name: "AdminInvoices",
    tag: "ov-admin-invoices",
    access: "administrator",
    load: () => import("../widgets/AdminInvoices").then((m) => m.AdminInvoices),
    attributes: attributes(heading),
    events: [],
  },
  // Money insights; the comparison's waterfall (recharts) loads with its chart.
  {
    name: "InvoiceBreakdown",
    tag: "ov-invoice-breakdown",
    access: "authenticated",
    load: () => import("../widgets/InvoiceBreakdown").then((m) => m.InvoiceBreakdown),
    attributes: attributes(...invoice, heading),
    events: [],
  },
  {
    name: "BillComparison",
    tag: "ov-bill-comparison",
    access: "authenticated",
    load: () => import("../widgets/BillComparison").then((m) => m.BillComparison),
    attributes: attributes(...invoice, "against", heading),
    events: [],
  },
  {
    name: "CostThisMonth",
    tag: "ov-cost-this-month",
    access: "authenticated",
    load: () => import("../widgets/CostThisMonth").then((m) => m.CostThisMonth),
    attributes: attributes("contract>contractCode", "cod-abonado>contractCode", heading),
    events: [],
  },
  {
    name: "PaymentStatus",
    tag: "ov-payment-status",
    access: "authenticated",
    load: () => import("../widgets/PaymentStatus").then((m) => m.PaymentStatus),
    attributes: attributes("contract>contractCode", "cod-abonado>contractCode", heading),
    events: [],
  },
  // Telemetry and load curve: lazy chunks too (their drawing code is the bulk)
  {
    name: "TelemetryChart",
    tag: "ov-telemetry-chart",
    access: "authenticated",
    load: () => import("../widgets/TelemetryChart").then((m) => m.TelemetryChart),
    attributes: attributes(...contract, "today"),
    events: [],
  },
  {
    name: "LoadCurveChart",
    tag: "ov-load-curve-chart",
    access: "authenticated",
    load: () => import("../widgets/LoadCurveChart").then((m) => m.LoadCurveChart),
    attributes: attributes(...contract, "today"),
    events: [],
  },
  {
    // 'Potencia óptima': recharts loads only when its monthly chart is drawn.
    name: "PowerAdvice",
    tag: "ov-power-advice",
    access: "authenticated",
    load: () => import("../widgets/PowerAdvice").then((m) => m.PowerAdvice),
    attributes: attributes(...contract),
    events: [],
  },
  {
    // The date picker (react-day-picker, date-fns) is only needed here and in the chart widgets.
    name: "ConsumptionCertificate",
    tag: "ov-consumption-certificate",
    access: "authenticated",
    load: () => import("../widgets/ConsumptionCertificate").then((m) => m.ConsumptionCertificate),
    attributes: attributes(...contract, "today"),
    events: [],
  },
  {
    name: "MeterReadingForm",
    tag: "ov-meter-reading-form",
    access: "authenticated",
    load: () => import("../widgets/MeterReadingForm").then((m) => m.MeterReadingForm),
    attributes: attributes(...contract),
    events: [],
  },
  // Legal pages: long texts, rarely on a CMS page (which has its own): a chunk each.
  {
    name: "LegalNotice",
    tag: "ov-legal-notice",
    access: "public",
    load: () => import("../widgets/LegalNotice").then((m) => m.LegalNotice),
    attributes: attributes("sections:json"),
    events: [],
  },
  {
    name: "CookiePolicy",
    tag: "ov-cookie-policy",
    access: "public",
    load: () => import("../widgets/CookiePolicy").then((m) => m.CookiePolicy),
    attributes: attributes("sections:json"),
    events: [],
  },
  {
    name: "PrivacyPolicy",
    tag: "ov-privacy-policy",
    access: "public",
    load: () => import("../widgets/PrivacyPolicy").then((m) => m.PrivacyPolicy),
    attributes: attributes("sections:json"),
    events: [],
  },
];

export const WIDGETS: readonly WidgetDefinition[] = definitions;

/** By export name (`IssueForm`) or tag (`ov-issue-form`). */
export function findWidget(name: string): WidgetDefinition | undefined {
  const wanted = name.trim();
  return definitions.find((d) => d.name === wanted || d.tag === wanted.toLowerCase());
}
