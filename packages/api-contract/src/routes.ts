import type { z } from "zod";
import { defineRoute } from "./route";
import * as contracts from "./schemas/contracts";
import * as cups from "./schemas/cups";
import * as invoices from "./schemas/invoices";
import * as issues from "./schemas/issues";
import * as readings from "./schemas/readings";
import * as telemetry from "./schemas/telemetry";
import * as user from "./schemas/user";

const json = <S extends z.ZodType>(schema: S) => ({ kind: "json", schema }) as const;
const blob = <A extends string>(accept: A) => ({ kind: "blob", accept }) as const;
const empty = { kind: "empty" } as const;

export const PDF_MIME = "application/pdf";
export const ZIP_MIME = "application/zip";
export const XLS_MIME = "application/vnd.ms-excel";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Proformas come as one Excel or as a ZIP; the request's Accept header picks. */
const PROFORMA_ACCEPT = `${XLS_MIME}, ${ZIP_MIME}` as const;

/** Every call of the spec (both parts' §7), plus addReading. Paths as the spec writes them,
 * always with a leading slash; `{name}` marks a path parameter. */
export const routes = {
  // ------------------------------------------------------------ part 1: accounts
  checkConnection: defineRoute({
    method: "GET", path: "/ov/user/api/checkConnection", host: "customer", auth: "none",
    request: {}, response: json(user.connectionCheckSchema),
    summary: "Connection test of the login diagnostic ('Comprobar conexión')",
  }),
  userCups: defineRoute({
    method: "GET", path: "/ov/user/api/userCups", host: "byRole", auth: "none",
    request: { query: cups.userCupsQuerySchema }, response: json(cups.cupsLookupResponseSchema),
    summary: "Signup step 2: the CUPS linked to a tax id (customers) or an e-mail (administrators)",
  }),
  signup: defineRoute({
    method: "POST", path: "/ov/user/api/add", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.signupBodySchema },
    response: json(user.accountResultSchema),
    summary: "Create a user: 201/204/207 created; 200 with code 103 (or 500) username taken (SignupStatus)",
  }),
  privateToken: defineRoute({
    method: "POST", path: "/ov/user/api/privateToken", host: "customer", auth: "none", expiryExempt: true,
    request: { body: user.loginBodySchema }, response: json(user.loginResponseSchema),
    summary: "Log in: access and refresh tokens, e-mail and the administrator flag",
  }),
  logout: defineRoute({
    method: "POST", path: "/ov/user/api/logout", host: "customer", auth: "bearer", expiryExempt: true,
    request: { headers: user.logoutHeadersSchema }, response: empty,
    summary: "Log out: revokes the refresh token sent in the refresh_token header",
  }),
  me: defineRoute({
    method: "GET", path: "/ov/user/api/me", host: "customer", auth: "bearer",
    request: {}, response: json(user.userProfileSchema), summary: "The logged-in user's profile",
  }),
  changePassword: defineRoute({
    method: "POST", path: "/ov/user/api/changePasswordBackend", host: "byRole", auth: "bearer",
    request: { query: user.roleQuerySchema, body: user.changePasswordBodySchema }, response: empty,
    summary: "Change the password while logged in (see ChangePasswordStatus)",
  }),
  userValidation: defineRoute({
    method: "GET", path: "/ov/users/validation", host: "customer", auth: "none",
    request: { query: user.userValidationQuerySchema }, response: { kind: "redirect" },
    summary: "E-mail validation link: the browser is redirected to /user-validation or its error page",
  }),
  resendEmailVerification: defineRoute({
    method: "POST", path: "/ov/user/api/resendEmailVerification", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.resendEmailBodySchema }, response: empty,
    summary: "Resend the validation e-mail; errors carry mensaje (see ResendValidationStatus)",
  }),
  resendPasswordVerification: defineRoute({
    method: "POST", path: "/ov/user/api/resendPasswordVerification", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.passwordResetBodySchema },
    response: json(user.accountResultSchema),
    summary: "Password reset request: 202/204 sent; errors carry code (PasswordResetStatus/Code)",
  }),
  clientToken: defineRoute({
    method: "POST", path: "/token", host: "customer", auth: "basic",
    request: { query: user.clientTokenQuerySchema }, response: json(user.clientTokenResponseSchema),
    summary: "Client-credentials token for the set-password call",
  }),
  setPassword: defineRoute({
    method: "POST", path: "/ov/users/set-password", host: "customer", auth: "clientCredentials",
    request: { body: user.setPasswordBodySchema }, response: empty,
    summary: "Set a new password from the e-mail link; 202 is success (see SetPasswordStatus/Code)",
  }),
  recoverUsername: defineRoute({
    method: "POST", path: "/ov/user/api/recovery/username", host: "byRole", auth: "none",
    request: { query: user.roleQuerySchema, body: user.recoverUsernameBodySchema },
    response: json(user.accountResultSchema),
    summary: "E-mail the username: 200 sent, 204 no account (RecoverUsernameStatus)",
  }),
  validateEmailToken: defineRoute({
    method: "GET", path: "/ov/user/api/validateEmailToken/", host: "customer", auth: "none",
    request: { headers: user.tokenHeadersSchema }, response: json(user.validateEmailTokenResponseSchema),
    summary: "Check an e-mail link token; mensaje 'Error al validar usuario.' means invalid",
  }),
  updatePassword: defineRoute({
    method: "PUT", path: "/ov/user/api/updatePassword/", host: "customer", auth: "none",
    request: { headers: user.updatePasswordHeadersSchema }, response: empty,
    summary: "New password from an e-mail link (headers token, newPassword); 204 success, 465 characters",
  }),
  verifyUserEmail: defineRoute({
    method: "GET", path: "/ov/user/api/verifyUserEmail/", host: "customer", auth: "none",
    request: { headers: user.tokenHeadersSchema }, response: empty,
    summary: "Confirm an e-mail address from its link; 204 is success",
  }),

  // --------------------------------------------------------- part 1: home and issues
  cupsMe: defineRoute({
    method: "GET", path: "/ov/cups/api/cupsMe", host: "customer", auth: "bearer",
    request: { query: cups.cupsMeQuerySchema }, response: json(cups.cupsMeResponseSchema),
    summary: "The home's contracts: one page per line, and the line totals",
  }),
  createDebugLog: defineRoute({
    method: "POST", path: "/ov/cups/api/createdebuglog", host: "customer", auth: "bearer",
    request: { body: cups.debugLogBodySchema }, response: empty,
    summary: "Debug log sent when the first contract list comes back empty",
  }),
  isUnicaInvoicesAssociate: defineRoute({
    method: "GET", path: "/ov/invoices/api/isUnicaInvoicesAssociate", host: "customer", auth: "bearer",
    request: {}, response: json(invoices.unicasAssociateSchema),
    summary: "Whether the customer has unified invoices, per line",
  }),
  contractPdf: defineRoute({
    method: "GET", path: "/ov/contracts/{codAbonado}", host: "customer", auth: "bearer",
    request: { params: contracts.contractPdfParamsSchema, query: contracts.contractPdfQuerySchema },
    response: blob(PDF_MIME), summary: "The contract PDF, saved as Contrato-{code}.pdf",
  }),
  issueAdd: defineRoute({
    method: "POST", path: "/ov/issues/api/add", host: "customer", auth: "bearer",
    request: { headers: issues.issueAddHeadersSchema, body: issues.issueAddBodySchema },
    response: json(issues.issueAddResponseSchema),
    summary: "Create a support request; 201 with data.issue (optional Idempotency-Key header)",
  }),
  issuesOpenCount: defineRoute({
    method: "GET", path: "/ov/issues/api/status/open", host: "customer", auth: "bearer",
    request: {}, response: json(issues.openIssuesCountSchema), summary: "Count of open support requests",
  }),
  issuesList: defineRoute({
    method: "GET", path: "/ov/issues/api/issues", host: "customer", auth: "bearer",
    request: {}, response: json(issues.issuesListResponseSchema), summary: "The user's support requests",
  }),
  issueDetail: defineRoute({
    method: "GET", path: "/ov/issues/api/issue", host: "customer", auth: "bearer",
    request: { query: issues.issueDetailQuerySchema }, response: json(issues.issueDetailSchema),
    summary: "One support request",
  }),
  issueCategories: defineRoute({
    method: "GET", path: "/ov/issues/api/categories", host: "customer", auth: "bearer",
    request: {}, response: json(issues.issueCategoriesSchema), summary: "Categories: a map of id to name",
  }),
  issueSubcategories: defineRoute({
    method: "GET", path: "/ov/issues/api/subcategories", host: "customer", auth: "bearer",
    request: { query: issues.issueSubcategoriesQuerySchema }, response: json(issues.issueSubcategoriesSchema),
    summary: "Subcategories of a category, as plain strings",
  }),
  addReading: defineRoute({
    method: "POST", path: "/ov/readings/api/add", host: "customer", auth: "bearer",
    request: { body: readings.addReadingBodySchema }, response: json(readings.addReadingResponseSchema),
    summary: "Submit a meter reading (our addition: the spec shows no call)",
  }),

  // ------------------------------------------------------------------ part 2: invoices
  priceLimits: defineRoute({
    method: "GET", path: "/ov/invoices/api/getPriceMinAndMaxInvoice", host: "customer", auth: "bearer",
    request: {}, response: json(invoices.priceLimitsSchema),
    summary: "Amount slider limits (fallback -10000..10000)",
  }),
  fullbilling: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling", host: "customer", auth: "bearer",
    request: { query: invoices.fullbillingQuerySchema }, response: json(invoices.fullbillingResponseSchema),
    summary: "Invoice search; 204 means no data",
  }),
  filterFullbilling: defineRoute({
    method: "GET", path: "/ov/invoices/api/filterfullbilling", host: "customer", auth: "bearer",
    request: { query: invoices.filterFullbillingQuerySchema }, response: json(invoices.fullbillingResponseSchema),
    summary: "The administrator screen's invoice search; 204 means no data",
  }),
  searchOneInvoice: defineRoute({
    method: "GET", path: "/ov/invoices/api/searchOneInvoice", host: "customer", auth: "bearer",
    request: { query: invoices.searchOneInvoiceQuerySchema }, response: json(invoices.fullbillingResponseSchema),
    summary: "One invoice by number ('Encontrar factura'); 204 means not found",
  }),
  fullbillingRar: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/allinRar/{line}", host: "customer", auth: "bearer",
    request: { params: invoices.lineParamsSchema, query: invoices.fullbillingQuerySchema },
    response: blob(ZIP_MIME), summary: "All matching invoices in a ZIP, saved as 'facturas {line}.rar'",
  }),
  fullbillingPdf: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/allinPDF/{line}", host: "customer", auth: "bearer",
    request: { params: invoices.lineParamsSchema, query: invoices.fullbillingQuerySchema },
    response: blob(PDF_MIME), summary: "All matching invoices in one PDF, 'facturas {line}.pdf'",
  }),
  invoicesExcel: defineRoute({
    method: "GET", path: "/ov/invoices/api/{line}", host: "customer", auth: "bearer",
    request: { params: invoices.lineParamsSchema, query: invoices.invoicesExcelQuerySchema },
    response: blob(XLSX_MIME), summary: "Excel export of the matching invoices, 'facturas {line}.xlsx'",
  }),
  proforma: defineRoute({
    method: "GET", path: "/ov/invoices/api/proforma", host: "customer", auth: "bearer",
    request: { headers: invoices.proformaHeadersSchema }, response: blob(PROFORMA_ACCEPT),
    summary: "An invoice's proformas: one Excel or a ZIP, 'PROFORMAS-{series}{number}'",
  }),
  proformaDownload: defineRoute({
    method: "GET", path: "/ov/invoices/api/proformaDownload", host: "customer", auth: "bearer",
    request: { headers: invoices.proformaHeadersSchema }, response: blob(PDF_MIME),
    summary: "An invoice's proforma as a PDF",
  }),
  unicasGasInvoices: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/unicas/gas", host: "customer", auth: "bearer",
    request: { query: invoices.unicasGasQuerySchema }, response: json(invoices.fullbillingResponseSchema),
    summary: "The gas screen's unified invoices; shares its path with unicasGasProformas (see sharedPaths)",
  }),
  unicasGasProformas: defineRoute({
    method: "GET", path: "/ov/invoices/api/fullbilling/unicas/gas", host: "customer", auth: "bearer",
    request: { query: invoices.unicasGasProformasQuerySchema, headers: invoices.proformaHeadersSchema },
    response: blob(PROFORMA_ACCEPT), summary: "Unique gas proformas of the all-invoices view (query cb)",
  }),
  unifiedInvoicePdf: defineRoute({
    method: "GET", path: "/ov/contracts/api/contracts", host: "customer", auth: "bearer",
    request: { query: invoices.unifiedInvoicePdfQuerySchema }, response: blob(PDF_MIME),
    summary: "A unified invoice's PDF",
  }),
  invoicePdf: defineRoute({
    method: "GET", path: invoices.INVOICE_PDF_PATH, host: "customer", auth: "bearer",
    request: { query: invoices.invoicePdfQuerySchema }, response: blob(PDF_MIME),
    summary: "An invoice's PDF: the path+query an invoice's Pdf/pdf field carries (invoicePdfPath)",
  }),

  // ----------------------------------------------------------------- part 2: contracts
  adminContractDetail: defineRoute({
    method: "GET", path: "/ov/contracts/api/administrador-fincas", host: "customer", auth: "bearer",
    request: { query: contracts.adminContractDetailQuerySchema },
    response: json(contracts.adminContractDetailResponseSchema),
    summary: "The administrator screen's 'Detalles del Contrato' popup",
  }),
  contractInvoices: defineRoute({
    method: "GET", path: "/ov/contracts/api/contractCode/invoices/", host: "customer", auth: "bearer",
    request: { query: contracts.contractInvoicesQuerySchema },
    response: json(contracts.contractInvoicesResponseSchema), summary: "Invoices of one contract",
  }),
  contractInvoiceCharts: defineRoute({
    method: "GET", path: "/ov/contracts/api/contractCode/charts/invoices/", host: "customer", auth: "bearer",
    request: { query: contracts.contractInvoicesQuerySchema },
    response: json(contracts.contractInvoicesResponseSchema),
    summary: "Invoices of one contract for the consumption and amount charts",
  }),
  contractPriceLimits: defineRoute({
    method: "GET", path: "/ov/contracts/api/getPriceMinAndMaxInvoices", host: "customer", auth: "bearer",
    request: { query: contracts.contractPriceLimitsQuerySchema }, response: json(contracts.contractPriceLimitsSchema),
    summary: "Amount slider limits of one contract",
  }),
  contractFullbillingRar: defineRoute({
    method: "GET", path: "/ov/contracts/api/contractCode/fullbilling", host: "customer", auth: "bearer",
    request: { query: contracts.contractFullbillingQuerySchema }, response: blob(ZIP_MIME),
    summary: "One contract's invoices in a ZIP, 'facturas {line}.rar'",
  }),
  consumptionsExcel: defineRoute({
    method: "GET", path: "/ov/consumptions/api/fullbilling", host: "customer", auth: "bearer",
    request: { query: contracts.consumptionsExcelQuerySchema }, response: blob(XLSX_MIME),
    summary: "One contract's consumptions, 'consumos {line}.xlsx'",
  }),
  contractsFullbillingNotify: defineRoute({
    method: "GET", path: "/ov/contracts/fullbilling", host: "customer", auth: "bearer",
    request: { query: contracts.contractsFullbillingNotifyQuerySchema }, response: empty,
    summary: "Sent alongside the per-contract downloads; the answer is ignored",
  }),
  consumptionsCertified: defineRoute({
    method: "GET", path: "/ov/contracts/api/consumptionsCertified", host: "customer", auth: "bearer",
    request: { query: contracts.consumptionsCertifiedQuerySchema }, response: blob(PDF_MIME),
    summary: "Certified consumption certificate, 'Certificado-{contract}.pdf'",
  }),

  // ----------------------------------------------------------------- part 2: telemetry
  telemetry: defineRoute({
    method: "GET", path: "/ov/cups/api/telemetry", host: "customer", auth: "bearer",
    request: { query: telemetry.telemetryQuerySchema }, response: json(telemetry.telemetryResponseSchema),
    summary: "Telemetry readings (output=json); shares its path with telemetryXlsx",
  }),
  telemetryXlsx: defineRoute({
    method: "GET", path: "/ov/cups/api/telemetry", host: "customer", auth: "bearer",
    request: { query: telemetry.telemetryXlsxQuerySchema }, response: blob(XLSX_MIME),
    summary: "Telemetry as Excel (output=xlsx), 'Telemedida-{contract}.xlsx'",
  }),
  curvas: defineRoute({
    method: "GET", path: "/ov/cups/api/curvas", host: "customer", auth: "bearer",
    request: { query: telemetry.curvasQuerySchema }, response: json(telemetry.curvasResponseSchema),
    summary: "Load curve (output=json); shares its path with curvasXlsx",
  }),
  curvasXlsx: defineRoute({
    method: "GET", path: "/ov/cups/api/curvas", host: "customer", auth: "bearer",
    request: { query: telemetry.curvasXlsxQuerySchema }, response: blob(XLSX_MIME),
    summary: "Load curve as Excel (output=xlsx), 'CurvasCarga-{contract}.xlsx'",
  }),
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

/** Routes that share one method and path. The server registers such a path once and lets
 * `pick` choose the route from the raw query. */
export interface SharedPath {
  ids: readonly RouteId[];
  pick: (query: Readonly<Record<string, unknown>>) => RouteId;
}

export const sharedPaths: readonly SharedPath[] = [
  {
    ids: ["unicasGasInvoices", "unicasGasProformas"],
    pick: (query) => (query.cb === undefined ? "unicasGasInvoices" : "unicasGasProformas"),
  },
  {
    ids: ["telemetry", "telemetryXlsx"],
    pick: (query) => (query.output === "xlsx" ? "telemetryXlsx" : "telemetry"),
  },
  {
    ids: ["curvas", "curvasXlsx"],
    pick: (query) => (query.output === "xlsx" ? "curvasXlsx" : "curvas"),
  },
];
