"use client";

import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { telemetryFileName } from "../../domain/downloads";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { telemetryMessages } from "../../locales/es-ES/telemetry";
import { textsOf } from "../../locales/texts";
import type { TimeSeriesDef } from "../../ui/TimeSeriesChart";
import { MeasureScreen } from "../shared/measures/MeasureScreen";
import { fetchTelemetryCsv, fetchTelemetryXlsx, useTelemetryReadings } from "./useTelemetryChart";

export interface TelemetryChartProps {
  /** The contract code of the route (/telemetry/{codAbonado}). */
  codAbonado: string;
  /** The day the default range is counted from (tests and stories); defaults to today. */
  today?: Date | string;
}

/** Telemetry (part 2 §2.6): hourly active and reactive energy of a supply point. */
export function TelemetryChart({ codAbonado, today }: TelemetryChartProps) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  const telemetryTexts = useTexts(telemetryMessages);
  const series = React.useMemo<TimeSeriesDef[]>(() => telemetrySeries(texts.telemetry), [texts.telemetry]);
  return (
    <MeasureScreen
      widget="TelemetryChart"
      codAbonado={codAbonado}
      today={today}
      title={texts.telemetry.title}
      series={series}
      emptyText={telemetryTexts.empty}
      emptyHint={telemetryTexts.emptyHint}
      otherLink={{ to: links.loadcurve(codAbonado), label: texts.telemetry.loadCurveLink }}
      useMeasures={useTelemetryReadings}
      fetchXlsx={fetchTelemetryXlsx}
      fetchCsv={fetchTelemetryCsv}
      fileName={telemetryFileName}
    />
  );
}

/** The two telemetry lines; exported for the chart benchmark, which draws the same chart. */
export function telemetrySeries(texts: { active: string; reactive: string }): TimeSeriesDef[] {
  return [
    { key: "active", name: texts.active, color: "var(--ov-color-electricity)" },
    { key: "reactive", name: texts.reactive, color: "var(--ov-color-gas)" },
  ];
}
