"use client";

import type { ContractInvoiceList, Invoice, InvoiceSearchResult, Line } from "@oficina-virtual/api-contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { type ContractInvoicesQuery, contractQueries, type InvoiceSearchParams, invoiceQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { toDay } from "../../domain/calendarDate";
import { pageCount } from "../../domain/pagination";

/** What 'Buscar' asks for; null is the first, default query (the last 10 invoices). */
export interface DatedSearch {
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  factura?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export const PAGE_SIZE = 10;

export interface ContractRef {
  line: Line;
  codAbonado: string;
}

function listQuery(contract: ContractRef, search: DatedSearch | null, page: number): ContractInvoicesQuery {
  const base = { line: contract.line, contractCode: contract.codAbonado, limit: PAGE_SIZE };
  if (!search) return { ...base, defaultQuery: true };
  return {
    ...base,
    startDate: search.startDate,
    endDate: search.endDate,
    start: page,
    ...(search.factura ? { factura: search.factura } : {}),
    ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
  };
}

/** The earliest and latest invoice dates of an answer ('YYYY-MM-DD'), or null. */
export function dateSpan(invoices: readonly Invoice[]): { startDate: string; endDate: string } | null {
  const days = invoices.map((invoice) => toDay(invoice.issueDate)).filter((day) => day !== null);
  if (days.length === 0) return null;
  const sorted = days.map((day) => day.format("YYYY-MM-DD")).sort();
  return { startDate: sorted[0]!, endDate: sorted[sorted.length - 1]! };
}

/** The same dates one year earlier, at most 12 months long (the server's limit: the default
 * query's last 10 invoices may span more). */
function previousYearOf(contract: ContractRef, span: { startDate: string; endDate: string }): ContractInvoicesQuery {
  const end = toDay(span.endDate)!.subtract(1, "year");
  const start = toDay(span.startDate)!.subtract(1, "year");
  const earliest = end.subtract(12, "month");
  return {
    line: contract.line,
    contractCode: contract.codAbonado,
    startDate: (start.isBefore(earliest) ? earliest : start).format("YYYY-MM-DD"),
    endDate: end.format("YYYY-MM-DD"),
  };
}

/** 'Facturas Adicionales' asks with every filter of the search, not only its dates. */
function additionalQuery(contract: ContractRef, search: DatedSearch | null, page: number): InvoiceSearchParams {
  const base = { contract: contract.codAbonado, findUnicas: true } as const;
  if (!search) return { ...base, isDefaultQuery: true };
  return {
    ...base,
    startDate: search.startDate,
    endDate: search.endDate,
    start: page,
    ...(search.factura ? { invoice: search.factura } : {}),
    ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
  };
}

const invoiceKey = (invoice: Invoice) => `${invoice.line}-${invoice.series}-${invoice.number}`;

/** The unified invoices' members minus those the main list already shows: the contract's
 * invoices include the ones billed inside a unified invoice, so the two lists overlapped. */
export function withoutListed(data: InvoiceSearchResult | null, listed: readonly Invoice[]): InvoiceSearchResult | null {
  if (!data) return null;
  const shown = new Set(listed.map(invoiceKey));
  return { ...data, invoices: data.invoices.filter((invoice) => !shown.has(invoiceKey(invoice))) };
}

// The contract's reader already turned 'No se han encontrado datos del titular.' into no invoices.
const listOf = (data: ContractInvoiceList | null | undefined): Invoice[] => data?.invoices ?? [];

/**
 * The per-contract invoices (part 2 §2.2, §4): first the default query, then dated searches
 * (a new search goes back to page 1); the charts' query (every match, oldest first); the
 * previous year's same months for the chart overlay, fetched only when asked for; and the
 * 'Facturas Adicionales' (unified invoices of the contract) with their own page.
 */
export function useInvoiceSearch(contract: ContractRef | null, initialSearch: DatedSearch | null = null) {
  const { client } = usePortal();
  const [search, setSearch] = React.useState<DatedSearch | null>(initialSearch);
  const [page, setPage] = React.useState(1);
  const [additionalPage, setAdditionalPage] = React.useState(1);
  const [wantPreviousYear, setWantPreviousYear] = React.useState(false);
  const enabled = contract !== null;
  const ref = contract ?? { line: "Electricidad" as const, codAbonado: "" };

  const query = listQuery(ref, search, page);
  const list = useQuery({ ...contractQueries.invoices(client, query), enabled, placeholderData: keepPreviousData, retry: false });
  const invoices = React.useMemo(() => listOf(list.data), [list.data]);
  const total = search ? (list.data?.total ?? 0) : invoices.length;
  const span = search ? { startDate: search.startDate, endDate: search.endDate } : dateSpan(invoices);

  const { start: _page, ...chartQuery } = query;
  const charts = useQuery({ ...contractQueries.invoiceCharts(client, chartQuery), enabled: enabled && invoices.length > 1, retry: false });

  const previousYearQuery = span ? previousYearOf(ref, span) : null;
  const previousYear = useQuery({
    ...contractQueries.invoiceCharts(client, previousYearQuery ?? chartQuery),
    enabled: enabled && wantPreviousYear && previousYearQuery !== null,
    retry: false,
  });

  const additional = useQuery({
    ...invoiceQueries.search(client, additionalQuery(ref, search, additionalPage)),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const additionalData = React.useMemo(() => withoutListed(additional.data ?? null, invoices), [additional.data, invoices]);

  const chartList = React.useMemo(() => listOf(charts.data), [charts.data]);
  const previousYearList = React.useMemo(
    () => (wantPreviousYear ? listOf(previousYear.data) : undefined),
    [wantPreviousYear, previousYear.data],
  );

  const runSearch = React.useCallback((next: DatedSearch) => {
    setSearch(next);
    setPage(1);
    setAdditionalPage(1);
  }, []);

  return {
    search,
    runSearch,
    page,
    setPage,
    list: {
      invoices,
      total,
      pages: search ? pageCount(total) : invoices.length > 0 ? 1 : 0,
      loading: list.isPending && enabled,
      fetching: list.isFetching,
      failed: list.isError,
    },
    span,
    charts: chartList,
    previousYear: previousYearList,
    setWantPreviousYear,
    additional: {
      data: additionalData,
      loading: additional.isPending && enabled,
      failed: additional.isError,
      page: additionalPage,
      setPage: setAdditionalPage,
    },
  };
}

export type InvoiceSearchState = ReturnType<typeof useInvoiceSearch>;
