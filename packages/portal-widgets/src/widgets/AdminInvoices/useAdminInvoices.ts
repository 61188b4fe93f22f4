"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { invoiceQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { adminPageCount } from "../../domain/pagination";
import { type AdminLine, adminSearchParams } from "../shared/invoices/adminParams";
import type { SearchRequest } from "../shared/invoices/searchParams";

export interface AdminResults {
  status: "loading" | "error" | "ready";
  invoices: Invoice[];
  counts: { all: number; electricidad: number; gas: number };
  /** The larger of the electricity and gas page counts (part 2 §9). */
  pages: number;
  fetching: boolean;
}

const NO_COUNTS = { all: 0, electricidad: 0, gas: 0 };
const NO_INVOICES: Invoice[] = [];

/** The administrator's invoice search (filterfullbilling); 204 or a failure is the empty state. */
export function useAdminInvoices(request: SearchRequest, line: AdminLine, page: number): AdminResults {
  const { client } = usePortal();
  const query = useQuery({
    ...invoiceQueries.adminSearch(client, adminSearchParams(request, line, page)),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return { status: "loading", invoices: NO_INVOICES, counts: NO_COUNTS, pages: 0, fetching: true };
  if (query.isError || !query.data) {
    return { status: query.isError ? "error" : "ready", invoices: NO_INVOICES, counts: NO_COUNTS, pages: 0, fetching: query.isFetching };
  }
  const counts = query.data.totals;
  return {
    status: "ready",
    invoices: query.data.invoices,
    counts,
    pages: adminPageCount(counts.electricidad, counts.gas),
    fetching: query.isFetching,
  };
}
