"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { insightQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";
import { toCents } from "../../../domain/money";
import type { ComparisonTarget, InvoiceRef } from "./insightTypes";

// An invoice's figures never change once issued: no refetch while the dialog stays open.
const ISSUED = 10 * 60_000;

const invoiceQuery = (invoice: InvoiceRef) => ({ serieFactura: invoice.series, numeroFactura: invoice.number });

export function useInvoiceBreakdown(invoice: InvoiceRef) {
  const { client } = usePortal();
  return useQuery({ ...insightQueries.breakdown(client, invoiceQuery(invoice)), staleTime: ISSUED });
}

export function useBillComparison(invoice: InvoiceRef, against: ComparisonTarget) {
  const { client } = usePortal();
  return useQuery({ ...insightQueries.comparison(client, { ...invoiceQuery(invoice), against }), staleTime: ISSUED });
}

export function useCostThisMonth(contractCode: string | null) {
  const { client } = usePortal();
  return useQuery({ ...insightQueries.month(client, contractCode ?? ""), enabled: contractCode !== null && contractCode !== "" });
}

/** Sets (an amount in €) or removes (null) the contract's alert threshold. */
export function useSaveThreshold(contractCode: string) {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number | null) => {
      if (amount === null) await client.call("costAlertDelete", { params: { contractCode } });
      else await client.call("costAlertSet", { params: { contractCode }, body: { thresholdCents: toCents(amount) } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightQueries.month(client, contractCode).queryKey }),
  });
}
