import { z } from "zod";
import { buildPath, type RequestDef } from "./route";
import { type RouteId, routes, sharedPaths, XLSX_MIME } from "./routes";

const PDF = "application/pdf";
const ZIP = "application/zip";
const PROFORMA = "application/vnd.ms-excel, application/zip";

type Row = [
  method: string,
  path: string,
  host: "customer" | "admin" | "byRole",
  auth: "bearer" | "none" | "clientCredentials" | "basic",
  kind: "json" | "blob" | "redirect" | "empty",
  accept?: string,
];

/** The route table as the spec and the brief give it. */
const expected: Record<RouteId, Row> = {
  checkConnection: ["GET", "/ov/user/api/checkConnection", "customer", "none", "json"],
  userCups: ["GET", "/ov/user/api/userCups", "byRole", "none", "json"],
  signup: ["POST", "/ov/user/api/add", "byRole", "none", "json"],
  signupCode: ["POST", "/ov/user/api/signupCode", "byRole", "none", "json"],
  privateToken: ["POST", "/ov/user/api/privateToken", "customer", "none", "json"],
  logout: ["POST", "/ov/user/api/logout", "customer", "bearer", "empty"],
  refreshToken: ["POST", "/ov/user/api/refreshToken", "customer", "none", "json"],
  me: ["GET", "/ov/user/api/me", "customer", "bearer", "json"],
  changePassword: ["POST", "/ov/user/api/changePasswordBackend", "byRole", "bearer", "empty"],
  userValidation: ["GET", "/ov/users/validation", "customer", "none", "redirect"],
  resendEmailVerification: ["POST", "/ov/user/api/resendEmailVerification", "byRole", "none", "empty"],
  resendPasswordVerification: ["POST", "/ov/user/api/resendPasswordVerification", "byRole", "none", "json"],
  clientToken: ["POST", "/token", "customer", "basic", "json"],
  setPassword: ["POST", "/ov/users/set-password", "customer", "clientCredentials", "empty"],
  recoverUsername: ["POST", "/ov/user/api/recovery/username", "byRole", "none", "json"],
  validateEmailToken: ["GET", "/ov/user/api/validateEmailToken/", "customer", "none", "json"],
  updatePassword: ["PUT", "/ov/user/api/updatePassword/", "customer", "none", "empty"],
  verifyUserEmail: ["GET", "/ov/user/api/verifyUserEmail/", "customer", "none", "empty"],
  cupsMe: ["GET", "/ov/cups/api/cupsMe", "customer", "bearer", "json"],
  createDebugLog: ["POST", "/ov/cups/api/createdebuglog", "customer", "bearer", "empty"],
  isUnicaInvoicesAssociate: ["GET", "/ov/invoices/api/isUnicaInvoicesAssociate", "customer", "bearer", "json"],
  contractPdf: ["GET", "/ov/contracts/{codAbonado}", "customer", "bearer", "blob", PDF],
  issueAdd: ["POST", "/ov/issues/api/add", "customer", "bearer", "json"],
  issuesOpenCount: ["GET", "/ov/issues/api/status/open", "customer", "bearer", "json"],
  issuesList: ["GET", "/ov/issues/api/issues", "customer", "bearer", "json"],
  issueDetail: ["GET", "/ov/issues/api/issue", "customer", "bearer", "json"],
  issueCategories: ["GET", "/ov/issues/api/categories", "customer", "bearer", "json"],
  issueSubcategories: ["GET", "/ov/issues/api/subcategories", "customer", "bearer", "json"],
  addReading: ["POST", "/ov/readings/api/add", "customer", "bearer", "json"],
  lastReading: ["GET", "/ov/readings/api/last", "customer", "bearer", "json"],
  priceLimits: ["GET", "/ov/invoices/api/getPriceMinAndMaxInvoice", "customer", "bearer", "json"],
  fullbilling: ["GET", "/ov/invoices/api/fullbilling", "customer", "bearer", "json"],
  filterFullbilling: ["GET", "/ov/invoices/api/filterfullbilling", "customer", "bearer", "json"],
  searchOneInvoice: ["GET", "/ov/invoices/api/searchOneInvoice", "customer", "bearer", "json"],
  fullbillingRar: ["GET", "/ov/invoices/api/fullbilling/allinRar/{line}", "customer", "bearer", "blob", ZIP],
  fullbillingPdf: ["GET", "/ov/invoices/api/fullbilling/allinPDF/{line}", "customer", "bearer", "blob", PDF],
  invoicesExcel: ["GET", "/ov/invoices/api/{line}", "customer", "bearer", "blob", XLSX_MIME],
  proforma: ["GET", "/ov/invoices/api/proforma", "customer", "bearer", "blob", PROFORMA],
  proformaDownload: ["GET", "/ov/invoices/api/proformaDownload", "customer", "bearer", "blob", PDF],
  unicasGasInvoices: ["GET", "/ov/invoices/api/fullbilling/unicas/gas", "customer", "bearer", "json"],
  unicasGasProformas: ["GET", "/ov/invoices/api/fullbilling/unicas/gas", "customer", "bearer", "blob", PROFORMA],
  unifiedInvoicePdf: ["GET", "/ov/contracts/api/contracts", "customer", "bearer", "blob", PDF],
  invoicePdf: ["GET", "/ov/invoices/api/pdf", "customer", "bearer", "blob", PDF],
  adminContractDetail: ["GET", "/ov/contracts/api/administrador-fincas", "customer", "bearer", "json"],
  contractInvoices: ["GET", "/ov/contracts/api/contractCode/invoices/", "customer", "bearer", "json"],
  contractInvoiceCharts: ["GET", "/ov/contracts/api/contractCode/charts/invoices/", "customer", "bearer", "json"],
  contractPriceLimits: ["GET", "/ov/contracts/api/getPriceMinAndMaxInvoices", "customer", "bearer", "json"],
  contractFullbillingRar: ["GET", "/ov/contracts/api/contractCode/fullbilling", "customer", "bearer", "blob", ZIP],
  consumptionsExcel: ["GET", "/ov/consumptions/api/fullbilling", "customer", "bearer", "blob", XLSX_MIME],
  contractsFullbillingNotify: ["GET", "/ov/contracts/fullbilling", "customer", "bearer", "empty"],
  consumptionsCertified: ["GET", "/ov/contracts/api/consumptionsCertified", "customer", "bearer", "blob", PDF],
  telemetry: ["GET", "/ov/cups/api/telemetry", "customer", "bearer", "json"],
  telemetryXlsx: ["GET", "/ov/cups/api/telemetry", "customer", "bearer", "blob", XLSX_MIME],
  curvas: ["GET", "/ov/cups/api/curvas", "customer", "bearer", "json"],
  curvasXlsx: ["GET", "/ov/cups/api/curvas", "customer", "bearer", "blob", XLSX_MIME],
  invoiceBreakdown: ["GET", "/ov/insights/invoices/breakdown", "customer", "bearer", "json"],
  invoiceComparison: ["GET", "/ov/insights/invoices/comparison", "customer", "bearer", "json"],
  costThisMonth: ["GET", "/ov/insights/contracts/{contractCode}/cost-this-month", "customer", "bearer", "json"],
  costAlert: ["GET", "/ov/insights/contracts/{contractCode}/alert", "customer", "bearer", "json"],
  costAlertSet: ["PUT", "/ov/insights/contracts/{contractCode}/alert", "customer", "bearer", "json"],
  costAlertDelete: ["DELETE", "/ov/insights/contracts/{contractCode}/alert", "customer", "bearer", "empty"],
  bankAccount: ["GET", "/ov/contracts/api/{contractCode}/cuenta-bancaria", "customer", "bearer", "json"],
  bankAccountChange: ["POST", "/ov/contracts/api/{contractCode}/cuenta-bancaria", "customer", "bearer", "json"],
  bankMandatePdf: ["GET", "/ov/contracts/api/{contractCode}/cuenta-bancaria/mandatos/{reference}", "customer", "bearer", "blob", PDF],
  dataExportStart: ["POST", "/ov/user/api/mis-datos", "customer", "bearer", "json"],
  dataExportStatus: ["GET", "/ov/user/api/mis-datos/{exportId}", "customer", "bearer", "json"],
  dataExportZip: ["GET", "/ov/user/api/mis-datos/{exportId}/zip", "customer", "bearer", "blob", ZIP],
  telemetryCsv: ["GET", "/ov/cups/api/telemetry", "customer", "bearer", "blob", "text/csv"],
  curvasCsv: ["GET", "/ov/cups/api/curvas", "customer", "bearer", "blob", "text/csv"],
  selfConsumption: ["GET", "/ov/cups/api/autoconsumo", "customer", "bearer", "json"],
  adminContractsCsv: ["GET", "/ov/contracts/api/administrador-fincas/exportar", "customer", "bearer", "blob", "text/csv"],
  powerInsight: ["GET", "/ov/insights/power/{codAbonado}", "customer", "bearer", "json"],
  contactDetails: ["GET", "/ov/user/api/contact", "byRole", "bearer", "json"],
  phoneChange: ["POST", "/ov/user/api/contact/phone", "byRole", "bearer", "json"],
  phoneConfirm: ["POST", "/ov/user/api/contact/phone/confirm", "byRole", "bearer", "json"],
  emailChange: ["POST", "/ov/user/api/contact/email", "byRole", "bearer", "json"],
  emailConfirm: ["POST", "/ov/user/api/contact/email/confirm", "customer", "none", "json"],
  emailUndo: ["POST", "/ov/user/api/contact/email/undo", "customer", "none", "json"],
  sessions: ["GET", "/ov/user/api/sessions", "byRole", "bearer", "json"],
  sessionClose: ["DELETE", "/ov/user/api/sessions/{sessionId}", "byRole", "bearer", "json"],
  sessionsCloseOthers: ["POST", "/ov/user/api/sessions/close-others", "byRole", "bearer", "json"],
  activity: ["GET", "/ov/user/api/activity", "byRole", "bearer", "json"],
  paymentStatus: ["GET", "/ov/invoices/api/importe-pendiente", "customer", "bearer", "json"],
  preferences: ["GET", "/ov/user/api/preferences", "byRole", "bearer", "json"],
  preferencesChange: ["PUT", "/ov/user/api/preferences", "byRole", "bearer", "json"],
  paperlessChange: ["PUT", "/ov/contracts/api/{contractCode}/factura-electronica", "customer", "bearer", "json"],
  postalAddress: ["GET", "/ov/contracts/api/{contractCode}/direccion-postal", "customer", "bearer", "json"],
  postalAddressChange: ["PUT", "/ov/contracts/api/{contractCode}/direccion-postal", "customer", "bearer", "json"],
};

