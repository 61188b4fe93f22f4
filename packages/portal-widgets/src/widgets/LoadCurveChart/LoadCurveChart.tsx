"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { loadCurveFileName } from "../../domain/downloads";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { loadCurveMessages } from "../../locales/es-ES/loadCurve";
import { textsOf } from "../../locales/texts";
import type { TimeSeriesDef } from "../../ui/TimeSeriesChart";
import { MeasureScreen } from "../shared/measures/MeasureScreen";
import { SelfConsumptionPanel } from "../shared/measures/SelfConsumptionPanel";
import { fetchLoadCurveCsv, fetchLoadCurveXlsx, useLoadCurve } from "./useLoadCurveChart";

export interface LoadCurveChartProps {
  /** The contract code of the route (/loadcurve/{codAbonado}). */
  codAbonado: string;
  /** The day the default range is counted from (tests and stories); defaults to today. */
  today?: Date | string;
}

/** 'Autoconsumo' (surplus and its compensation) for the range on show. */
const selfConsumption = (supplyPoint: SupplyPoint, request: { desde: string; hasta: string }) => (
  <SelfConsumptionPanel supplyPoint={supplyPoint} request={request} />
);

/** Surplus is drawn only for a supply that pours some into the grid (solar panels). */
const OPTIONAL_SERIES = ["surplus"] as const;

/** Load curve (part 2 §2.7): hourly active energy and energy surplus of a supply point. */
export function LoadCurveChart({ codAbonado, today }: LoadCurveChartProps) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, telemetryArea).loadCurve;
  const loadCurveTexts = useTexts(loadCurveMessages);
  const series = React.useMemo<TimeSeriesDef[]>(
    () => [
      { key: "active", name: texts.active, color: "var(--ov-color-electricity)" },
      { key: "surplus", name: texts.surplus, color: "var(--ov-color-success)" },
    ],
    [texts.active, texts.surplus],
  );
  return (
    <MeasureScreen
      widget="LoadCurveChart"
      codAbonado={codAbonado}
      today={today}
      title={texts.title}
      series={series}
      optionalSeries={OPTIONAL_SERIES}
      emptyText={loadCurveTexts.empty}
      otherLink={{ to: links.telemetry(codAbonado), label: texts.telemetryLink }}
      useMeasures={useLoadCurve}
      fetchXlsx={fetchLoadCurveXlsx}
      fetchCsv={fetchLoadCurveCsv}
      belowChart={selfConsumption}
      fileName={loadCurveFileName}
    />
  );
}
