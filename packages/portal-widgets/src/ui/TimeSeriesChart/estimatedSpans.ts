import type { TimePoint } from "../../domain/downsample";

const HOUR = 3_600_000;

/** A run of estimated readings: from the first one's start to the last one's end. */
export interface TimeSpan {
  from: number;
  to: number;
}

/**
 * The runs of consecutive points marked with `key` (estimated readings), each
 * reading lasting until the next point (an hour for the last one). Computed from the full
 * readings, not the resampled line, so a single estimated hour of a year still shows.
 */
export function markedSpans(points: readonly TimePoint[], key: string): TimeSpan[] {
  const spans: TimeSpan[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    if (!p[key]) continue;
    const end = points[i + 1]?.t ?? p.t + HOUR;
    const last = spans[spans.length - 1];
    if (last && last.to >= p.t) last.to = end;
    else spans.push({ from: p.t, to: end });
  }
  return spans;
}

/** How many points carry `key`. */
export function countMarked(points: readonly TimePoint[], key: string): number {
  let count = 0;
  for (const p of points) if (p[key]) count += 1;
  return count;
}