const ids = Object.keys(routes) as RouteId[];

describe("the route table", () => {
  it("has exactly the agreed ids", () => {
    expect([...ids].sort()).toEqual(Object.keys(expected).sort());
    // 53 calls of the spec, plus our insights (6), the CSV exports, self-consumption and the administrator's export (4) the power insight (1), the signup code (1), the last meter reading (1), 'Datos de contacto' (6), 'Cuenta bancaria' (3), 'Sesiones y actividad' (4), 'Descargar mis datos' (3), 'Importe pendiente' (1) and 'Preferencias' with the postal address (5).
    expect(ids).toHaveLength(88);
  });

  it.each(ids)("%s has the agreed method, path, host, auth and response", (id) => {
    const route = routes[id];
    const [method, path, host, auth, kind, accept] = expected[id];
    expect(route.method).toBe(method);
    expect(route.path).toBe(path);
    expect(route.host).toBe(host);
    expect(route.auth).toBe(auth);
    expect(route.response.kind).toBe(kind);
    if (route.response.kind === "blob") expect(route.response.accept).toBe(accept);
    expect(route.summary.length).toBeGreaterThan(10);
  });

  it("exempts only privateToken, logout and our refreshToken from the expiry check", () => {
    expect(ids.filter((id) => (routes[id] as { expiryExempt?: boolean }).expiryExempt).sort()).toEqual([
      "logout",
      "privateToken",
      "refreshToken",
    ]);
  });

  it.each(ids)("%s: path is absolute, has no query, and its placeholders are its params", (id) => {
    const route = routes[id];
    expect(route.path.startsWith("/")).toBe(true);
    expect(route.path).not.toMatch(/[?&]/);
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const params = (route.request as RequestDef).params as z.ZodObject | undefined;
    expect(Object.keys(params?.shape ?? {})).toEqual(placeholders);
  });

  it("only the declared shared paths repeat a method and path, and pick routes their way", () => {
    const byKey = new Map<string, RouteId[]>();
    for (const id of ids) {
      const key = `${routes[id].method} ${routes[id].path}`;
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    const repeated = [...byKey.values()].filter((group) => group.length > 1);
    expect(repeated.map((group) => group.sort())).toEqual(sharedPaths.map((shared) => [...shared.ids].sort()));

    const pick = (id: RouteId, query: Record<string, unknown>) => sharedPaths.find((shared) => shared.ids.includes(id))!.pick(query);
    expect(pick("telemetry", { output: "json" })).toBe("telemetry");
    expect(pick("telemetry", { output: "xlsx" })).toBe("telemetryXlsx");
    expect(pick("curvas", { output: "xlsx" })).toBe("curvasXlsx");
    expect(pick("telemetry", { output: "csv" })).toBe("telemetryCsv");
    expect(pick("curvas", { output: "csv" })).toBe("curvasCsv");
    expect(pick("curvas", {})).toBe("curvas");
    expect(pick("unicasGasInvoices", { cb: "1740824000000" })).toBe("unicasGasProformas");
    expect(pick("unicasGasInvoices", { startDate: "0" })).toBe("unicasGasInvoices");
  });

  it("tells the output=json and output=xlsx variants apart by their query schema", () => {
    const query = { line: "gas", freq: "1", cups: "ES1", contractCode: "1", startDate: "01-01-2025", endDate: "02-01-2025" };
    expect(routes.telemetry.request.query.safeParse({ ...query, output: "json" }).success).toBe(true);
    expect(routes.telemetry.request.query.safeParse({ ...query, output: "xlsx" }).success).toBe(false);
    expect(routes.telemetryXlsx.request.query.safeParse({ ...query, output: "xlsx" }).success).toBe(true);
  });
});

describe("buildPath", () => {
  it("fills and encodes placeholders", () => {
    expect(buildPath(routes.contractPdf.path, { codAbonado: "100234" })).toBe("/ov/contracts/100234");
    expect(buildPath(routes.fullbillingRar.path, { line: "Electricidad" })).toBe("/ov/invoices/api/fullbilling/allinRar/Electricidad");
    expect(buildPath(routes.invoicesExcel.path, { line: "gas/../x" })).toBe("/ov/invoices/api/gas%2F..%2Fx");
    expect(buildPath(routes.contractPdf.path, { codAbonado: 42 })).toBe("/ov/contracts/42");
  });

  it("leaves paths without placeholders alone", () => {
    expect(buildPath(routes.me.path)).toBe("/ov/user/api/me");
  });

  it("throws on a missing parameter", () => {
    expect(() => buildPath(routes.contractPdf.path, {})).toThrow(/codAbonado/);
  });
});
