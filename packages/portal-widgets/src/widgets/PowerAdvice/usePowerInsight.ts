"use client";

import { useQuery } from "@tanstack/react-query";
import { powerQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";

/** The monthly maxima, contracted power and prices of the contract (GET /ov/insights/power). */
export function usePowerInsight(codAbonado: string, enabled: boolean) {
  const { client } = usePortal();
  return useQuery({ ...powerQueries.insight(client, codAbonado), enabled, staleTime: 10 * 60_000, retry: false });
}
