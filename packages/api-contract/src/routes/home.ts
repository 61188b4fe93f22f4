import { defineRoute } from "../route";
import * as cups from "../schemas/cups";
import * as issues from "../schemas/issues";
import * as readings from "../schemas/readings";
import { json, blob, empty, PDF_MIME } from "./responses";

/** Part 1: the home (contracts), support requests and meter readings. */
export const homeRoutes = {
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
    request: {}, response: json(cups.unicasAssociateSchema),
    summary: "Whether the customer has unified invoices, per line",
  }),
  contractPdf: defineRoute({
    method: "GET", path: "/ov/contracts/{codAbonado}", host: "customer", auth: "bearer",
    request: { params: cups.contractPdfParamsSchema, query: cups.contractPdfQuerySchema },
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
} as const;
