"use client";

import type { Invoice, InvoiceSearchResult, Line } from "@oficina-virtual/api-contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { invoiceQueries } from "../../../core/queries/domainQueries";
import { usePortal, useSession } from "../../../core/react/portalHooks";
import { pageCount } from "../../../domain/pagination";
import { type SearchRequest, simpleListParams, unicasGasParams, unifiedListParams } from "./searchParams";

/** One list of the screen (simple or unified), ready to show. */
export interface InvoiceList {
  /** loading: first answer pending; error: the call failed (shown as the empty message, §8). */
  status: "loading" | "error" | "ready";
  invoices: Invoice[];
  /** Results of the line in the whole search. */
  count: number;
  pages: number;
  /** A new page or search is on its way (the previous rows stay shown). */
  fetching: boolean;
}

const lineCount = ({ totals }: InvoiceSearchResult, line: Line) => (line === "Gas" ? totals.gas : totals.electricidad);

interface QueryLike {
  data: InvoiceSearchResult | null | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

function toList(query: QueryLike, line: Line, keep: (invoice: Invoice) => boolean = () => true): InvoiceList {
  if (query.isPending) return { status: "loading", invoices: [], count: 0, pages: 0, fetching: true };
  if (query.isError) return { status: "error", invoices: [], count: 0, pages: 0, fetching: query.isFetching };
  // null is the 204 "no data" answer.
  const response = query.data ?? null;
  const invoices = (response?.invoices ?? []).filter((invoice) => invoice.line === line && keep(invoice));
  const count = response ? lineCount(response, line) : 0;
  return { status: "ready", invoices, count, pages: pageCount(count), fetching: query.isFetching };
}

/** 'Encontrar factura' answers every match at once: one page, split by the screen's lists. */
function oneInvoiceList(query: QueryLike, line: Line, keep: (invoice: Invoice) => boolean): InvoiceList {
  const list = toList(query, line, keep);
  return { ...list, count: list.invoices.length, pages: list.invoices.length > 0 ? 1 : 0 };
}

/**
 * Whether this customer's unified invoices are listed apart (part 2 §6): the stored
 * hasUnicasInvoices, or, when nothing is stored yet, the isUnicaInvoicesAssociate answer
 * for the line (false when that call fails). null while that answer is awaited, so the lists
 * are asked for once, with the right parameters.
 */
export function useHasUnicas(line: Line): boolean | null {
  const { client } = usePortal();
  const stored = useSession().hasUnicasInvoices;
  const associate = useQuery({ ...invoiceQueries.unicasAssociate(client), enabled: stored === null });
  if (stored !== null) return stored;
  if (associate.isPending) return null;
  return associate.data?.FacturasUnicas[line] ?? false;
}

export interface UseInvoiceListsOptions {
  line: Line;
  request: SearchRequest;
  simplePage: number;
  unifiedPage: number;
  /** The gas screen reads its unified invoices from fullbilling/unicas/gas. */
  unifiedSource: "fullbilling" | "unicasGas";
}

/** The 'Facturas Simples' and 'Facturas Unificadas' lists of one line. */
export function useInvoiceLists({ line, request, simplePage, unifiedPage, unifiedSource }: UseInvoiceListsOptions) {
  const { client } = usePortal();
  const known = useHasUnicas(line);
  const hasUnicas = known === true;
  const ready = known !== null;
  const single = request.kind === "one";

  const simpleQuery = useQuery({
    ...invoiceQueries.search(client, simpleListParams(request, { line, page: simplePage, hasUnicas })),
    enabled: ready && !single,
    placeholderData: keepPreviousData,
  });
  const unifiedSearch = useQuery({
    ...invoiceQueries.search(client, unifiedListParams(request, { line, page: unifiedPage })),
    enabled: hasUnicas && !single && unifiedSource === "fullbilling",
    placeholderData: keepPreviousData,
  });
  const unicasGas = useQuery({
    ...invoiceQueries.unicasGas(client, unicasGasParams(request, unifiedPage)),
    enabled: hasUnicas && !single && unifiedSource === "unicasGas",
    placeholderData: keepPreviousData,
  });
  const oneQuery = useQuery({
    ...invoiceQueries.one(client, single ? request.invoice : ""),
    enabled: ready && single,
  });

  const simpleState = useStableState(single ? oneQuery : simpleQuery);
  const unifiedState = useStableState(single ? oneQuery : unifiedSource === "unicasGas" ? unicasGas : unifiedSearch);
  // Lists keep their identity between renders of the same answer, so the tables and charts
  // below skip re-rendering while the user types in the filters.
  const simple = React.useMemo(
    () => (single ? oneInvoiceList(simpleState, line, (invoice) => !hasUnicas || !invoice.isUnified) : toList(simpleState, line)),
    [single, hasUnicas, line, simpleState],
  );
  const unified = React.useMemo(
    () => (!hasUnicas ? null : single ? oneInvoiceList(unifiedState, line, (invoice) => invoice.isUnified) : toList(unifiedState, line)),
    [single, hasUnicas, line, unifiedState],
  );
  return { hasUnicas, simple, unified };
}

/** The parts of a query's state a list reads, as one object that changes only with them. */
function useStableState({ data, isPending, isError, isFetching }: QueryLike): QueryLike {
  return React.useMemo(() => ({ data, isPending, isError, isFetching }), [data, isPending, isError, isFetching]);
}
