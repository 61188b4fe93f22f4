import { defineRoute } from "../route";
import * as insights from "../schemas/insights";
import { empty, json } from "./responses";

/** Ours: each invoice explained, why it changed, what this month will cost.
 * Scoped to the caller like the rest: someone else's invoice or contract answers 404. */
export const insightRoutes = {
  invoiceBreakdown: defineRoute({
    method: "GET",
    path: "/ov/insights/invoices/breakdown",
    host: "customer",
    auth: "bearer",
    request: { query: insights.invoiceBreakdownQuerySchema },
    response: json(insights.invoiceBreakdownSchema),
    summary: "An invoice's lines ('Desglose de la factura'), adding up to its total in cents",
    errors: [404],
  }),
  invoiceComparison: defineRoute({
    method: "GET",
    path: "/ov/insights/invoices/comparison",
    host: "customer",
    auth: "bearer",
    request: { query: insights.invoiceComparisonQuerySchema },
    response: json(insights.invoiceComparisonSchema),
    summary: "Why an invoice changed against the previous one or a year ago; causes sum to the difference",
    errors: [404],
  }),
  costThisMonth: defineRoute({
    method: "GET",
    path: "/ov/insights/contracts/{contractCode}/cost-this-month",
    host: "customer",
    auth: "bearer",
    request: { params: insights.contractInsightParamsSchema },
    response: json(insights.costThisMonthSchema),
    summary: "'Tu consumo este mes': spent so far and the projected invoice of the period in progress",
    errors: [404],
  }),
  costAlert: defineRoute({
    method: "GET",
    path: "/ov/insights/contracts/{contractCode}/alert",
    host: "customer",
    auth: "bearer",
    request: { params: insights.contractInsightParamsSchema },
    response: json(insights.costAlertSchema),
    summary: "The contract's cost alert threshold (null when none)",
    errors: [404],
  }),
  costAlertSet: defineRoute({
    method: "PUT",
    path: "/ov/insights/contracts/{contractCode}/alert",
    host: "customer",
    auth: "bearer",
    request: { params: insights.contractInsightParamsSchema, body: insights.costAlertBodySchema },
    response: json(insights.costAlertSchema),
    summary: "Set the threshold: one e-mail per billing period when the projection exceeds it",
    errors: [404, 429],
  }),
  costAlertDelete: defineRoute({
    method: "DELETE",
    path: "/ov/insights/contracts/{contractCode}/alert",
    host: "customer",
    auth: "bearer",
    request: { params: insights.contractInsightParamsSchema },
    response: empty,
    summary: "Remove the contract's cost alert; 204",
    errors: [404, 429],
  }),
} as const;
