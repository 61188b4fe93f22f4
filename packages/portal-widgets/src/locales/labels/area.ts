import { mergedArea } from "../areaMerge";
import type { DeepPartial, Messages } from "../messages";
import type { LabelArea } from "./areaHandle";

export { type LabelArea, labelArea } from "./areaHandle";

/**
 * The labels of `area` in `messages`: the catalogue's area merged over the Spanish labels
 * (a translated catalogue replaces them all; a host's partial override over es-ES replaces
 * the labels it names, and unknown keys are ignored). The Spanish object itself when the
 * catalogue has no such area (es-ES without overrides); the same object until the catalogue
 * changes. For code outside components; components use `useLabels(area)`.
 */
export function labelsOf<T extends object>(messages: Messages, area: LabelArea<T>): T {
  return mergedArea(area, area.spanish, messages.labels[area.key] as DeepPartial<T> | undefined);
}
