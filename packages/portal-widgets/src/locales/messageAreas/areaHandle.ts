import type { LazyMessageKey, LazyMessages } from "../messages";

// Apart from area.ts, which reads catalogues: the area files import only this (and the
// message types, which import none of them), so they form no import cycle. Their Spanish texts
// follow es-ES.ts's rule: quoted spec texts copied character for character.

/**
 * A message area outside the first load: its key in `Messages` and its Spanish texts.
 * Widgets read it with `useMessageArea(area)`, other code with `messagesOf(messages, area)`,
 * so importing the handle is what puts the Spanish texts in the chunks of the code that
 * shows them (a value used, which tree-shaking keeps, unlike an import for its side effects).
 */
export interface MessageArea<T> {
  readonly key: LazyMessageKey;
  readonly spanish: T;
}

/** The handle of area `key`, whose Spanish texts `spanish` must be complete (its type is the
 * area's in messages.ts, so a missing or unknown key does not compile). */
export function messageArea<K extends LazyMessageKey>(key: K, spanish: LazyMessages[K]): MessageArea<LazyMessages[K]> {
  return { key, spanish };
}
