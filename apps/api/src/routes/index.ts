import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../context";
import { registerAccountRoutes } from "./account";
import { registerCustomerRoutes } from "./customer";
import { registerDevRoutes } from "./dev";
import { registerInvoiceRoutes } from "./invoices";

/** Every /ov call of both call tables, plus the demo-only /dev routes. */
export function registerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAccountRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  if (deps.config.demo) registerDevRoutes(app, deps);
}
