"use client";

import * as React from "react";
import { downloadChartPng } from "./exportChart";

/** 'Descargar Gráfico': waits for the drawing (`ready`), then downloads the chart's SVG as a
 * PNG; `failed` when there was nothing to export or the browser refused. */
export function usePngExport(containerRef: React.RefObject<HTMLElement | null>, ready: () => Promise<void>) {
  const [failed, setFailed] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  const run = async () => {
    setFailed(false);
    setExporting(true);
    try {
      await ready();
      const svg = containerRef.current?.querySelector<SVGSVGElement>("svg.recharts-surface");
      if (!svg) throw new Error("No chart to export");
      await downloadChartPng(svg);
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return { run, failed, exporting };
}
