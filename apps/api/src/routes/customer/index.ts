import type { RoutePlugin } from "../../context";
import { contractDocumentRoutes } from "./contractPdf";
import { cupsRoutes } from "./cups";
import { issueRoutes } from "./issues";
import { measureRoutes } from "./measures";
import { powerInsightRoutes } from "./powerInsight";
import { readingRoutes } from "./readings";
import { selfConsumptionRoutes } from "./selfConsumption";

/** The customer's own calls: home contracts (cupsMe), debug log, única invoices flag,
 * contract PDF and consumption certificate, support requests, telemetry and load curve,
 * meter readings, the load curve's self-consumption and the contracted-power insight. Every query is scoped to the caller (src/scope.ts). */
export const customerRoutes: RoutePlugin = async (app, { deps }) => {
  await app.register(cupsRoutes, { deps });
  await app.register(contractDocumentRoutes, { deps });
  await app.register(issueRoutes, { deps });
  await app.register(measureRoutes, { deps });
  await app.register(readingRoutes, { deps });
  await app.register(selfConsumptionRoutes, { deps });
  await app.register(powerInsightRoutes, { deps });
};
