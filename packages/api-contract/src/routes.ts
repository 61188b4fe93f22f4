import { accountRoutes } from "./routes/accounts";
import { bankAccountRoutes } from "./routes/bankAccount";
import { contactRoutes } from "./routes/contact";
import { contractRoutes } from "./routes/contracts";
import { dataExportRoutes } from "./routes/dataExport";
import { homeRoutes } from "./routes/home";
import { insightRoutes } from "./routes/insights";
import { invoiceRoutes } from "./routes/invoices";
import { powerRoutes } from "./routes/power";
import { preferenceRoutes } from "./routes/preferences";
import { sessionRoutes } from "./routes/sessions";
import { telemetryRoutes } from "./routes/telemetry";

export { CSV_MIME, PDF_MIME, XLS_MIME, XLSX_MIME, ZIP_MIME } from "./routes/responses";
export {
  accountRoutes,
  bankAccountRoutes,
  contactRoutes,
  contractRoutes,
  dataExportRoutes,
  homeRoutes,
  insightRoutes,
  invoiceRoutes,
  powerRoutes,
  preferenceRoutes,
  sessionRoutes,
  telemetryRoutes,
};

/** Every call of the spec (both parts' §7), plus addReading and our insight calls. Paths as the spec writes them,
 * always with a leading slash; `{name}` marks a path parameter. The table is assembled from
 * one part per section of the spec so that a client can load each part on its own
 * (`routeSections`): a page builds only the schemas of the calls it makes. */
export const routes = {
  ...accountRoutes,
  ...homeRoutes,
  ...invoiceRoutes,
  ...contractRoutes,
  ...telemetryRoutes,
  ...insightRoutes,
  ...powerRoutes,
  ...contactRoutes,
  ...bankAccountRoutes,
  ...sessionRoutes,
  ...dataExportRoutes,
  ...preferenceRoutes,
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
    ids: ["telemetry", "telemetryXlsx", "telemetryCsv"],
    pick: (query) => (query.output === "xlsx" ? "telemetryXlsx" : query.output === "csv" ? "telemetryCsv" : "telemetry"),
  },
  {
    ids: ["curvas", "curvasXlsx", "curvasCsv"],
    pick: (query) => (query.output === "xlsx" ? "curvasXlsx" : query.output === "csv" ? "curvasCsv" : "curvas"),
  },
];
