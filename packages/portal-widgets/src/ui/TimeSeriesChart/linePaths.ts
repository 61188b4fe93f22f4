import type { TimePoint } from "../../domain/downsample";

/** Round numbers for the y axis: about `count` ticks spanning [min, max], and the domain they cover. */
export function niceTicks(min: number, max: number, count = 5): { ticks: number[]; domain: [number, number] } {
  let low = Math.min(0, min);
  let high = Math.max(0, max);
  if (high - low < 1e-9) high = low + 1;
  const rough = (high - low) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  // toPrecision drops binary noise (3 × 0.2 = 0.6000000000000001).
  const clean = (v: number) => Number(v.toPrecision(12));
  low = clean(Math.floor(low / step) * step);
  high = clean(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let i = 0; low + i * step <= high + step / 2; i += 1) ticks.push(clean(low + i * step));
  return { ticks, domain: [low, high] };
}

/** Smallest and largest value of the series over the points (0, 0 when there are none). */
export function valueRange(points: readonly TimePoint[], keys: readonly string[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    for (const key of keys) {
      const v = p[key] ?? 0;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return min === Infinity ? [0, 0] : [min, max];
}

/**
 * The SVG path of one series in a `width`×`height` box for the x window and y domain.
 * Building one string per line keeps drawing cost flat whatever the number of points;
 * points just outside the window are kept so the line reaches the edges (the SVG clips them).
 */
export function linePath(
  points: readonly TimePoint[],
  key: string,
  window: { from: number; to: number },
  domain: [number, number],
  width: number,
  height: number,
): string {
  const xScale = width / Math.max(1, window.to - window.from);
  const yScale = height / Math.max(1e-9, domain[1] - domain[0]);
  let d = "";
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    const x = (p.t - window.from) * xScale;
    const y = height - ((p[key] ?? 0) - domain[0]) * yScale;
    d += `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return d;
}

/**
 * One SVG path per class (a tariff period) for one series: each segment takes the class of
 * the point it starts from, so a curve coloured by period is still `classes` strings, not a
 * path per segment. `classify` answers 1..classes and runs on the drawn points only.
 */
export function linePathsByClass(
  points: readonly TimePoint[],
  key: string,
  classify: (t: number) => number,
  classes: number,
  window: { from: number; to: number },
  domain: [number, number],
  width: number,
  height: number,
): string[] {
  const paths = new Array<string>(classes).fill("");
  const xScale = width / Math.max(1, window.to - window.from);
  const yScale = height / Math.max(1e-9, domain[1] - domain[0]);
  let previous = "";
  let previousClass = -1;
  let lastDrawn = -1;
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    const here = `${((p.t - window.from) * xScale).toFixed(1)},${(height - ((p[key] ?? 0) - domain[0]) * yScale).toFixed(1)}`;
    if (previousClass >= 0) {
      // A class that drew the segment before continues its line; any other starts a new one.
      if (lastDrawn !== previousClass) paths[previousClass] += `M${previous}`;
      paths[previousClass] += `L${here}`;
      lastDrawn = previousClass;
    }
    previous = here;
    previousClass = Math.min(classes, Math.max(1, classify(p.t))) - 1;
  }
  return paths;
}
