/**
 * The shape every locale satisfies. Leaves are strings; `{{name}}` marks a value
 * filled in by `formatMessage` (the comment on a key lists its placeholders).
 * Catalogues keyed by a status or code use the code as a string key plus `default`.
 * A text with a count comes in a plural pair, `…One` and `…Other` ('1 día' / '2 días'):
 * `choosePlural` (format.ts) picks by the language's CLDR rule, never `count === 1` in a widget.
 */

import type { FirstLoadMessageAreas, LazyMessageKey, LazyMessages } from "./areaTypes";
import type { DeepPartial } from "./deepPartial";
import type { CompleteLabels, Labels } from "./es-ES/labels";

/** The areas of es-ES/index.ts, in every page's first load (areaTypes.ts) and its labels. */
export type FirstLoadMessages = FirstLoadMessageAreas & {
  /** Screen texts (headings, buttons, columns) per widget area: `locales/es-ES/labels/`. */
  labels: Labels;
};

export type { LazyMessageKey, LazyMessages } from "./areaTypes";

/**
 * A catalogue as the widgets get it: the first-load areas complete; each other area absent
 * (es-ES: Spanish from its handle), complete (a translated catalogue), or partial (a host's
 * overrides over es-ES, merged over the Spanish texts when read). A host overrides any text
 * through `DeepPartial<Messages>`, the lazily read areas included (`{ signup: { … } }`).
 */
export type Messages = FirstLoadMessages & { [K in LazyMessageKey]?: DeepPartial<LazyMessages[K]> };

export type { DeepPartial } from "./deepPartial";

/** A translated catalogue (ca-ES, eu-ES, gl-ES, en): a chunk of its own, fetched when its
 * language is chosen, so it carries every area and every label area, complete. */
export type CompleteMessages = Omit<FirstLoadMessages, "labels"> & LazyMessages & { labels: CompleteLabels };
