import type { Routes } from "./routes";

/** One section of the route table, loaded on demand: the module of that section and the
 * schemas of its calls (zod with them) become a chunk of their own in a bundled client. */
export type RouteSection = () => Promise<Partial<Routes>>;

/** The sections `routes` is assembled from (routes.ts), as loaders. A client keeps this list
 * in its first load, not the table: a page then builds only the schemas of the sections it
 * calls (the home's section holds 11 of the 64 calls). Adding a call to a section needs no
 * change here; only a new section does. routeSections.test.ts holds it to `routes`. */
export const routeSections: readonly RouteSection[] = [
  () => import("./routes/accounts").then((section) => section.accountRoutes),
  () => import("./routes/home").then((section) => section.homeRoutes),
  () => import("./routes/invoices").then((section) => section.invoiceRoutes),
  () => import("./routes/contracts").then((section) => section.contractRoutes),
  () => import("./routes/telemetry").then((section) => section.telemetryRoutes),
  () => import("./routes/insights").then((section) => section.insightRoutes),
  () => import("./routes/power").then((section) => section.powerRoutes),
  () => import("./routes/contact").then((section) => section.contactRoutes),
  () => import("./routes/bankAccount").then((section) => section.bankAccountRoutes),
  () => import("./routes/sessions").then((section) => section.sessionRoutes),
  () => import("./routes/dataExport").then((section) => section.dataExportRoutes),
  () => import("./routes/preferences").then((section) => section.preferenceRoutes),
];
