import type { SupplyPoint } from "@oficina-virtual/api-contract";
import type { DownloadResult } from "../../../core/client/clientTypes";
import type { PortalApiClient } from "../../../core/client/contractClient";
import type { TimePoint } from "../../../domain/downsample";

/** The range a chart shows: 'DD-MM-YYYY' ends; `isDefault` for the opening 7 days. */
export interface MeasureRequest {
  desde: string;
  hasta: string;
  isDefault: boolean;
}

/** Chart points, plus the `error` text a 200 answer may still carry. */
export interface MeasureData {
  points: TimePoint[];
  serverError?: string | undefined;
  /** 'DD-MM-YYYY' of the supply's latest reading. */
  updatedUntil?: string | undefined;
}

/** Fetches one of the screen's files ('Descargar curva', the CNMC CSV) for a range. */
export type MeasureFileFetcher = (
  client: PortalApiClient,
  supplyPoint: SupplyPoint,
  range: { desde: string; hasta: string },
) => Promise<DownloadResult>;
