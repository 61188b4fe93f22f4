// The page `npm run bench:charts` opens in headless Chromium. It draws the TelemetryChart's
// chart (the widget's own component, from source) and, for comparison, recharts fed every
// point, and times data → painted for a first draw and for a zoom. Built by ../charts.mjs.

import { energyPeriodAt } from "@oficina-virtual/api-contract";
import * as React from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { createPortalQueryClient } from "../../../packages/portal-widgets/src/core/queries/queryClient";
import { PortalProvider } from "../../../packages/portal-widgets/src/core/react/PortalProvider";
import { memoryStorage } from "../../../packages/portal-widgets/src/core/session/storage";
import { telemetryLabels } from "../../../packages/portal-widgets/src/locales/es-ES/labels/telemetry";
import TimeSeriesChartBody from "../../../packages/portal-widgets/src/ui/TimeSeriesChart/TimeSeriesChartBody";
import { periodColors } from "../../../packages/portal-widgets/src/widgets/shared/charts/periodPalette";
import { telemetryPoints } from "../../../packages/portal-widgets/src/widgets/shared/measures/measurePoints";
import { telemetryRows } from "../../../packages/portal-widgets/src/widgets/shared/measures/syntheticReadings.testing";
import { telemetrySeries } from "../../../packages/portal-widgets/src/widgets/TelemetryChart/TelemetryChart";

const WIDTH = 760;
const HEIGHT = 320;

type Scenario = "week" | "yearHourly" | "yearQuarterHourly";
type Impl = "widget" | "everyPoint";

const SCENARIOS: Record<Scenario, () => ReturnType<typeof telemetryRows>> = {
  week: () => telemetryRows(new Date(2024, 2, 4), new Date(2024, 2, 10)),
  yearHourly: () => telemetryRows(new Date(2024, 0, 1), new Date(2024, 11, 31)),
  yearQuarterHourly: () => telemetryRows(new Date(2024, 0, 1), new Date(2024, 11, 31), 15),
};

/** Resolves after the browser has painted the frame that follows the last commit. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

const series = telemetrySeries(telemetryLabels.telemetry);
// Since issue #20 the screen colours active energy by 2.0TD period: one path per period.
const segments = { key: "active", classify: (t: number) => energyPeriodAt("2.0TD", t), colors: periodColors(3) };

function EveryPoint({ points, domain }: { points: ReturnType<typeof telemetryPoints>; domain: [number, number] }) {
  return (
    <LineChart width={WIDTH} height={HEIGHT} data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="t" type="number" domain={domain} allowDataOverflow scale="linear" />
      <YAxis width={64} />
      {series.map((s) => (
        <Line
          key={s.key}
          dataKey={s.key}
          name={s.name}
          type="linear"
          stroke={s.color}
          dot={false}
          activeDot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}

let root: Root | null = null;

/**
 * One measurement on a fresh page. `afterDefault` first draws (and removes) the 7-day chart
 * the screen opens with, as the real flow does before a longer range is asked for.
 */
async function run(scenario: Scenario, impl: Impl, afterDefault = false) {
  const container = document.getElementById("app")!;
  container.style.width = `${WIDTH}px`;
  root?.unmount();
  root = createRoot(container);
  const provider = (child: React.ReactNode) => (
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl="http://127.0.0.1:9"
      storage={memoryStorage()}
      navigate={() => undefined}
    >
      {child}
    </PortalProvider>
  );
  const draw = (points: ReturnType<typeof telemetryPoints>, domain: [number, number]) =>
    flushSync(() =>
      root!.render(
        provider(
          impl === "widget" ? (
            <TimeSeriesChartBody points={points} series={series} unit="kW" height={HEIGHT} segments={segments} />
          ) : (
            <EveryPoint points={points} domain={domain} />
          ),
        ),
      ),
    );
  if (afterDefault) {
    const week = telemetryPoints({ Telemetry: { select: SCENARIOS.week(), total: { countTotal: 168 } } });
    draw(week, [week[0]!.t, week[week.length - 1]!.t]);
    await nextPaint();
    flushSync(() => root!.render(provider(<p>Buscando…</p>)));
  }
  const rows = SCENARIOS[scenario]();
  const response = { Telemetry: { select: rows, total: { countTotal: rows.length } } };
  await nextPaint();

  // data → painted: parse the answer into points, draw, wait for the paint.
  const t0 = performance.now();
  const points = telemetryPoints(response);
  const full: [number, number] = [points[0]!.t, points[points.length - 1]!.t];
  draw(points, full);
  await nextPaint();
  const paint = performance.now() - t0;
  const drawn = Number(container.querySelector("[data-drawn-points]")?.getAttribute("data-drawn-points") ?? points.length);

  // A zoom to the middle half of the range.
  const t1 = performance.now();
  if (impl === "widget") {
    const zoomIn = [...container.querySelectorAll("button")].find((b) => b.textContent === telemetryLabels.chart.zoomIn)!;
    zoomIn.click();
  } else {
    const quarter = (full[1] - full[0]) / 4;
    draw(points, [full[0] + quarter, full[1] - quarter]);
  }
  await nextPaint();
  const zoom = performance.now() - t1;

  const paths = container.querySelectorAll("path.recharts-curve").length;
  return { scenario, impl, points: points.length, drawn, paths, paint, zoom };
}

(window as unknown as { runBench: typeof run }).runBench = run;
