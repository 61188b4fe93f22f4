/*
 * Realistic wire samples for the contract tests: one request per route and one response
 * per JSON route, written with the spec's field names and, where the spec has a quirk,
 * in its quirky form (single objects for lists, any-case lines, numeric strings, text
 * booleans). Query values are strings, as a server receives them.
 */
import type { RouteId } from "../routes";

export interface RequestSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

export const CUPS_E = "ES0021000000123456AB";
const proformaHeaders = {
  Accept: "application/zip",
  serieFactura: "FE25",
  numeroFactura: "000731",
  linea: "gas",
  nombreMarca: "Energía Madrid",
};

export const requestSamples: Record<RouteId, RequestSample> = {
  checkConnection: {},
  userCups: { query: { nif: "12345678Z", telefono: "600123456", codigo: "123456" } },
  signupCode: { query: { isAdministradorFinca: "false" }, body: { nif: "12345678Z", telefono: "600123456" } },
  signup: {
    query: { isAdministradorFinca: "false" },
    body: {
      username: "anagarcia",
      password: "Secreta.2025",
      nif: "12345678Z",
      email: "ana@example.es",
      telefono: "600123456",
      firstName: "Ana",
      lastName: "García López",
      language: "es",
      role: "access",
      identification: { typeDoc: "NIF", idDoc: "12345678Z" },
      ownerCif: "12345678Z",
      codigo: "123456",
    },
  },
  privateToken: { body: { username: "anagarcia", password: "Secreta.2025", isAdministradorFinca: false } },
  logout: { headers: { refresh_token: "r-7f3a9c" } },
  refreshToken: { headers: { refresh_token: "r-7f3a9c" } },
  me: {},
  cupsMe: {
    query: { cups: "ES0021", contract: "100234", startPaginationElectricidad: "2", startPaginationGas: "1" },
  },
  createDebugLog: {
    body: { event: "emptyContractsOnFirstLoad", detail: "cupsMe returned 0 rows", path: "/", userAgent: "Mozilla/5.0" },
  },
  isUnicaInvoicesAssociate: {},
  contractPdf: { params: { codAbonado: "100234" }, query: { line: "electricidad", output: "pdf" } },
  issueAdd: {
    headers: { "Idempotency-Key": "3f0c1b7e-9a7d-4f3e-8c55-0f2b5a1d9e21" },
    body: {
      title: "Factura con importe &quot;duplicado&quot;",
      description: "La factura de febrero aparece dos veces.\nGracias.",
      category: "1",
      subcategory: "Reclamación de factura",
      line: "Electricidad",
      cups: CUPS_E,
      contractCode: "100234",
    },
  },
  issuesOpenCount: {},
  issuesList: {},
  issueDetail: { query: { issueId: "4512" } },
  issueCategories: {},
  issueSubcategories: { query: { category: "1" } },
  changePassword: {
    query: { isAdministradorFinca: "true" },
    body: { username: "admin@fincas.es", password: "Antigua.2024", newPassword: "Nueva.2025" },
  },
  userValidation: { query: { token: "a1b2c3d4e5" } },
  resendEmailVerification: {
    query: { isAdministradorFinca: "false" },
    body: { username: "anagarcia", email: "ana@example.es", telefono: "600123456" },
  },
  resendPasswordVerification: {
    query: { isAdministradorFinca: "false" },
    body: { username: "anagarcia", telefono: "600123456", email: "ana@example.es" },
  },
  clientToken: { query: { grant_type: "client_credentials" } },
  setPassword: { body: { userData: { token: "c0nf1rm", password: "Nueva.2025" } } },
  recoverUsername: { query: { isAdministradorFinca: "false" }, body: { email: "ana@example.es" } },
  validateEmailToken: { headers: { token: "t0k3n" } },
  updatePassword: { headers: { token: "t0k3n", newPassword: "Nueva.2025" } },
  verifyUserEmail: { headers: { token: "t0k3n" } },
  addReading: {
    body: { codAbonado: "100234", line: "ELECTRICIDAD", cups: CUPS_E, Punta: "1234,5", Valle: "876", Llano: "0,125" },
  },
  lastReading: { query: { codAbonado: "100234" } },
  priceLimits: {},
  fullbilling: {
    query: {
      startDate: "2024-03-01",
      endDate: "2025-02-28",
      contract: "100234",
      cups: CUPS_E,
      invoice: "2500123",
      minPrice: "-35.5",
      maxPrice: "420",
      isDefaultQuery: "false",
      start: "1",
      hasUnicasInvoices: "true",
      lineRemover: "Gas",
      findUnicas: "false",
    },
  },
  filterFullbilling: {
    query: { line: "gas", startDate: "0", endDate: "0", cif: "B12345678", isDefaultQuery: "true", start: "3" },
  },
  searchOneInvoice: { query: { invoice: "2500123" } },
  fullbillingRar: { params: { line: "Electricidad" }, query: { startDate: "2024-03-01", endDate: "2025-02-28" } },
  fullbillingPdf: { params: { line: "gas" }, query: { startDate: "0", endDate: "0", isDefaultQuery: "true" } },
  invoicesExcel: {
    params: { line: "electricidad" },
    query: { startDate: "2024-03-01", endDate: "2025-02-28", cif: "B12345678", start: "1", line: "electricidad" },
  },
  proforma: { headers: proformaHeaders },
  proformaDownload: { headers: { ...proformaHeaders, Accept: "application/pdf" } },
  unicasGasInvoices: {
    query: { startDate: "2024-03-01", endDate: "2025-02-28", isDefaultQuery: "false", start: "1", "Content-Type": "json" },
  },
  unicasGasProformas: { query: { cb: "1740824000000" }, headers: proformaHeaders },
  unifiedInvoicePdf: {
    query: {
      numeroFactura: "000731",
      serieFactura: "FU25",
      line: "Gas",
      marca: "Energía Madrid",
      "Content-Type": "pdf",
      base64: "false",
    },
  },
  invoicePdf: { query: { serieFactura: "ENERGIA", numeroFactura: "2500123", line: "Electricidad", CUPS: CUPS_E } },
  adminContractDetail: { query: { codigoContrato: "100234", line: "Electricidad" } },
  contractInvoices: {
    query: { line: "Electricidad", contractCode: "100234", defaultQuery: "true", start: "1", limit: "10" },
  },
  contractInvoiceCharts: {
    query: {
      line: "Gas",
      contractCode: "200871",
      startDate: "2024-03-01",
      endDate: "2025-02-28",
      start: "1",
      limit: "10",
      factura: "2500",
      minPrice: "0",
      maxPrice: "300",
    },
  },
  contractPriceLimits: { query: { line: "Electricidad", contractCode: "100234" } },
  contractFullbillingRar: {
    query: {
      CUPS: CUPS_E,
      line: "Electricidad",
      contractCode: "100234",
      startDate: "2024-03-01",
      endDate: "2025-02-28",
      factura: "2500123",
    },
  },
  consumptionsExcel: {
    query: { contractCode: "100234", cups: CUPS_E, line: "Electricidad", startDate: "2024-03-01", endDate: "2025-02-28" },
  },
  contractsFullbillingNotify: {
    query: { contractCode: "100234", line: "Electricidad", startDate: "01-03-2024", endDate: "28-02-2025" },
  },
  consumptionsCertified: {
    query: { line: "electricidad", contractCode: "100234", startDate: "2024-03-01", endDate: "2025-02-28" },
  },
  telemetry: {
    query: {
      line: "Electricidad",
      freq: "1",
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "22-02-2025",
      endDate: "28-02-2025",
      output: "json",
    },
  },
  telemetryXlsx: {
    query: {
      line: "Electricidad",
      freq: "1",
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "22-02-2025",
      endDate: "28-02-2025",
      output: "xlsx",
    },
  },
  curvas: {
    query: {
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "22-02-2025",
      endDate: "28-02-2025",
      output: "json",
      DefaultQuery: "true",
    },
  },
  curvasXlsx: {
    query: { cups: CUPS_E, contractCode: "100234", startDate: "22-02-2025", endDate: "28-02-2025", output: "xlsx" },
  },
  invoiceBreakdown: { query: { serieFactura: "ENERGIA", numeroFactura: "2026000123" } },
  invoiceComparison: { query: { serieFactura: "ENERGIA", numeroFactura: "2026000123", against: "yearAgo" } },
  costThisMonth: { params: { contractCode: "100234" } },
  costAlert: { params: { contractCode: "100234" } },
  costAlertSet: { params: { contractCode: "100234" }, body: { thresholdCents: 12_000 } },
  costAlertDelete: { params: { contractCode: "100234" } },
  bankAccount: { params: { contractCode: "100234" } },
  paymentStatus: { query: { contractCode: "100234" } },
  bankAccountChange: {
    params: { contractCode: "100234" },
    body: { iban: "ES91 2100 0418 4502 0005 1332", holderName: "Ana García López", password: "Secreta.2024" },
  },
  bankMandatePdf: { params: { contractCode: "100234", reference: "LGI-7K2QX9M4TB8WPRVC" } },
  dataExportStart: {},
  dataExportStatus: { params: { exportId: "6f1c2b9e-0d4a-4c52-9b1e-2a7d3f8c5e10" } },
  dataExportZip: { params: { exportId: "6f1c2b9e-0d4a-4c52-9b1e-2a7d3f8c5e10" } },
  telemetryCsv: {
    query: {
      line: "Electricidad",
      freq: "1",
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "22-02-2025",
      endDate: "28-02-2025",
      output: "csv",
    },
  },
  curvasCsv: {
    query: { cups: CUPS_E, contractCode: "100234", startDate: "22-02-2025", endDate: "28-02-2025", output: "csv" },
  },
  selfConsumption: {
    query: { cups: CUPS_E, contractCode: "100234", startDate: "01-03-2025", endDate: "28-02-2026" },
  },
  adminContractsCsv: {},
  powerInsight: { params: { codAbonado: "100234" } },
  contactDetails: {},
  phoneChange: { body: { telefono: "+34 612 345 678" } },
  phoneConfirm: { body: { telefono: "612345678", codigo: "123456" } },
  emailChange: { body: { email: "nueva@example.com" } },
  emailConfirm: { body: { token: "abc" } },
  emailUndo: { body: { token: "abc" } },
  sessions: {},
  sessionClose: { params: { sessionId: "42" } },
  sessionsCloseOthers: {},
  activity: {},
  preferences: {},
  preferencesChange: { body: { language: "ca", notices: { costAlert: false } } },
  paperlessChange: { params: { contractCode: "100234" }, body: { paperless: true } },
  postalAddress: { params: { contractCode: "100234" } },
  postalAddressChange: {
    params: { contractCode: "100234" },
    body: { street: "Calle Mayor", number: "5, 1º A", postalCode: "08001", town: "Barcelona", province: "Barcelona" },
  },
};
