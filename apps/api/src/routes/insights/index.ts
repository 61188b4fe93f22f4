import { routes } from "@oficina-virtual/api-contract";
import type { RoutePlugin } from "../../context";
import { deleteAlert, findAlert, saveAlert } from "../../db/insights/alerts";
import { mountRoute } from "../../http/contractRoute";
import { findCallerContract } from "../../scope";
import { costThisMonth } from "./costThisMonth";
import { invoiceBreakdown, invoiceComparison } from "./invoiceInsights";

/** /ov/insights — each invoice explained, why it changed, what this month will
 * cost, and the cost alert. Scoped to the caller (src/scope.ts): someone else's invoice or
 * contract is not found (404). */
export const insightRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.invoiceBreakdown, ({ query, caller }) =>
    invoiceBreakdown(deps.db, caller, query, deps.now().toISOString().slice(0, 10)),
  );
  mountRoute(app, deps, routes.invoiceComparison, ({ query, caller }) => invoiceComparison(deps.db, caller, query));
  mountRoute(app, deps, routes.costThisMonth, ({ params, caller }) => costThisMonth(deps, caller, params.contractCode));

  mountRoute(app, deps, routes.costAlert, async ({ params, caller }) => {
    const contract = await findCallerContract(deps.db, caller, params.contractCode);
    const alert = await findAlert(deps.db, contract.id, caller.userId);
    return {
      contractCode: contract.codAbonado,
      thresholdCents: alert?.thresholdCents ?? null,
      notifiedAt: alert?.notifiedAt?.toISOString() ?? null,
    };
  });
  mountRoute(app, deps, routes.costAlertSet, async ({ params, body, caller, raw }) => {
    const contract = await findCallerContract(deps.db, caller, params.contractCode);
    await deps.limits.writes.count("alerts", caller.userId, raw.ip, deps.now());
    // The e-mail's language is the user's ('Preferencias', mail/recipient.ts), read when it is
    // sent; the alert's own language column (0008) is no longer what decides.
    await saveAlert(deps.db, contract.id, caller.userId, body.thresholdCents);
    // Checked at once: a threshold already below the projection mails now, not tomorrow.
    const answer = await costThisMonth(deps, caller, contract.codAbonado);
    return { contractCode: contract.codAbonado, thresholdCents: body.thresholdCents, notifiedAt: answer.alert?.notifiedAt ?? null };
  });
  mountRoute(app, deps, routes.costAlertDelete, async ({ params, caller, raw, reply }) => {
    const contract = await findCallerContract(deps.db, caller, params.contractCode);
    await deps.limits.writes.count("alerts", caller.userId, raw.ip, deps.now());
    await deleteAlert(deps.db, contract.id, caller.userId);
    return reply.code(204).send();
  });
};
