import type { DeepPartial } from "./deepPartial";
import { mergeMessages } from "./format";

// Per handle, per catalogue area object: one merged object, so a component gets the same
// texts on every render until the catalogue (language, overrides) changes.
const merged = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * What an area handle reads (labelsOf, messagesOf): the catalogue's own area `own` merged
 * over the Spanish texts (a translated catalogue replaces them all; a host's partial override
 * over es-ES replaces the texts it names, and unknown keys are ignored), or the Spanish
 * object itself when the catalogue has no such area (es-ES without overrides).
 */
export function mergedArea<T extends object>(handle: object, spanish: T, own: DeepPartial<T> | undefined): T {
  if (!own) return spanish;
  let byCatalogue = merged.get(handle);
  if (!byCatalogue) merged.set(handle, (byCatalogue = new WeakMap()));
  let result = byCatalogue.get(own) as T | undefined;
  if (!result) {
    result = mergeMessages(spanish, own);
    byCatalogue.set(own, result);
  }
  return result;
}
