import type { AdminInvoiceSearchParams } from "../../../core/queries/domainQueries";
import { filterParams, type SearchRequest } from "./searchParams";

/** The line selector: one line, or 'Todo' (both; the call then goes without a line). */
export type AdminLine = "Gas" | "Electricidad" | "Todo";

export const ADMIN_LINES: readonly AdminLine[] = ["Gas", "Electricidad", "Todo"];

/** filterfullbilling's line: lower case, absent for 'Todo' (part 2 §7). */
export const adminLineParam = (line: AdminLine) => (line === "Todo" ? undefined : line === "Gas" ? "gas" : "electricidad");

/** filterfullbilling's query: the default query (last 10) first, then the filters with the page. */
export function adminSearchParams(request: SearchRequest, line: AdminLine, page: number): AdminInvoiceSearchParams {
  const lineParam = { line: adminLineParam(line) };
  if (request.kind !== "filters") return { startDate: "0", endDate: "0", isDefaultQuery: true, start: 1, ...lineParam };
  return { ...filterParams(request.filters), isDefaultQuery: false, start: page, ...lineParam };
}
