import { sharedPaths } from "@oficina-virtual/api-contract";
import type { RoutePlugin } from "../../context";
import { mountSharedPath } from "../../http/sharedPath";
import { adminRoutes } from "./admin";
import { adminContractsCsvRoutes } from "./adminContractsCsv";
import { contractInvoiceRoutes } from "./contractInvoices";
import { downloadRoutes, unicasGasProformasHandler } from "./downloads";
import { massDownloadRoutes } from "./massDownloads";
import { paymentRoutes } from "./payments";
import { searchRoutes, unicasGasInvoicesHandler } from "./search";

/** Part 2's invoice and contract calls: searches, per-contract lists, downloads, the
 * administrator's contract detail. */
export const invoiceRoutes: RoutePlugin = async (app, { deps }) => {
  await app.register(searchRoutes, { deps });
  await app.register(contractInvoiceRoutes, { deps });
  await app.register(downloadRoutes, { deps });
  await app.register(massDownloadRoutes, { deps });
  await app.register(adminRoutes, { deps });
  await app.register(adminContractsCsvRoutes, { deps });
  await app.register(paymentRoutes, { deps });

  // One path, two calls: the gas screen's unified invoices, or (with cb) the gas proformas.
  const unicas = sharedPaths.find((shared) => shared.ids.includes("unicasGasInvoices"));
  if (!unicas) throw new Error("sharedPaths has no unicas/gas entry");
  mountSharedPath(app, deps, unicas, {
    unicasGasInvoices: unicasGasInvoicesHandler(deps),
    unicasGasProformas: unicasGasProformasHandler(deps),
  });
};
