"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import type { PortalApiClient } from "../../core/client/contractClient";
import { telemetryQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { loadCurvePoints } from "../shared/measures/measurePoints";
import type { MeasureData, MeasureRequest } from "../shared/measures/measureTypes";

const curvasQuery = (supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) => ({
  cups: supplyPoint.cups,
  contractCode: supplyPoint.codAbonado,
  startDate: range.desde,
  endDate: range.hasta,
});

const toMeasureData = (response: Parameters<typeof loadCurvePoints>[0]): MeasureData => ({
  points: loadCurvePoints(response),
  serverError: response?.error ?? undefined,
  updatedUntil: response?.Curvas.updatedUntil ?? undefined,
});

/** The opening load sends DefaultQuery=true (the spec's optional flag) beside its dates. */
export function useLoadCurve(supplyPoint: SupplyPoint, request: MeasureRequest, options: { enabled?: boolean } = {}) {
  const { client } = usePortal();
  const query = {
    ...curvasQuery(supplyPoint, request),
    output: "json" as const,
    ...(request.isDefault ? { DefaultQuery: true } : {}),
  };
  return useQuery({ ...telemetryQueries.loadCurve(client, query), select: toMeasureData, retry: false, enabled: options.enabled ?? true });
}

export function fetchLoadCurveXlsx(client: PortalApiClient, supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) {
  return client.download("curvasXlsx", { query: { ...curvasQuery(supplyPoint, range), output: "xlsx" } });
}

/** The same range as the CNMC comparator's CSV. */
export function fetchLoadCurveCsv(client: PortalApiClient, supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) {
  return client.download("curvasCsv", { query: { ...curvasQuery(supplyPoint, range), output: "csv" } });
}
