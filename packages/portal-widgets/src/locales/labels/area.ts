import { mergeMessages } from "../format";
import type { DeepPartial, Messages } from "../messages";
import type { LabelArea } from "./areaHandle";

export { type LabelArea, labelArea } from "./areaHandle";

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
