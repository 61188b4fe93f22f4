"use client";

import { type Line, PRICE_LIMITS_FALLBACK } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import { contractQueries, invoiceQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";

export type PriceLimitsSource =
  /** getPriceMinAndMaxInvoice (all-invoices and gas screens). */
  | { kind: "all" }
  /** getPriceMinAndMaxInvoices of one contract (per-contract invoices). */
  | { kind: "contract"; line: Line; contractCode: string };

export interface PriceLimitsState {
  min: number;
  max: number;
  /** True until the call answers (the fallback range is shown meanwhile). */
  loading: boolean;
  /** The call failed or gave an unusable range: the spec's -10000..10000 is in use. */
  fallback: boolean;
}

/** Usable limits: finite, whole euros, at least 1 apart (the sliders' step). */
function sane(min: number | undefined, max: number | undefined): { min: number; max: number } | null {
  if (min === undefined || max === undefined || !Number.isFinite(min) || !Number.isFinite(max)) return null;
  const low = Math.floor(min);
  return { min: low, max: Math.max(Math.ceil(max), low + 1) };
}

/** The amount slider's limits from the price-limits call of the screen, with the spec's
 * fallback (-10000..10000) on failure (part 2 §7, §8). `enabled: false` waits (a contract
 * not resolved yet). */
export function usePriceLimits(source: PriceLimitsSource, { enabled = true }: { enabled?: boolean } = {}): PriceLimitsState {
  const { client } = usePortal();
  const all = useQuery({
    ...invoiceQueries.priceLimits(client),
    enabled: enabled && source.kind === "all",
    retry: false,
    staleTime: 5 * 60_000,
  });
  const contract = useQuery({
    ...contractQueries.priceLimits(
      client,
      source.kind === "contract" ? { line: source.line, contractCode: source.contractCode } : { line: "Electricidad", contractCode: "" },
    ),
    enabled: enabled && source.kind === "contract",
    retry: false,
    staleTime: 5 * 60_000,
  });
  const query = source.kind === "all" ? all : contract;
  const limits =
    source.kind === "all"
      ? sane(all.data?.minImportClientInvoice, all.data?.maxImportClientInvoice)
      : sane(contract.data?.invoiceMinImport, contract.data?.invoiceMaxImport);
  if (limits) return { ...limits, loading: false, fallback: false };
  return {
    min: PRICE_LIMITS_FALLBACK.min,
    max: PRICE_LIMITS_FALLBACK.max,
    loading: enabled && query.isPending,
    fallback: !query.isPending,
  };
}
