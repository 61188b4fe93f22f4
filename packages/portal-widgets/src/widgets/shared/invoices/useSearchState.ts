"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages } from "../../../core/react/portalHooks";
import { toDay } from "../../../domain/calendarDate";
import type { DateRangeVariant } from "../../../domain/dateRange";
import { useFormState } from "../../../ui/form";
import { EMPTY_SEARCH_FORM, type SearchFormOptions, searchFormSchema } from "./searchForm";
import type { SearchRequest } from "./searchParams";

export interface DateRangeText {
  desde: string;
  hasta: string;
}

/** Earliest and latest launch dates of the invoices shown, as 'DD-MM-YYYY'. */
export function launchRange(invoices: readonly Invoice[]): DateRangeText | null {
  const days = invoices.map((invoice) => toDay(invoice.issueDate)).filter((day) => day !== null);
  if (days.length === 0) return null;
  const sorted = days.sort((a, b) => a.valueOf() - b.valueOf());
  return { desde: sorted[0]!.format("DD-MM-YYYY"), hasta: sorted[sorted.length - 1]!.format("DD-MM-YYYY") };
}

/** What useDefaultRange reads of a list: whether it has answered, and what it lists. */
interface ListedInvoices {
  status: "loading" | "error" | "ready";
  invoices: readonly Invoice[];
}

/**
 * The default query's range (part 2 §4: the earliest and latest launch dates of what it
 * listed), the one range the date fields show and every export of the screen sends. It is
 * taken once every list of the default query has answered ('Facturas Simples' and, when the
 * customer has them, 'Facturas Unificadas', whichever answers first), and then kept: turning
 * a list's page does not move it. null before that, and after the first dated search.
 */
export function useDefaultRange(request: SearchRequest, simple: ListedInvoices, unified: ListedInvoices | null): DateRangeText | null {
  const [kept, setKept] = React.useState<DateRangeText | null>(null);
  const settled = simple.status !== "loading" && (unified === null || unified.status !== "loading");
  const range = React.useMemo(
    () => (settled && kept === null ? launchRange([...simple.invoices, ...(unified?.invoices ?? [])]) : null),
    [settled, kept, simple.invoices, unified?.invoices],
  );
  // Derived once, during render (React's pattern for state from props): no frame shows one
  // range in the fields and another in the exports.
  if (kept === null && range !== null && request.kind === "default") setKept(range);
  return request.kind === "default" ? (kept ?? range) : null;
}

/**
 * The committed search of a screen and one page per list: the default query first, then
 * what 'Buscar' sends. A new search starts every list at page 1.
 */
export function useSearchState() {
  const [request, setRequest] = React.useState<SearchRequest>({ kind: "default" });
  const [pages, setPages] = React.useState({ simple: 1, unified: 1 });
  const search = React.useCallback((next: SearchRequest) => {
    setRequest(next);
    setPages({ simple: 1, unified: 1 });
  }, []);
  const setPage = React.useCallback(
    (list: "simple" | "unified", page: number) => setPages((current) => ({ ...current, [list]: page })),
    [],
  );
  return { request, search, pages, setPage };
}

export interface UseSearchFormOptions {
  variant: DateRangeVariant;
  textFields: SearchFormOptions["textFields"];
  /** The default query's range (part 2 §4), written into Desde/Hasta once it is known. */
  defaultRange: DateRangeText | null;
}

/**
 * A filter form's state. It lives in the form's own component, so typing re-renders the form
 * and not the lists, tables and charts beside it. The default query's range fills the dates
 * once, unless the user has touched them first.
 */
export function useSearchForm({ variant, textFields, defaultRange }: UseSearchFormOptions) {
  const messages = useMessages();
  const schema = React.useMemo(() => searchFormSchema({ variant, textFields }, messages), [variant, textFields, messages]);
  const form = useFormState({ initialValues: EMPTY_SEARCH_FORM, schema });
  const datesDone = React.useRef(false);
  const { setValue } = form;

  React.useEffect(() => {
    if (datesDone.current || !defaultRange) return;
    datesDone.current = true;
    setValue("desde", defaultRange.desde);
    setValue("hasta", defaultRange.hasta);
  }, [defaultRange, setValue]);

  const datesTouched = React.useCallback(() => {
    datesDone.current = true;
  }, []);
  return { form, datesTouched };
}
