"use client";

import * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { telemetryFileName } from "../../domain/downloads";
import { labelsOf } from "../../locales/labels/area";
import { telemetryArea } from "../../locales/labels/telemetry";
import { telemetryMessages } from "../../locales/messageAreas/telemetry";
import type { TimeSeriesDef } from "../../ui/TimeSeriesChart";
import { MeasureScreen } from "../shared/measures/MeasureScreen";
import { useMessageArea } from "../shared/messages/useMessageArea";
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
  const texts = labelsOf(messages, telemetryArea);
  const telemetryTexts = useMessageArea(telemetryMessages);
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
