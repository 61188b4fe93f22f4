import { LAZY_MESSAGE_KEYS } from "./areaKeys";
import { esES } from "./es-ES";
import { LAZY_AREA_KEYS } from "./es-ES/labels";
import type { CompleteMessages } from "./messages";
import type { LabelAreaKey } from "./textArea";

type MessageAreaKey = Exclude<keyof CompleteMessages, "labels">;

/** What a translation's `<locale>/areas.ts` exports: each message area under its key, each
 * label area as `<key>Labels` (a missing or misnamed area does not compile). */
export type CatalogueAreas = { readonly [K in MessageAreaKey]: CompleteMessages[K] } & {
  readonly [K in LabelAreaKey as `${K}Labels`]: CompleteMessages["labels"][K];
};

/**
 * A translated catalogue from its locale folder's areas: the one rule by which ca-ES, eu-ES,
 * gl-ES and en are put together (each `<locale>/index.ts` is `catalogueOf(areas)`). The areas
 * are the first load's (es-ES's own) and then the lazily read ones, from the lists the first
 * load has anyway: only the translations' chunks import this module.
 */
export function catalogueOf(areas: CatalogueAreas): CompleteMessages {
  const { labels, ...firstLoad } = esES;
  const pick = (keys: readonly string[], suffix = "") =>
    Object.fromEntries(keys.map((key) => [key, (areas as unknown as Record<string, unknown>)[`${key}${suffix}`]]));
  const catalogue = {
    labels: pick([...Object.keys(labels), ...LAZY_AREA_KEYS], "Labels"),
    ...pick([...Object.keys(firstLoad), ...LAZY_MESSAGE_KEYS]),
  };
  return catalogue as unknown as CompleteMessages;
}
