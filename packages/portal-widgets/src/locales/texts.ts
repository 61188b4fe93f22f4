import type { DeepPartial } from "./deepPartial";
import { mergeMessages } from "./format";
import type { Messages } from "./messages";
import type { TextArea } from "./textArea";

export { type TextArea, type TextAreaKey, textArea } from "./textArea";

// Per handle, per catalogue area object: one merged object, so a component gets the same
// texts on every render until the catalogue (language, overrides) changes.
const merged = new WeakMap<object, WeakMap<object, unknown>>();

const LABELS = "labels.";

/** The catalogue's own texts of `area`: a whole translated area, a host's partial override
 * over es-ES, or nothing (es-ES keeps the areas outside the first load beside the widgets). */
function ownTexts(messages: Messages, area: TextArea<unknown>): object | undefined {
  const { key } = area;
  if (key.startsWith(LABELS)) return (messages.labels as Record<string, object | undefined>)[key.slice(LABELS.length)];
  return (messages as unknown as Record<string, object | undefined>)[key];
}

/**
 * The texts of `area` in `messages`: the catalogue's area merged over the Spanish texts (a
 * translated catalogue replaces them all; a host's partial override over es-ES replaces the
 * texts it names, and unknown keys are ignored); the Spanish object itself when the catalogue
 * has no such area or is es-ES itself; the same object until the catalogue changes.
 * For code outside components; components use `useTexts(area)`.
 */
export function textsOf<T extends object>(messages: Messages, area: TextArea<T>): T {
  const own = ownTexts(messages, area) as DeepPartial<T> | undefined;
  // es-ES's first-load areas without overrides are the Spanish objects themselves
  if (!own || own === area.spanish) return area.spanish;
  let byCatalogue = merged.get(area);
  if (!byCatalogue) merged.set(area, (byCatalogue = new WeakMap()));
  let result = byCatalogue.get(own) as T | undefined;
  if (!result) {
    result = mergeMessages(area.spanish, own);
    byCatalogue.set(own, result);
  }
  return result;
}
