import type { LabelTree, Widen } from "./tree";

// Apart from area.ts, which reads catalogues: the area files import only this, so the
// catalogue types (messages.ts → labels/index.ts → the area files) form no import cycle.

/** The areas read through a handle; labels/index.ts types each one (LazyLabels). */
export type LazyAreaKey = "account" | "home" | "invoices" | "invoiceLists" | "telemetry" | "accessibility" | "insights" | "power";

/**
 * A label area outside the first load: its key in `messages.labels` and its Spanish labels.
 * Widgets read it with `useLabels(area)` or `labelsOf(messages, area)`, so importing the
 * handle is what puts the Spanish texts in the chunks of the widgets that show them (a
 * value used, which tree-shaking keeps, unlike an import for its side effects).
 */
export interface LabelArea<T> {
  readonly key: LazyAreaKey;
  readonly spanish: T;
}

/**
 * The handle of `spanish`, the labels of area `key` (or a part of them: the home area has
 * two handles, so the frame around every page does not bring the home widgets' texts).
 * The keys match labels/index.ts's LazyLabels (checked there).
 */
export function labelArea<T extends LabelTree>(key: LazyAreaKey, spanish: T): LabelArea<Widen<T>> {
  return { key, spanish: spanish as unknown as Widen<T> };
}
