import { type Line, routes, validationError } from "@oficina-virtual/api-contract";
import type { InvoiceFilter, ParsedSearch } from "../../db/invoices/filter";
import { HttpError } from "../../errors/httpError";
import type { RouteQuery } from "../../http/contractRoute";
import { rangeTooLong } from "./invoiceErrors";

type FullbillingQuery = RouteQuery<typeof routes.fullbilling>;

/** The search fields shared by fullbilling, filterfullbilling, the gas screen and the mass
 * downloads: fullbilling's query (each call sends a subset of it) plus the line that
 * filterfullbilling (lower case) and the exports (any case in, canonical out) add. */
export type FullbillingParams = FullbillingQuery & {
  line?: RouteQuery<typeof routes.filterFullbilling>["line"] | RouteQuery<typeof routes.invoicesExcel>["line"];
};

/** What a contract code, CUPS, invoice number or tax id may hold: letters, digits, spaces
 * and . _ / -. Anything else (quotes, <, ;, =…) cannot be part of one and answers 400. */
const PLAIN = /^[\p{L}\p{N} ._/-]*$/u;

/** The trimmed search text, or undefined when blank; 400 with a code for other characters. */
export function plainText(field: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!PLAIN.test(trimmed)) throw new HttpError(validationError, validationError, `${field}: caracteres no permitidos`);
  return trimmed;
}

const toLine = (value: FullbillingParams["line"]): Line | undefined =>
  value === undefined ? undefined : value.toLowerCase() === "gas" ? "Gas" : "Electricidad";

/** Query → filter. Dates '0' mean none; both dates more than 12 months apart → 400. The
 * default query ignores the dates and the page. */
export function parseSearch(params: FullbillingParams, options: { forExport?: boolean } = {}): ParsedSearch {
  const isDefault = params.isDefaultQuery === true;
  const from = isDefault || params.startDate === "0" ? undefined : params.startDate;
  const until = isDefault || params.endDate === "0" ? undefined : params.endDate;
  assertTwelveMonths(from, until, options.forExport === true);
  const filter: InvoiceFilter = {
    from,
    until,
    contract: plainText("contract", params.contract),
    cups: plainText("cups", params.cups),
    invoice: plainText("invoice", params.invoice),
    cif: plainText("cif", params.cif),
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    line: toLine(params.line),
    lineRemover: params.lineRemover,
    unified: params.findUnicas ? "only" : params.hasUnicasInvoices ? "exclude" : undefined,
  };
  return { filter, isDefault, page: isDefault ? 1 : (params.start ?? 1) };
}

/** True when `until` is more than 12 months after `from` ('exactly 12 months with a later
 * end day' counts as more; month ends clamp: 2024-02-29 + 12 months = 2025-02-28). */
export function exceedsTwelveMonths(from: string, until: string): boolean {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const limit = new Date(Date.UTC(y + 1, m - 1, Math.min(d, lastDay))).toISOString().slice(0, 10);
  return until > limit;
}

export function assertTwelveMonths(from: string | undefined, until: string | undefined, forExport: boolean): void {
  if (from && until && exceedsTwelveMonths(from, until)) throw rangeTooLong(forExport);
}
