import { routes } from "@oficina-virtual/api-contract";
import type { RoutePlugin } from "../context";
import { mountRoute } from "../http/contractRoute";
import { accountRoutes } from "./account";
import { bankAccountRoutes } from "./bankAccount";
import { customerRoutes } from "./customer";
import { dataExportRoutes } from "./dataExport";
import { devRoutes } from "./dev";
import { insightRoutes } from "./insights";
import { invoiceRoutes } from "./invoices";
import { preferenceRoutes } from "./preferences";

/** Every /ov call of both call tables, plus the demo-only /dev routes. */
export const apiRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.checkConnection, () => ({ status: "ok", serverTime: deps.now().toISOString() }));
  await app.register(accountRoutes, { deps });
  await app.register(customerRoutes, { deps });
  await app.register(invoiceRoutes, { deps });
  await app.register(insightRoutes, { deps });
  await app.register(bankAccountRoutes, { deps });
  await app.register(dataExportRoutes, { deps });
  await app.register(preferenceRoutes, { deps });
  if (deps.config.demo) await app.register(devRoutes, { deps });
};
