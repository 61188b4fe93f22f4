/*
 * Axis geometry shared by the charts: how many category labels fit the plot's width, and the
 * room a label needs, so that on a 375 px phone no two labels collide and none is cut at the
 * plot's edge.
 */

/** Below this chart width labels use their short forms ('06/11/26' rather than '06/11/2026'). */
export const NARROW_CHART = 480;

export const isNarrowChart = (width: number) => width < NARROW_CHART;

/** Space between two labels, in px. */
const LABEL_GAP = 10;

/**
 * About how wide a label is drawn, in px: the widest character of the portal's font at
 * `fontSize` is near 0.62 em for digits and lowercase, which is what the labels are made of.
 * An estimate, not a measure: measuring text needs a layout the charts do not wait for.
 */
export function labelWidth(labels: readonly string[], fontSize = 12): number {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  return Math.ceil(longest * fontSize * 0.62);
}

/**
 * The `interval` of a category axis (recharts draws one label every `interval + 1`): the
 * smallest step at which `count` labels of `width` px each fit side by side in `plotWidth`.
 * 0 shows every label.
 */
export function categoryInterval(count: number, plotWidth: number, width: number): number {
  if (count <= 1 || plotWidth <= 0) return 0;
  const fit = Math.max(1, Math.floor(plotWidth / (width + LABEL_GAP)));
  return Math.max(0, Math.ceil(count / fit) - 1);
}

/**
 * The margin a bar chart needs on its right so that its last label, centred under the last
 * bar, is not cut: half the label less half a bar's band, never under `minimum`.
 */
export function edgeRoom(count: number, plotWidth: number, width: number, minimum = 8): number {
  const band = count > 0 ? plotWidth / count : plotWidth;
  return Math.max(minimum, Math.ceil(width / 2 - band / 2) + 2);
}

/**
 * Where a time axis' label goes: centred under its tick, or pulled inside the plot at either
 * end so that the first and last labels are whole.
 */
export function labelAnchor(x: number, width: number, left: number, right: number): { x: number; anchor: "start" | "middle" | "end" } {
  if (x - width / 2 < left) return { x: Math.max(x, left), anchor: "start" };
  if (x + width / 2 > right) return { x: Math.min(x, right), anchor: "end" };
  return { x, anchor: "middle" };
}
