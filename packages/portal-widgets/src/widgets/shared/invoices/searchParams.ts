import type { Line } from "@oficina-virtual/api-contract";
import type { InvoiceSearchParams, UnicasGasParams } from "../../../core/queries/domainQueries";
import { toApiDate } from "../../../domain/dateRange";

/** The filters of a mass download: those of the search, without the page. */
export type MassDownloadQuery = Pick<
  InvoiceSearchParams,
  "startDate" | "endDate" | "contract" | "cups" | "invoice" | "cif" | "minPrice" | "maxPrice" | "hasUnicasInvoices"
>;

/** The filters of a search as the user committed them (dates 'DD-MM-YYYY' or ''). */
export interface InvoiceFilters {
  desde: string;
  hasta: string;
  contract: string;
  cups: string;
  invoice: string;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Administrator screen only. */
  cif?: string | undefined;
}

/**
 * What the lists show: the first load's default query (the last 10 invoices), a search by
 * filters, or 'Encontrar factura' (one invoice number).
 */
export type SearchRequest = { kind: "default" } | { kind: "filters"; filters: InvoiceFilters } | { kind: "one"; invoice: string };

/** The customer screens' lists: the line shown decides the line left out (part 2 §7). */
export const lineRemoverFor = (line: Line): Line => (line === "Gas" ? "Electricidad" : "Gas");

const blankToUndefined = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The shared filter parameters: dates as YYYY-MM-DD, or 0 when empty; blank texts left out. */
export function filterParams(filters: InvoiceFilters) {
  return {
    startDate: toApiDate(filters.desde),
    endDate: toApiDate(filters.hasta),
    contract: blankToUndefined(filters.contract),
    cups: blankToUndefined(filters.cups),
    invoice: blankToUndefined(filters.invoice),
    cif: blankToUndefined(filters.cif),
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  };
}

/** The default query: no dates (0), the last 10, page 1. */
const DEFAULT_PARAMS = { startDate: "0", endDate: "0", isDefaultQuery: true, start: 1 } as const;

export interface ListParamsOptions {
  line: Line;
  /** 1-based page. */
  page: number;
  /** The stored hasUnicasInvoices: unified invoices are listed apart. */
  hasUnicas: boolean;
}

/** fullbilling's query for the 'Facturas Simples' list of one line. */
export function simpleListParams(request: SearchRequest, { line, page, hasUnicas }: ListParamsOptions): InvoiceSearchParams {
  const common = { lineRemover: lineRemoverFor(line), hasUnicasInvoices: hasUnicas };
  if (request.kind !== "filters") return { ...DEFAULT_PARAMS, ...common };
  return { ...filterParams(request.filters), isDefaultQuery: false, start: page, ...common };
}

/** fullbilling's query for the 'Facturas Unificadas' list (findUnicas=true). */
export function unifiedListParams(request: SearchRequest, { line, page }: Omit<ListParamsOptions, "hasUnicas">): InvoiceSearchParams {
  const common = { lineRemover: lineRemoverFor(line), findUnicas: true };
  if (request.kind !== "filters") return { ...DEFAULT_PARAMS, ...common };
  return { ...filterParams(request.filters), isDefaultQuery: false, start: page, ...common };
}

/** The gas screen's unified invoices (fullbilling/unicas/gas): the same filters, no line
 * parameters; the spec lists Content-Type among its query parameters. */
export function unicasGasParams(request: SearchRequest, page: number): UnicasGasParams {
  const contentType = { "Content-Type": "application/json" };
  if (request.kind !== "filters") return { ...DEFAULT_PARAMS, ...contentType };
  const { cif: _cif, ...filters } = filterParams(request.filters);
  return { ...filters, isDefaultQuery: false, start: page, ...contentType };
}

/**
 * The mass downloads' filters. After the default query the screen's date fields hold the
 * range of the invoices shown (part 2 §4), so the export asks for that range.
 */
export function exportFilterParams(request: SearchRequest, shownRange: { desde: string; hasta: string }): MassDownloadQuery {
  if (request.kind === "filters") return filterParams(request.filters);
  if (request.kind === "one") return { startDate: "0", endDate: "0", invoice: request.invoice };
  return { startDate: toApiDate(shownRange.desde), endDate: toApiDate(shownRange.hasta) };
}
