import type { Labels, LazyLabels } from "./es-ES/labels";
import type { FirstLoadMessages, LazyMessages } from "./messages";
import type { Widen } from "./tree";

// Apart from texts.ts, which reads catalogues: the Spanish area files import only this (and the
// catalogue types, which import none of their values), so they form no import cycle.

/** Where an area lives in a catalogue: `messages.<key>`, or `messages.labels.<key>` for the
 * screen labels. */
type AreaTexts = Omit<FirstLoadMessages, "labels"> &
  LazyMessages & { [K in Exclude<keyof Labels, keyof LazyLabels> as `labels.${K}`]: Labels[K] } & {
    [K in keyof LazyLabels as `labels.${K}`]: LazyLabels[K];
  };

export type TextAreaKey = keyof AreaTexts;

/**
 * An area of texts: its place in the catalogue and its Spanish texts. Components read it with
 * `useTexts(area)`, other code with `textsOf(messages, area)`. For an area outside the first
 * load, importing the handle is what puts the Spanish texts in the chunks of the code that
 * shows them (a value used, which tree-shaking keeps, unlike an import for its side effects).
 */
export interface TextArea<T> {
  readonly key: TextAreaKey;
  readonly spanish: T;
}

/** Keys of `T` that area `K` does not have. */
type Unknown<K extends TextAreaKey, T> = Exclude<keyof T, keyof AreaTexts[K]>;

/**
 * The handle of `spanish`, the Spanish texts of area `key` or a part of them (a page that reads
 * only a few, such as the login form's field names, gets a handle of its own; a host's override
 * of the area reaches every handle of it). An unknown area or text does not compile; the
 * complete Spanish catalogue (esESComplete) checks that each area's handles hold every text.
 */
export function textArea<K extends TextAreaKey, T extends object>(key: K, spanish: T & Record<Unknown<K, T>, never>): TextArea<Widen<T>> {
  return { key, spanish: spanish as unknown as Widen<T> };
}
