import { LAZY_MESSAGE_KEYS } from "./areaKeys";
import { LAZY_AREA_KEYS } from "./es-ES/labels";
import { mergeMessages } from "./format";
import type { DeepPartial, Messages } from "./messages";

/**
 * `catalogue` with a host's `overrides` (the provider's and the embed's `messages`). es-ES
 * leaves out the message areas and the label areas that only lazily loaded widgets read, and
 * mergeMessages drops what its base lacks: an override of such an area is kept as given, and
 * `textsOf` / `textsOf` merge it over the area's Spanish texts when a widget reads them
 * (ignoring keys unknown there).
 */
export function withOverrides(catalogue: Messages, overrides: DeepPartial<Messages> | undefined): Messages {
  const result = mergeMessages<Messages>(catalogue, overrides);
  const kept = absentAreas(LAZY_MESSAGE_KEYS, catalogue, overrides);
  const keptLabels = absentAreas(LAZY_AREA_KEYS, catalogue.labels, overrides?.labels);
  if (!kept && !keptLabels) return result;
  return { ...result, ...kept, labels: keptLabels ? { ...result.labels, ...keptLabels } : result.labels };
}

/** The areas among `keys` that `overrides` gives and `catalogue` lacks, as given. */
function absentAreas<T extends object, K extends keyof T>(
  keys: readonly K[],
  catalogue: T,
  overrides: { readonly [key in K]?: unknown } | undefined,
) {
  let kept: Partial<Pick<T, K>> | undefined;
  for (const key of keys) {
    const area = overrides?.[key];
    if (area !== undefined && catalogue[key] === undefined) kept = { ...kept, [key]: area as T[K] };
  }
  return kept;
}
