"use client";

import type { CupsMeResponse } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { contractQueries } from "../../../core/queries/domainQueries";
import { usePortal, useSession } from "../../../core/react/portalHooks";
import type { SessionTotals } from "../../../core/session/sessionState";

/** The first page of each line, unfiltered: its totals are the caller's. */
export const FIRST_PAGES_QUERY = { startPaginationElectricidad: 1, startPaginationGas: 1 } as const;

/** The session totals an unfiltered cupsMe answer gives. The spec stores the contract
 * totals under two pairs of names (the header reads one, the invoice tabs the other). */
export function sessionTotalsFrom(answer: CupsMeResponse | null): SessionTotals {
  const electricidad = answer?.totalElectricidad ?? 0;
  const gas = answer?.totalGas ?? 0;
  return {
    totalElectricidad: electricidad,
    totalGas: gas,
    totalContractsElectricidad: electricidad,
    totalContractsGas: gas,
  };
}

export interface ContractTotalsState {
  /** `null` until known (from storage or the first answer). */
  electricidad: number | null;
  gas: number | null;
  /** No totals stored and the call has not answered yet. */
  loading: boolean;
  /** The call failed and no totals are stored. */
  failed: boolean;
}

/**
 * The caller's contract totals per line. Stored totals show at once; an unfiltered cupsMe
 * refreshes them and writes them to the session, so the header (subscribed to the store)
 * shows them as soon as they arrive.
 */
export function useContractTotals(): ContractTotalsState {
  const { client, session } = usePortal();
  const { totals } = useSession();
  // The same call as the contracts tables' first one, so the home asks only once.
  const query = useQuery({ ...contractQueries.list(client, FIRST_PAGES_QUERY), staleTime: 60_000 });

  React.useEffect(() => {
    if (query.isSuccess) session.setTotals(sessionTotalsFrom(query.data));
  }, [query.isSuccess, query.data, session]);

  const known = totals.totalElectricidad !== null && totals.totalGas !== null;
  return {
    electricidad: totals.totalElectricidad,
    gas: totals.totalGas,
    loading: !known && query.isPending,
    failed: !known && query.isError,
  };
}

/**
 * Asks for the totals only when the session has none (a deep link or a new tab that skipped
 * the home), so screens whose tabs depend on them (AllInvoices' Gas tab, the gas screen's
 * Electricidad link) still show what the customer has.
 */
export function useTotalsWhenUnknown(): void {
  const { client, session } = usePortal();
  const { totals } = useSession();
  const unknown = totals.totalElectricidad === null || totals.totalGas === null;
  const query = useQuery({ ...contractQueries.list(client, FIRST_PAGES_QUERY), enabled: unknown, staleTime: 60_000 });

  React.useEffect(() => {
    if (unknown && query.isSuccess) session.setTotals(sessionTotalsFrom(query.data));
  }, [unknown, query.isSuccess, query.data, session]);
}
