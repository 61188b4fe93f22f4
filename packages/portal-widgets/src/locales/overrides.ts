import { mergeMessages } from "./format";
import { LAZY_AREA_KEYS, type Labels, type LazyAreaKey } from "./labels";
import type { DeepPartial, Messages } from "./messages";

/**
 * `catalogue` with a host's `overrides` (the provider's and the embed's `messages`). es-ES
 * leaves out the label areas of lazily loaded widgets, and mergeMessages drops what its base
 * lacks: an override of such an area is kept as given, and `labelsOf` merges it over the
 * area's Spanish labels when a widget reads them (ignoring keys unknown there).
 */
export function withOverrides(catalogue: Messages, overrides: DeepPartial<Messages> | undefined): Messages {
  const result = mergeMessages<Messages>(catalogue, overrides);
  const labels = overrides?.labels;
  if (!labels) return result;
  let kept: Pick<Labels, LazyAreaKey> | undefined;
  for (const key of LAZY_AREA_KEYS) {
    const area = labels[key];
    if (area !== undefined && catalogue.labels[key] === undefined) kept = { ...kept, [key]: area };
  }
  return kept ? { ...result, labels: { ...result.labels, ...kept } } : result;
}
