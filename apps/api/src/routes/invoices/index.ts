import { sharedPaths } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../context";
import { registerAdminRoutes } from "./admin";
import { registerContractInvoiceRoutes } from "./contractInvoices";
import { registerDownloadRoutes, unicasGasProformasHandler } from "./downloads";
import { registerMassDownloadRoutes } from "./massDownloads";
import { registerSearchRoutes, unicasGasInvoicesHandler } from "./search";
import { mountSharedPath } from "../../http/sharedPath";

/** Part 2's invoice and contract calls: searches, per-contract lists, downloads, the
 * administrator's contract detail. */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerSearchRoutes(app, deps);
  registerContractInvoiceRoutes(app, deps);
  registerDownloadRoutes(app, deps);
  registerMassDownloadRoutes(app, deps);
  registerAdminRoutes(app, deps);

  // One path, two calls: the gas screen's unified invoices, or (with cb) the gas proformas.
  const unicas = sharedPaths.find((shared) => shared.ids.includes("unicasGasInvoices"));
  if (!unicas) throw new Error("sharedPaths has no unicas/gas entry");
  mountSharedPath(app, deps, unicas, {
    unicasGasInvoices: unicasGasInvoicesHandler(deps),
    unicasGasProformas: unicasGasProformasHandler(deps),
  });
}
