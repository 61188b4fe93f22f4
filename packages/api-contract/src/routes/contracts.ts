import { defineRoute } from "../route";
import * as contracts from "../schemas/contracts";
import { blob, empty, json, PDF_MIME, XLSX_MIME, ZIP_MIME } from "./responses";

/** Part 2: one contract: its invoices, charts, exports and certificate; the administrator's detail. */
export const contractRoutes = {
  adminContractDetail: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/administrador-fincas",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.adminContractDetailQuerySchema },
    response: json(contracts.adminContractDetailResponseSchema),
    summary: "The administrator screen's 'Detalles del Contrato' popup",
  }),
  contractInvoices: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/contractCode/invoices/",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.contractInvoicesQuerySchema },
    response: json(contracts.contractInvoicesResponseSchema, contracts.readContractInvoices),
    summary: "Invoices of one contract",
  }),
  contractInvoiceCharts: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/contractCode/charts/invoices/",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.contractInvoicesQuerySchema },
    response: json(contracts.contractInvoicesResponseSchema, contracts.readContractInvoices),
    summary: "Invoices of one contract for the consumption and amount charts",
  }),
  contractPriceLimits: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/getPriceMinAndMaxInvoices",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.contractPriceLimitsQuerySchema },
    response: json(contracts.contractPriceLimitsSchema),
    summary: "Amount slider limits of one contract",
  }),
  contractFullbillingRar: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/contractCode/fullbilling",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.contractFullbillingQuerySchema },
    response: blob(ZIP_MIME),
    summary: "One contract's invoices in a ZIP, 'facturas {line}.rar'",
  }),
  consumptionsExcel: defineRoute({
    method: "GET",
    path: "/ov/consumptions/api/fullbilling",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.consumptionsExcelQuerySchema },
    response: blob(XLSX_MIME),
    summary: "One contract's consumptions, 'consumos {line}.xlsx'",
  }),
  contractsFullbillingNotify: defineRoute({
    method: "GET",
    path: "/ov/contracts/fullbilling",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.contractsFullbillingNotifyQuerySchema },
    response: empty,
    summary: "Sent alongside the per-contract downloads; the answer is ignored",
  }),
  consumptionsCertified: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/consumptionsCertified",
    host: "customer",
    auth: "bearer",
    request: { query: contracts.consumptionsCertifiedQuerySchema },
    response: blob(PDF_MIME),
    summary: "Certified consumption certificate, 'Certificado-{contract}.pdf'",
  }),
} as const;
