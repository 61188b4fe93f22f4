import { PRICE_LIMITS_FALLBACK, type PriceLimits, routes } from "@oficina-virtual/api-contract";
import type { AppDeps, RoutePlugin } from "../../context";
import { priceRange, searchEachLine, searchInvoices } from "../../db/invoices/queries";
import { mountRoute, type ParsedRequest, type RouteHandler } from "../../http/contractRoute";
import { type FullbillingParams, parseSearch } from "./filters";
import { fullbillingAnswer } from "./invoiceItems";

/**
 * The invoice searches. Customers and administrators alike: every query is scoped to the
 * caller's contracts, so filterfullbilling (the administrator screen's call) is safe for a
 * customer too and simply searches their own invoices. Someone else's contract, CUPS or
 * number in a filter finds nothing: 204, like any empty search.
 */
export const searchRoutes: RoutePlugin = async (app, { deps }) => {
  const search = async (query: FullbillingParams, req: Pick<ParsedRequest<typeof routes.fullbilling>, "caller" | "reply">) =>
    fullbillingAnswer(await searchInvoices(deps.db, req.caller, parseSearch(query), today(deps)), req.reply, today(deps));

  // All-invoices view (lineRemover=Gas), gas screen (lineRemover=Electricidad), unified lists
  // (findUnicas=true), the default query (isDefaultQuery=true: the last 10).
  mountRoute(app, deps, routes.fullbilling, (req) => search(req.query, req));

  // Administrator screen: line electricidad | gas, or absent for 'Todo'. With 'Todo' each
  // page holds that page of each line (part 2 §9: the screen's pages are the larger of the
  // two lines' page counts), so no invoice of the shorter line is out of reach.
  mountRoute(app, deps, routes.filterFullbilling, async (req) => {
    const parsed = parseSearch(req.query);
    if (parsed.isDefault || parsed.filter.line)
      return fullbillingAnswer(await searchInvoices(deps.db, req.caller, parsed, today(deps)), req.reply, today(deps));
    return fullbillingAnswer(await searchEachLine(deps.db, req.caller, parsed, today(deps)), req.reply, today(deps));
  });

  // 'Encontrar factura': one number, any date.
  mountRoute(app, deps, routes.searchOneInvoice, (req) => search({ invoice: req.query.invoice }, req));

  // Amount slider limits over all the caller's invoices, in whole euros (floor/ceil) and at
  // least 1 apart, as the sliders need; nothing to search → the spec's fallback range.
  mountRoute(app, deps, routes.priceLimits, async (req): Promise<PriceLimits> => {
    const range = await priceRange(deps.db, req.caller, {});
    const [low, high] = sliderRange(range);
    return { minImportClientInvoice: low, maxImportClientInvoice: high };
  });
};

/** The gas screen's unified invoices (mounted with unicasGasProformas on their shared path). */
export function unicasGasInvoicesHandler(deps: AppDeps): RouteHandler<typeof routes.unicasGasInvoices> {
  return async (req) => {
    const parsed = parseSearch({ ...req.query, line: "Gas", findUnicas: true, hasUnicasInvoices: undefined });
    return fullbillingAnswer(await searchInvoices(deps.db, req.caller, parsed, today(deps)), req.reply, today(deps));
  };
}

/** Today (UTC date) by the injected clock. */
export const today = (deps: AppDeps): string => deps.now().toISOString().slice(0, 10);

/** [floor(min), ceil(max)] at least 1 apart; the fallback range when there is nothing. */
export function sliderRange(range: { min: number; max: number } | null): [number, number] {
  if (!range) return [PRICE_LIMITS_FALLBACK.min, PRICE_LIMITS_FALLBACK.max];
  const low = Math.floor(range.min);
  return [low, Math.max(Math.ceil(range.max), low + 1)];
}
