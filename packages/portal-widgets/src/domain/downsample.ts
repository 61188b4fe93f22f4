import { createLTTB } from "downsample";

/** One reading of a time series: `t` is epoch milliseconds, the other keys are the series. */
export type TimePoint = { t: number } & Record<string, number>;

/**
 * The points of `points` (sorted by t) whose time falls inside [from, to], plus the one
 * just outside each end so the lines run to the plot's edges instead of stopping short.
 */
export function visibleWindow<P extends TimePoint>(points: readonly P[], from: number, to: number): P[] {
  if (points.length === 0) return [];
  const start = Math.max(0, lowerBound(points, from) - 1);
  const end = Math.min(points.length, lowerBound(points, to, true) + 1);
  return points.slice(start, end);
}

/** First index whose t is ≥ value (> value when `after`), by binary search. */
export function lowerBound(points: readonly TimePoint[], value: number, after = false): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const t = points[mid]!.t;
    if (after ? t <= value : t < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The point whose time is nearest to `t`, or undefined for no points. */
export function nearestPoint<P extends TimePoint>(points: readonly P[], t: number): P | undefined {
  if (points.length === 0) return undefined;
  const index = lowerBound(points, t);
  if (index <= 0) return points[0];
  if (index >= points.length) return points[points.length - 1];
  const before = points[index - 1]!;
  const after = points[index]!;
  return t - before.t <= after.t - t ? before : after;
}

const lttbCache = new Map<string, (data: readonly TimePoint[], length: number) => ArrayLike<TimePoint>>();

function lttbFor(key: string) {
  let run = lttbCache.get(key);
  if (!run) {
    const created = createLTTB<TimePoint>({ x: (p: TimePoint) => p.t, y: (p: TimePoint) => p[key] ?? 0 });
    run = (data, length) => created(data as TimePoint[], length);
    lttbCache.set(key, run);
  }
  return run;
}

/**
 * At most `maxPoints` points of `points` for drawing, picked with LTTB (largest triangle
 * three buckets), which keeps peaks and troughs that averaging would flatten. Each series is
 * sampled on its own with half the budget and the picks are merged, so both lines keep their
 * own peaks and every drawn point is a real reading with all its values.
 */
export function downsampleSeries<P extends TimePoint>(points: readonly P[], keys: readonly string[], maxPoints: number): P[] {
  const budget = Math.max(3, Math.floor(maxPoints));
  if (points.length <= budget || keys.length === 0) return points.slice();
  const perSeries = Math.max(3, Math.floor(budget / keys.length));
  const picked = new Set<TimePoint>();
  for (const key of keys) {
    const sampled = lttbFor(key)(points, perSeries);
    for (let i = 0; i < sampled.length; i += 1) picked.add(sampled[i]!);
  }
  return points.filter((point) => picked.has(point));
}
