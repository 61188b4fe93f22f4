import type { FirstLoadMessageAreas, LazyMessages } from "./areaTypes";
import type { Widen } from "./tree";

// Apart from texts.ts, which reads catalogues: every Spanish area file imports this, so it
// imports only types that import none of those files (areaTypes.ts, tree.ts): no import cycle.

/** The message areas, by their key in a catalogue (`messages.<key>`). */
type MessageTexts = FirstLoadMessageAreas & LazyMessages;

/** The label areas, by their key in `messages.labels` (es-ES/labels/index.ts checks that these
 * are exactly its areas). Their types come from their Spanish labels. */
export type LabelAreaKey =
  | "common"
  | "drafts"
  | "pages"
  | "account"
  | "home"
  | "invoices"
  | "invoiceLists"
  | "telemetry"
  | "accessibility"
  | "insights"
  | "power"
  | "bankAccount"
  | "dataExport"
  | "payment"
  | "preferences";

/** Where an area lives in a catalogue: `messages.<key>`, or `messages.labels.<key>`. */
export type TextAreaKey = keyof MessageTexts | `labels.${LabelAreaKey}`;

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

/** Keys of `T` that message area `K` does not have. */
type Unknown<K extends TextAreaKey, T> = K extends keyof MessageTexts ? Exclude<keyof T, keyof MessageTexts[K]> : never;

/**
 * The handle of `spanish`, the Spanish texts of area `key` or a part of them (a page that reads
 * only a few, such as the login form's field names, gets a handle of its own; a host's override
 * of the area reaches every handle of it). An unknown area or message does not compile; the
 * complete Spanish catalogue (esESComplete) checks that each area's handles hold every text.
 */
export function textArea<K extends TextAreaKey, T extends object>(key: K, spanish: T & Record<Unknown<K, T>, never>): TextArea<Widen<T>> {
  return { key, spanish: spanish as unknown as Widen<T> };
}
