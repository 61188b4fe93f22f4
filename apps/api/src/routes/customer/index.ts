import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../context";
import { registerContractDocumentRoutes } from "./contractPdf";
import { registerCupsRoutes } from "./cups";
import { registerIssueRoutes } from "./issues";
import { registerMeasureRoutes } from "./measures";
import { registerReadingRoutes } from "./readings";

/** The customer's own calls: home contracts (cupsMe), debug log, única invoices flag,
 * contract PDF and consumption certificate, support requests, telemetry and load curve,
 * and meter readings. Every query is scoped to the caller (src/scope.ts). */
export function registerCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCupsRoutes(app, deps);
  registerContractDocumentRoutes(app, deps);
  registerIssueRoutes(app, deps);
  registerMeasureRoutes(app, deps);
  registerReadingRoutes(app, deps);
}
