"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import type { PortalApiClient } from "../../core/client/contractClient";
import { type TelemetryQuery, telemetryQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { telemetryPoints } from "../shared/measures/measurePoints";
import type { MeasureData, MeasureRequest } from "../shared/measures/measureTypes";

/** The telemetry call's query (part 2 §7): line, freq=1, cups, contract, DD-MM-YYYY dates. */
export function telemetryQuery(supplyPoint: SupplyPoint, range: { desde: string; hasta: string }): Omit<TelemetryQuery, "output"> {
  return {
    line: supplyPoint.line,
    freq: 1,
    cups: supplyPoint.cups,
    contractCode: supplyPoint.codAbonado,
    startDate: range.desde,
    endDate: range.hasta,
  };
}

const toMeasureData = (response: Parameters<typeof telemetryPoints>[0]): MeasureData => ({
  points: telemetryPoints(response),
  serverError: response?.error ?? undefined,
  updatedUntil: response?.Telemetry.updatedUntil ?? undefined,
});

export function useTelemetryReadings(supplyPoint: SupplyPoint, request: MeasureRequest, options: { enabled?: boolean } = {}) {
  const { client } = usePortal();
  return useQuery({
    ...telemetryQueries.readings(client, { ...telemetryQuery(supplyPoint, request), output: "json" }),
    select: toMeasureData,
    enabled: options.enabled ?? true,
    // A failed range is shown as it is; retrying a 400 only delays its message.
    retry: false,
  });
}

export function fetchTelemetryXlsx(client: PortalApiClient, supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) {
  return client.download("telemetryXlsx", { query: { ...telemetryQuery(supplyPoint, range), output: "xlsx" } });
}

/** The same range as the CNMC comparator's CSV. */
export function fetchTelemetryCsv(client: PortalApiClient, supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) {
  return client.download("telemetryCsv", { query: { ...telemetryQuery(supplyPoint, range), output: "csv" } });
}
