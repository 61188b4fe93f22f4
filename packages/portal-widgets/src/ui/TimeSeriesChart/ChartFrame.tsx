import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { labelAnchor, labelWidth } from "../chartAxis";
import type { PlotBox } from "./ChartOverlay";
import { tickFormatter, tickLimit, timeTicks } from "./timeAxis";

interface ChartFrameProps {
  width: number;
  height: number;
  box: PlotBox;
  window: { from: number; to: number };
  yTicks: readonly number[];
  yDomain: readonly [number, number];
  unit: string;
}

const LABEL = { fontSize: 12, fill: "var(--ov-color-text-muted)" } as const;

/**
 * Grid, axes, ticks and the unit, drawn as plain SVG from the same geometry as the lines.
 * A recharts frame's store and selectors mount even without data, which on a page's first
 * chart cost more than the whole budget for a year of readings; a few dozen SVG elements
 * cost next to nothing (`npm run bench:charts` measures both).
 */
export function ChartFrame({ width, height, box, window, yTicks, yDomain, unit }: ChartFrameProps) {
  const format = useFormat();
  const { secondPass } = useTexts(telemetryArea).chart;
  // Whole values without their decimals (",00" or ".00"), as axis ticks usually are.
  const formatValue = (value: number) => format.number(value).replace(/[,.]00$/, "");
  const span = Math.max(1, window.to - window.from);
  const formatX = tickFormatter(window.from, window.to, secondPass);
  // As many ticks as their labels fit (the window's format, measured on its first and last
  // instants): at 375 px a week reads every other day, not a day per label on top of another.
  const xLabelWidth = labelWidth([formatX(window.from), formatX(window.to)]);
  const fit = Math.floor(box.width / (xLabelWidth + 16));
  const xTicks = timeTicks(window.from, window.to, tickLimit(window.from, window.to, fit));
  const yOf = (v: number) => box.top + box.height - ((v - yDomain[0]) / Math.max(1e-9, yDomain[1] - yDomain[0])) * box.height;
  const bottom = box.top + box.height;
  return (
    <svg width={width} height={height} className="ov:block" data-slot="chart-frame">
      {yTicks.map((v) => (
        <g key={`y${v}`}>
          <line x1={box.left} x2={box.left + box.width} y1={yOf(v)} y2={yOf(v)} stroke="var(--ov-color-border)" strokeDasharray="3 3" />
          <text x={box.left - 6} y={yOf(v)} textAnchor="end" dominantBaseline="middle" {...LABEL}>
            {formatValue(v)}
          </text>
        </g>
      ))}
      <text transform={`translate(12 ${box.top + box.height / 2}) rotate(-90)`} textAnchor="middle" {...LABEL}>
        {unit}
      </text>
      <line x1={box.left} x2={box.left + box.width} y1={bottom} y2={bottom} stroke="var(--ov-color-text-muted)" />
      {xTicks.map((t) => {
        const x = box.left + ((t - window.from) / span) * box.width;
        // The first and last labels are pulled inside the chart rather than cut at its edges.
        const label = labelAnchor(x, xLabelWidth, 0, width);
        return (
          <g key={`x${t}`}>
            <line x1={x} x2={x} y1={bottom} y2={bottom + 5} stroke="var(--ov-color-text-muted)" />
            <text x={label.x} y={bottom + 18} textAnchor={label.anchor} {...LABEL}>
              {formatX(t)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
