"use client";

import { type CupsMeResponse, type SupplyPoint, toOneLineText } from "@oficina-virtual/api-contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { type ContractFilters, contractQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import type { BusinessLine } from "../../core/session/sessionState";
import type { SessionStore } from "../../core/session/sessionStore";
import { pageCount } from "../../domain";
import { sessionTotalsFrom } from "../shared/contracts/useContractTotals";

/** Part 1 §2: the search boxes apply after a 1000 ms pause in typing. */
export const SEARCH_DELAY_MS = 1000;

export const DEBUG_LOG_EVENT = "emptyContractsOnFirstLoad";

interface Search {
  contract: string;
  cups: string;
}

const NO_SEARCH: Search = { contract: "", cups: "" };

/** A host may mount the widget twice (one per line): the empty-first-answer rule must log
 * and log out once per session, not once per widget. */
const sessionsHandled = new WeakMap<SessionStore, string>();

const isEmptyAnswer = (answer: CupsMeResponse | null) =>
  answer === null || (answer.cupsAsociados.select.length === 0 && answer.totalElectricidad === 0 && answer.totalGas === 0);

/** The search boxes, as typed and as applied (after the pause). A new search goes back to page 1. */
function useDebouncedSearch(onApply: () => void) {
  const [typed, setTyped] = React.useState<Search>(NO_SEARCH);
  const [applied, setApplied] = React.useState<Search>(NO_SEARCH);
  const appliedRef = React.useRef<Search>(NO_SEARCH);

  React.useEffect(() => {
    // A pasted tab or control character would make the API answer 400: it is dropped.
    const next = { contract: toOneLineText(typed.contract), cups: toOneLineText(typed.cups) };
    const timer = setTimeout(() => {
      const current = appliedRef.current;
      if (current.contract === next.contract && current.cups === next.cups) return;
      appliedRef.current = next;
      setApplied(next);
      onApply();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, onApply]);

  return { typed, setTyped, applied };
}

const FIRST_PAGES: Record<BusinessLine, number> = { Electricidad: 1, Gas: 1 };

export interface LineTable {
  line: BusinessLine;
  page: number;
  setPage: (page: number) => void;
  rows: SupplyPoint[];
  /** Contracts of the line that match the search, on every page. */
  total: number;
  totalPages: number;
}

/** One cupsMe call answers a page of each line: both tables share the search and the
 * call, and each keeps its own page number. */
export function useContractsTable(lines: readonly BusinessLine[]) {
  const { client, session, navigate, links } = usePortal();
  const [pages, setPages] = React.useState(FIRST_PAGES);
  const resetPages = React.useCallback(() => setPages(FIRST_PAGES), []);
  const search = useDebouncedSearch(resetPages);
  const { applied } = search;
  const unfiltered = applied.contract === "" && applied.cups === "";
  const shows = (line: BusinessLine) => lines.includes(line);

  const filters: ContractFilters = {
    ...(applied.contract ? { contract: applied.contract } : {}),
    ...(applied.cups ? { cups: applied.cups } : {}),
    ...(shows("Electricidad") ? { startPaginationElectricidad: pages.Electricidad } : {}),
    ...(shows("Gas") ? { startPaginationGas: pages.Gas } : {}),
  };
  // Pages already seen are shown again without a new request for a minute.
  const query = useQuery({ ...contractQueries.list(client, filters), placeholderData: keepPreviousData, staleTime: 60_000 });
  const answer = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  const firstPages = pages.Electricidad === 1 && pages.Gas === 1;

  // An unfiltered answer carries the caller's real totals: the header shows them from the store.
  React.useEffect(() => {
    if (answer !== undefined && unfiltered) session.setTotals(sessionTotalsFrom(answer));
  }, [answer, unfiltered, session]);

  // Part 1 §4: an empty answer to the very first request means the account has no
  // contracts to show; the spec logs it and forces a logout.
  const firstAnswerSeen = React.useRef(false);
  React.useEffect(() => {
    if (answer === undefined || firstAnswerSeen.current) return;
    firstAnswerSeen.current = true;
    if (!unfiltered || !firstPages || !isEmptyAnswer(answer)) return;
    const token = session.getState().accessToken;
    if (token === null || sessionsHandled.get(session) === token) return;
    sessionsHandled.set(session, token);
    void (async () => {
      try {
        await client.call("createDebugLog", {
          body: {
            event: DEBUG_LOG_EVENT,
            detail: "cupsMe answered no contracts on the first request",
            ...(typeof window !== "undefined" ? { path: window.location.pathname.slice(0, 500) } : {}),
            ...(typeof navigator !== "undefined" ? { userAgent: navigator.userAgent.slice(0, 500) } : {}),
          },
        });
      } catch {
        // The log is best effort: the logout happens either way.
      }
      // The spec logs out silently; /login says why, once.
      await session.logout({ reason: "noContracts" });
      navigate(links.login());
    })();
  }, [answer, unfiltered, firstPages, client, session, navigate, links]);

  // A page of both tables is some 800 elements. Their render is deferred, a transition that
  // React splits into slices of a few ms: the answer does not block the page while React
  // builds the rows (the home's Total Blocking Time), and typing in the search boxes stays
  // responsive. `loading` and `loaded` follow the rows on screen, not the query: `undefined`
  // is no answer yet, `null` an answer with no content (204).
  const shown = React.useDeferredValue(query.data);
  const data = shown ?? null;
  const total = (line: BusinessLine) => (data ? (line === "Gas" ? data.totalGas : data.totalElectricidad) : 0);
  const tables: LineTable[] = lines.map((line) => ({
    line,
    page: pages[line],
    setPage: (page: number) => setPages((current) => ({ ...current, [line]: page })),
    rows: data ? data.cupsAsociados.select.filter((row) => row.line === line) : [],
    total: total(line),
    totalPages: pageCount(total(line)),
  }));

  return {
    search,
    /** Whether the rows on screen answer a search (not the unfiltered list). */
    filtered: !unfiltered,
    tables,
    /** Nothing to show yet (the first answer is on its way). */
    loading: query.isPending || (query.isSuccess && shown === undefined),
    /** Another page or search is on its way; the previous rows stay on screen. */
    refreshing: query.isFetching && query.isPlaceholderData,
    failed: query.isError,
    loaded: query.isSuccess && shown !== undefined,
  };
}
