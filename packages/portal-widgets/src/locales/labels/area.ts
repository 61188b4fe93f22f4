import { mergeMessages } from "../format";
import type { DeepPartial, Messages } from "../messages";
import type { LazyAreaKey, LazyLabels } from "./index";
import type { LabelTree, Widen } from "./tree";

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
 * two handles, so the frame around every page does not bring the home widgets' texts). The
 * type check keeps `spanish` within the area `key` names.
 */
export function labelArea<K extends LazyAreaKey, T extends LabelTree>(
  key: K,
  spanish: T & (LazyLabels[K] extends Widen<T> ? unknown : never),
): LabelArea<Widen<T>> {
  return { key, spanish: spanish as unknown as Widen<T> };
}

// Per handle, per catalogue area object: one merged object, so a component gets the same
// labels on every render until the catalogue (language, overrides) changes.
const merged = new WeakMap<LabelArea<unknown>, WeakMap<object, unknown>>();

/**
 * The labels of `area` in `messages`: the catalogue's area merged over the Spanish labels
 * (a translated catalogue replaces them all; a host's partial override over es-ES replaces
 * the labels it names, and unknown keys are ignored). The Spanish object itself when the
 * catalogue has no such area (es-ES without overrides). For code outside components;
 * components use `useLabels(area)`.
 */
export function labelsOf<T extends object>(messages: Messages, area: LabelArea<T>): T {
  const own = messages.labels[area.key] as DeepPartial<T> | undefined;
  if (!own) return area.spanish;
  let byCatalogue = merged.get(area);
  if (!byCatalogue) merged.set(area, (byCatalogue = new WeakMap()));
  let result = byCatalogue.get(own) as T | undefined;
  if (!result) {
    result = mergeMessages(area.spanish, own);
    byCatalogue.set(own, result);
  }
  return result;
}
